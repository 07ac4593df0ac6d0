/// One committed change of a ``NavigationState``.
///
/// Entries carry the ids they were given, so applying the same changes to the same initial state
/// always gives the same state. Changes that name "the active level"
/// apply to the innermost modal when one is presented, else to the base stack.
public enum NavigationChange<Route: Hashable & Codable & Sendable>: Equatable, Codable, Sendable {
  /// Pushes new entries on the active level.
  case push([NavigationEntry<Route>])
  /// Pops this many entries off the active level.
  case pop(count: Int)
  /// Inserts a new entry into the active level's path at an index (0 = just above the root).
  case insert(NavigationEntry<Route>, at: Int)
  /// Removes entries from any level; a modal whose root is removed is dismissed with those above it.
  case remove([EntryID])
  /// Replaces the active level's path; entries keep their id only where they stay where they were.
  case replacePath([NavigationEntry<Route>])
  /// Presents a modal whose root is this new entry.
  case present(NavigationEntry<Route>)
  /// Dismisses the innermost modal.
  case dismiss
  /// Dismisses every modal and replaces the base stack's path (a deep link); entries keep their id
  /// only where they stay where they were.
  case reset([NavigationEntry<Route>])
}
