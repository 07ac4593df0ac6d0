/// One screen on a navigation stack: a route and the id that identifies this occurrence of it.
///
/// The same route may be on a stack twice; the ids tell the two apart (for guards, events and the
/// modules the App builds per entry).
public struct NavigationEntry<Route: Hashable & Codable & Sendable>:
  Identifiable, Hashable, Codable, Sendable
{
  /// Unique within its stack, stable while the entry is on it.
  public let id: EntryID
  /// The screen this entry shows.
  public let route: Route

  /// Creates an entry.
  public init(id: EntryID, route: Route) {
    self.id = id
    self.route = route
  }
}
