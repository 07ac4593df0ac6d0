// MARK: - Planning changes (pure: what a request would change, before guards are asked)

extension NavigationState {
  /// The change that dismisses every modal and makes `routes` the base path, keeping the entries that
  /// stay where they are (same route at the same position from the bottom); nil when nothing changes.
  public func resetChange(path routes: [Route]) -> NavigationChange<Route>? {
    let kept = keptPrefix(of: base.path, for: routes)
    guard isPresentingModal || kept < base.path.count || kept < routes.count else { return nil }
    return .reset(Array(base.path.prefix(kept)) + newEntries(Array(routes.dropFirst(kept))))
  }

  /// The change that makes `routes` the active level's path, keeping the entries that stay where they
  /// are; nil when nothing changes.
  public func replaceChange(path routes: [Route]) -> NavigationChange<Route>? {
    let old = activeLevel.path
    let kept = keptPrefix(of: old, for: routes)
    guard kept < old.count || kept < routes.count else { return nil }
    return .replacePath(Array(old.prefix(kept)) + newEntries(Array(routes.dropFirst(kept))))
  }

  /// The entries a change would remove, in the order they would leave (top first), without applying
  /// it; empty when the change does not fit.
  public func entriesLeaving(_ change: NavigationChange<Route>) -> [NavigationEntry<Route>] {
    var copy = self
    return (try? copy.apply(change)) ?? []
  }

  /// New entries for `routes`, numbered from ``nextID``.
  public func newEntries(_ routes: [Route]) -> [NavigationEntry<Route>] {
    var next = nextID
    return routes.map { route in
      defer { next = next.next }
      return NavigationEntry(id: next, route: route)
    }
  }

  private func keptPrefix(of path: [NavigationEntry<Route>], for routes: [Route]) -> Int {
    zip(path, routes).prefix(while: { $0.route == $1 }).count
  }
}
