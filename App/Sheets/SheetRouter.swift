import Navigation
import Routes
import TextUI

/// Closes a sheet: dismisses the modal it is the root of, on the main stack.
@MainActor
final class SheetRouter {
  private let stack: NavigationStack<Route>
  private let entryID: EntryID
  let work: ScreenWork
  private var isClosing = false

  /// A router for the sheet shown by the entry `entryID` of `stack`, closing it as `work`.
  init(stack: NavigationStack<Route>, entryID: EntryID, work: ScreenWork) {
    self.stack = stack
    self.entryID = entryID
    self.work = work
  }

  /// Closes the sheet (once; nothing happens if it is no longer on screen).
  func close() {
    guard !isClosing, stack.state.modal?.rootEntry.id == entryID else { return }
    isClosing = true
    work.run(.navigation) { [stack] in _ = await stack.dismiss() }
  }
}
