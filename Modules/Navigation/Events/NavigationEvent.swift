/// A lifecycle event of one entry, delivered after the change that caused it is committed.
///
/// Order for a change that replaces the visible entry A with B: `willDisappear(A)`, `willAppear(B)`,
/// `didDisappear(A)`, `didAppear(B)`, then `removed` for each entry that left the stack, in the
/// order it left (top first). A change that leaves the visible entry in place emits only `removed`
/// events (if any).
public struct NavigationEvent<Route: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
  /// What happened.
  public enum Kind: String, Hashable, Codable, Sendable {
    /// The entry is about to become the visible one.
    case willAppear
    /// The entry is now the visible one.
    case didAppear
    /// The entry is about to stop being visible.
    case willDisappear
    /// The entry is no longer visible.
    case didDisappear
    /// The entry left the stack (release anything built for it).
    case removed
  }

  /// What happened.
  public let kind: Kind
  /// The entry it happened to.
  public let entry: NavigationEntry<Route>

  /// Creates an event.
  public init(_ kind: Kind, _ entry: NavigationEntry<Route>) {
    self.kind = kind
    self.entry = entry
  }

  /// The events for a committed change that made `after` visible instead of `before` and removed
  /// `removed` (in the order they left).
  static func transition(
    from before: NavigationEntry<Route>, to after: NavigationEntry<Route>,
    removed: [NavigationEntry<Route>]
  ) -> [NavigationEvent<Route>] {
    var events: [NavigationEvent<Route>] = []
    if before.id != after.id {
      events = [
        NavigationEvent(.willDisappear, before), NavigationEvent(.willAppear, after),
        NavigationEvent(.didDisappear, before), NavigationEvent(.didAppear, after),
      ]
    }
    events += removed.map { NavigationEvent(.removed, $0) }
    return events
  }
}
