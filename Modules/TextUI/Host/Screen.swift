/// What a feature module's builder returns: the screen's view and what keeps it alive.
///
/// The App shows `content`, reads `title` live (for example for a header), drops the `Screen` when
/// its navigation entry is popped (releasing `owner` and with it the module), and awaits `settle`
/// for the script command `wait` (pending work such as an in-flight search).
@MainActor
public struct Screen {
  /// The screen's title, read at every render.
  public var title: () -> String
  /// The screen's view.
  public var content: AnyView
  /// The object that keeps the module alive (usually its presenter).
  public var owner: AnyObject
  /// Waits until the screen's pending work has finished.
  public var settle: () async -> Void
  /// Waits only for navigation the screen started itself (closing after "Use this"), not for slow
  /// work such as a search: the full-screen app awaits it after each key, so the next key goes to
  /// the screen that key led to.
  public var settleNavigation: () async -> Void
  /// The id of the item the screen's selection shows (the trip list: the selected trip), read
  /// live, for actions the App offers on it; nil when nothing is selected or the screen has none.
  public var selectedItem: () -> AnyHashable?
  /// Saves again what the store refused because another program held it locked (a typed name
  /// kept and marked unsaved); the app calls it at every store poll.
  public var retrySaves: () -> Void

  /// Creates a screen.
  public init(
    title: @escaping () -> String, content: AnyView, owner: AnyObject,
    settle: @escaping () async -> Void = {}, settleNavigation: @escaping () async -> Void = {},
    selectedItem: @escaping () -> AnyHashable? = { nil }, retrySaves: @escaping () -> Void = {}
  ) {
    self.title = title
    self.content = content
    self.owner = owner
    self.settle = settle
    self.settleNavigation = settleNavigation
    self.selectedItem = selectedItem
    self.retrySaves = retrySaves
  }
}
