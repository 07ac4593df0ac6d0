/// The changes a stack applied, in order, from a known initial state.
///
/// Replaying the log onto its initial state reproduces the stack's state exactly (ids included).
public struct NavigationLog<Route: Hashable & Codable & Sendable>: Equatable, Codable, Sendable {
  /// The state the first change was applied to.
  public private(set) var initial: NavigationState<Route>
  /// Every applied change, oldest first.
  public private(set) var changes: [NavigationChange<Route>]

  /// A log starting at `initial` with no changes.
  public init(initial: NavigationState<Route>, changes: [NavigationChange<Route>] = []) {
    self.initial = initial
    self.changes = changes
  }

  /// Records a change that was applied.
  public mutating func append(_ change: NavigationChange<Route>) {
    changes.append(change)
  }

  /// Applies every change to ``initial`` and returns the result.
  /// - Throws: ``NavigationError`` when a change does not fit (a log that was edited or truncated).
  public func replay() throws(NavigationError) -> NavigationState<Route> {
    var state = initial
    for change in changes { try state.apply(change) }
    return state
  }

  /// Starts over from `state`, forgetting the changes recorded so far.
  public mutating func rebase(on state: NavigationState<Route>) {
    initial = state
    changes = []
  }
}
