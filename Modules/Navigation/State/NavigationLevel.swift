/// One stack of screens: a root entry and the entries pushed on it.
///
/// A ``NavigationState`` has a base level (the stack itself) and one level per presented modal.
public struct NavigationLevel<Route: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
  /// The entry at the bottom, which can never be popped.
  public internal(set) var rootEntry: NavigationEntry<Route>
  /// The entries above the root, bottom first.
  public internal(set) var path: [NavigationEntry<Route>]

  /// Creates a level.
  public init(rootEntry: NavigationEntry<Route>, path: [NavigationEntry<Route>] = []) {
    self.rootEntry = rootEntry
    self.path = path
  }

  /// The root's route.
  public var root: Route { rootEntry.route }
  /// The entry on top (the root when the path is empty).
  public var topEntry: NavigationEntry<Route> { path.last ?? rootEntry }
  /// Every entry, root first.
  public var entries: [NavigationEntry<Route>] { [rootEntry] + path }
}
