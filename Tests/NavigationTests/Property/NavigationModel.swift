@testable import Navigation

/// An independent, deliberately simple model of what each operation should do, written over plain
/// arrays of routes: which entries leave, what the levels' routes become, or that it must throw.
struct NavigationModel {
  enum Expectation: Equatable {
    /// The request must throw and change nothing.
    case fails
    /// Nothing needs to change.
    case unchanged
    /// The levels' routes (root first) after the change, and the entries that leave (asked unless
    /// `guarded` is false).
    case changes(levels: [[String]], leaving: [EntryID], guarded: Bool)
  }

  let levels: [[NavigationEntry<String>]]

  init(_ state: NavigationState<String>) {
    levels = state.levels.map(\.entries)
  }

  private var routes: [[String]] { levels.map { $0.map(\.route) } }
  private var active: [NavigationEntry<String>] { levels[levels.count - 1] }
  private var depth: Int { active.count - 1 }

  func expectation(for operation: RandomOperation) -> Expectation {
    switch operation {
    case .push(let r): return setActive(active.map(\.route) + [r], leaving: [])
    case .pushMany(let rs): return rs.isEmpty ? .unchanged : setActive(active.map(\.route) + rs, leaving: [])
    case .pop: return keep(depth - 1)
    case .popCount(let n): return n < 0 || n > depth ? .fails : keep(depth - n)
    case .popToRoot: return keep(0)
    case .replace(let rs): return replaceActive(with: rs)
    case .reset(let rs): return reset(to: rs)
    case .insert(let r, let i):
      guard (0...depth).contains(i) else { return .fails }
      var newRoutes = active.map(\.route)
      newRoutes.insert(r, at: i + 1)
      return setActive(newRoutes, leaving: [])
    case .remove(let id):
      guard let index = active.dropFirst().firstIndex(where: { $0.id == id }) else { return .fails }
      var newRoutes = active.map(\.route)
      newRoutes.remove(at: index)
      return setActive(newRoutes, leaving: [id])
    case .prune(let r): return prune(r)
    case .present(let r): return .changes(levels: routes + [[r]], leaving: [], guarded: true)
    case .dismiss: return levels.count > 1 ? dismiss() : .unchanged
    case .back: return depth > 0 ? keep(depth - 1) : (levels.count > 1 ? dismiss() : .unchanged)
    case .setGuard: return .unchanged
    }
  }

  // MARK: - Helpers

  private func routesWithActive(_ newActive: [String]) -> [[String]] {
    Array(routes.dropLast()) + [newActive]
  }

  private func setActive(_ newActive: [String], leaving: [EntryID]) -> Expectation {
    .changes(levels: routesWithActive(newActive), leaving: leaving, guarded: true)
  }

  /// Keeps `count` entries above the active root.
  private func keep(_ count: Int) -> Expectation {
    guard count >= 0, count < depth else { return .unchanged }
    let leaving = active.suffix(depth - count).reversed().map(\.id)
    return setActive(active.prefix(count + 1).map(\.route), leaving: leaving)
  }

  private func dismiss() -> Expectation {
    .changes(levels: Array(routes.dropLast()), leaving: active.reversed().map(\.id), guarded: true)
  }

  private func replaceActive(with rs: [String]) -> Expectation {
    let old = Array(active.dropFirst())
    let kept = zip(old, rs).prefix { $0.route == $1 }.count
    if kept == old.count, kept == rs.count { return .unchanged }
    return setActive([active[0].route] + rs, leaving: old.dropFirst(kept).reversed().map(\.id))
  }

  private func reset(to rs: [String]) -> Expectation {
    let old = Array(levels[0].dropFirst())
    let kept = zip(old, rs).prefix { $0.route == $1 }.count
    if levels.count == 1, kept == old.count, kept == rs.count { return .unchanged }
    let modalLeaving = levels.dropFirst().reversed().flatMap { $0.reversed().map(\.id) }
    return .changes(
      levels: [[levels[0][0].route] + rs],
      leaving: modalLeaving + old.dropFirst(kept).reversed().map(\.id), guarded: true)
  }

  /// Removal order: innermost level first, each level top first (a dismissed modal: its root last).
  private func prune(_ r: String) -> Expectation {
    var newLevels: [[String]] = []
    var removedPerLevel: [[EntryID]] = []
    for (index, level) in levels.enumerated() {
      if index > 0, level[0].route == r {
        removedPerLevel += levels[index...].map { $0.reversed().map(\.id) }
        break
      }
      newLevels.append([level[0].route] + level.dropFirst().filter { $0.route != r }.map(\.route))
      removedPerLevel.append(level.dropFirst().filter { $0.route == r }.reversed().map(\.id))
    }
    let leaving = removedPerLevel.reversed().flatMap { $0 }
    return leaving.isEmpty ? .unchanged : .changes(levels: newLevels, leaving: leaving, guarded: false)
  }
}
