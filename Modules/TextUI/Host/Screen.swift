/// What a feature module's builder returns: the screen's view and what keeps it alive.
///
/// The App shows `content`, reads `title` live (for example for a header), drops the `Screen` when
/// its navigation entry is popped (releasing `owner` and with it the module), and awaits
/// ``settle(_:)`` for the screen's pending work: `.navigation` after every key, `.all` for the
/// script command `wait` and every script line (an in-flight search, the router's answers).
@MainActor
public struct Screen {
  /// The screen's title, read at every render.
  public var title: () -> String
  /// The screen's view.
  public var content: AnyView
  /// The object that keeps the module alive (usually its presenter).
  public var owner: AnyObject
  /// The screen's pending work: the module's builder gives its presenter and the screen the same.
  public let work: ScreenWork
  /// The id of the item the screen's selection shows (the trip list: the selected trip), read
  /// live, for actions the App offers on it; nil when nothing is selected or the screen has none.
  public var selectedItem: () -> AnyHashable?
  /// Saves again what the store refused because another program held it locked (a typed name
  /// kept and marked unsaved); the app calls it at every store poll.
  public var retrySaves: () -> Void
  /// How the screen is being looked at (a view toggled, a map zoomed), not its data: read when the
  /// app builds the screen again for the same route (the units or the router changed) and handed
  /// to that route's builder, so the new screen opens as the old one was. Nil: nothing to carry.
  public var carriedState: () -> (any Sendable)?
  /// Takes back what narrows the screen (the trip list's kept filter) when "back" (Esc) is asked
  /// of it; returns whether there was something, so that only then is going back left for the next
  /// Esc.
  public var clearNarrowing: () -> Bool
  /// The screen's selection, and how it is looked at, as text to keep across launches (the trip
  /// screen: the selected stop's id and whether its days are shown), read when the app quits; nil
  /// when there is none to keep.
  public var savedSelection: () -> String?
  /// Selects (and shows) again what ``savedSelection`` named at the last quit, if the screen still
  /// has it.
  public var restoreSelection: (String) -> Void

  /// Creates a screen.
  public init(
    title: @escaping () -> String, content: AnyView, owner: AnyObject,
    work: ScreenWork = ScreenWork(), selectedItem: @escaping () -> AnyHashable? = { nil },
    retrySaves: @escaping () -> Void = {}, carriedState: @escaping () -> (any Sendable)? = { nil },
    clearNarrowing: @escaping () -> Bool = { false }, savedSelection: @escaping () -> String? = { nil },
    restoreSelection: @escaping (String) -> Void = { _ in }
  ) {
    self.title = title
    self.content = content
    self.owner = owner
    self.work = work
    self.selectedItem = selectedItem
    self.retrySaves = retrySaves
    self.carriedState = carriedState
    self.clearNarrowing = clearNarrowing
    self.savedSelection = savedSelection
    self.restoreSelection = restoreSelection
  }

  /// Returns once the screen's pending work has finished: with `.navigation`, only navigation the
  /// screen started itself (closing after "Use this": the full-screen app awaits it after each key,
  /// so the next key goes to the screen that key led to, never waiting for a search); with `.all`,
  /// everything. Work waiting for the user's answer counts as finished.
  public func settle(_ kind: ScreenWork.Settle = .all) async {
    await work.idle(kind)
  }
}
