// MARK: - Planning changes (pure: what a request would change, before guards are asked)

extension NavigationState {
  /// The change that dismisses every modal and makes `routes` the base path, keeping the entries that
  /// stay where they are (same route at the same position from the bottom); nil when nothing changes.
  func resetChange(path routes: [Route]) -> NavigationChange<Route>? {
    plannedReset(path: routes)?.change
  }

  /// ``resetChange(path:)`` and the entries it removes (in the order they leave), in one pass.
  func plannedReset(
    path routes: [Route]
  ) -> (change: NavigationChange<Route>, leaving: [NavigationEntry<Route>])? {
    let kept = keptPrefix(of: base.path, for: routes)
    guard isPresentingModal || kept < base.path.count || kept < routes.count else { return nil }
    let leaving =
      modals.reversed().flatMap { $0.path.reversed() + [$0.rootEntry] } + base.path.dropFirst(kept).reversed()
    return (.reset(Array(base.path.prefix(kept)) + newEntries(routes.dropFirst(kept))), leaving)
  }

  /// The change that makes `routes` the active level's path, keeping the entries that stay where they
  /// are; nil when nothing changes.
  func replaceChange(path routes: [Route]) -> NavigationChange<Route>? {
    plannedReplace(path: routes)?.change
  }

  /// ``replaceChange(path:)`` and the entries it removes (in the order they leave), in one pass.
  func plannedReplace(
    path routes: [Route]
  ) -> (change: NavigationChange<Route>, leaving: [NavigationEntry<Route>])? {
    let old = activeLevel.path
    let kept = keptPrefix(of: old, for: routes)
    guard kept < old.count || kept < routes.count else { return nil }
    let change = NavigationChange.replacePath(Array(old.prefix(kept)) + newEntries(routes.dropFirst(kept)))
    return (change, Array(old.dropFirst(kept).reversed()))
  }

  /// The entries a change would remove, in the order they would leave (top first), without applying
  /// it; empty when the change does not fit.
  func entriesLeaving(_ change: NavigationChange<Route>) -> [NavigationEntry<Route>] {
    var copy = self
    return (try? copy.apply(change)) ?? []
  }

  /// New entries for `routes`, numbered from ``nextID``.
  func newEntries(_ routes: some Collection<Route>) -> [NavigationEntry<Route>] {
    var entries: [NavigationEntry<Route>] = []
    entries.reserveCapacity(routes.count)
    var next = nextID
    for route in routes {
      entries.append(NavigationEntry(id: next, route: route))
      next = next.next
    }
    return entries
  }

  private func keptPrefix(of path: [NavigationEntry<Route>], for routes: [Route]) -> Int {
    zip(path, routes).prefix(while: { $0.route == $1 }).count
  }
}
