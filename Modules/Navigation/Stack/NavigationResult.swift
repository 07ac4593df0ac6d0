/// What a navigation request did.
public struct NavigationResult<Route: Hashable & Codable & Sendable>: Equatable, Sendable {
  /// How the request ended.
  public enum Outcome: Equatable, Sendable {
    /// The change was committed; ``NavigationResult/events`` lists what it caused.
    case applied
    /// Nothing needed to change (for example, going back at the first screen).
    case unchanged
    /// A guard of this entry said no; nothing changed.
    case vetoed(by: EntryID)
    /// A guard was pending; the request was queued and will be applied in order (its events then go
    /// to ``NavigationStack/onEvents``).
    case queued
  }

  /// How the request ended.
  public let outcome: Outcome
  /// The committed change, when ``outcome`` is ``Outcome/applied``.
  public let change: NavigationChange<Route>?
  /// The lifecycle events it caused, in order (empty unless applied).
  public let events: [NavigationEvent<Route>]

  /// Creates a result.
  public init(
    _ outcome: Outcome, change: NavigationChange<Route>? = nil, events: [NavigationEvent<Route>] = []
  ) {
    self.outcome = outcome
    self.change = change
    self.events = events
  }

  /// Whether the change was committed.
  var isApplied: Bool { outcome == .applied }
}
