import Navigation
import Routes

/// Closes a sheet: dismisses the modal it is the root of, on the main stack.
@MainActor
final class SheetRouter {
  private let stack: NavigationStack<Route>
  private let entryID: EntryID
  /// The dismissal in progress, if any.
  private var pending: Task<Void, Never>?

  /// A router for the sheet shown by the entry `entryID` of `stack`.
  init(stack: NavigationStack<Route>, entryID: EntryID) {
    self.stack = stack
    self.entryID = entryID
  }

  /// Closes the sheet (once; nothing happens if it is no longer on screen).
  func close() {
    guard pending == nil, stack.state.modal?.rootEntry.id == entryID else { return }
    pending = Task { [stack] in _ = await stack.dismiss() }
  }

  /// Waits for the dismissal in progress.
  func settle() async {
    await pending?.value
  }
}
