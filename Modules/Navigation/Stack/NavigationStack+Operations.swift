// MARK: - Pushing and presenting (no guards: nothing leaves)

extension NavigationStack {
  /// Pushes `route` on the active level (queued while a guard is pending).
  @discardableResult
  public func push(_ route: Route) -> NavigationResult<Route> {
    push(contentsOf: [route])
  }

  /// Pushes several routes in one step: one change, one set of events (only the last one appears).
  @discardableResult
  public func push(contentsOf routes: [Route]) -> NavigationResult<Route> {
    runNow { [self] in
      guard !routes.isEmpty else { return NavigationResult(.unchanged) }
      return commit(.push(freshEntries(routes)))
    }
  }

  /// Presents a modal whose own stack starts at `route`. Until it is dismissed, every request
  /// applies to the modal's stack.
  @discardableResult
  public func present(_ route: Route) -> NavigationResult<Route> {
    runNow { [self] in commit(.present(freshEntries([route])[0])) }
  }

  /// Inserts `route` into the active level's path at `index` (0 = just above the root; the path's
  /// count = on top).
  /// - Throws: ``NavigationError/indexOutOfRange(_:count:)``; the state is unchanged.
  @discardableResult
  public func insert(_ route: Route, at index: Int) async throws(NavigationError)
    -> NavigationResult<Route>
  {
    try await serializedThrowing { () throws(NavigationError) in
      let count = storage.activeLevel.path.count
      guard (0...count).contains(index) else { throw .indexOutOfRange(index, count: count) }
      return commit(.insert(freshEntries([route])[0], at: index))
    }
  }

  /// Removes the entries whose route matches `shouldRemove` from every level, without asking guards
  /// (their data is gone). A modal whose root matches is dismissed; the base root always stays.
  @discardableResult
  public func prune(where shouldRemove: @escaping (Route) -> Bool) -> NavigationResult<Route> {
    runNow { [self] in
      let doomed = storage.allEntries.dropFirst().filter { shouldRemove($0.route) }.map(\.id)
      guard !doomed.isEmpty else { return NavigationResult(.unchanged) }
      return commit(.remove(doomed))
    }
  }
}

// MARK: - Going back (guarded)

extension NavigationStack {
  /// Pops the top entry of the active level; unchanged at its root.
  @discardableResult
  public func pop() async -> NavigationResult<Route> {
    await serialized {
      guard let top = storage.activeLevel.path.last else { return NavigationResult(.unchanged) }
      return await leave([top], then: .pop(count: 1))
    }
  }

  /// Pops `count` entries in one step.
  /// - Throws: ``NavigationError/cannotPop(count:depth:)`` when fewer are above the root,
  ///   ``NavigationError/invalidCount(_:)`` when negative; the state is unchanged.
  @discardableResult
  public func pop(count: Int) async throws(NavigationError) -> NavigationResult<Route> {
    try await serializedThrowing { () throws(NavigationError) in
      let depth = storage.activeLevel.path.count
      guard count >= 0 else { throw .invalidCount(count) }
      guard count <= depth else { throw .cannotPop(count: count, depth: depth) }
      return await popAbove(depth - count)
    }
  }

  /// Pops every entry of the active level. Once committed, runs `action`; it does not run when a
  /// guard says no.
  @discardableResult
  public func popToRoot(action: (@MainActor () -> Void)? = nil) async -> NavigationResult<Route> {
    let result = await serialized { await popAbove(0) }
    if case .vetoed = result.outcome { return result }
    action?()
    return result
  }

  /// Pops the top of the active level, or dismisses the modal when it is at its root (the back key).
  @discardableResult
  public func back() async -> NavigationResult<Route> {
    await serialized {
      if let top = storage.activeLevel.path.last { return await leave([top], then: .pop(count: 1)) }
      guard let modal = storage.modal else { return NavigationResult(.unchanged) }
      return await leave([modal.rootEntry], then: .dismiss)
    }
  }

  /// Dismisses the innermost modal (asking the guards of all its entries); unchanged without one.
  @discardableResult
  public func dismiss() async -> NavigationResult<Route> {
    await serialized {
      guard let modal = storage.modal else { return NavigationResult(.unchanged) }
      return await leave(modal.path.reversed() + [modal.rootEntry], then: .dismiss)
    }
  }

  /// Keeps the first `keep` path entries of the active level and pops the rest (asking their guards).
  private func popAbove(_ keep: Int) async -> NavigationResult<Route> {
    let count = storage.activeLevel.path.count - keep
    guard count > 0 else { return NavigationResult(.unchanged) }
    let leaving = Array(storage.activeLevel.path.suffix(count).reversed())
    return await leave(leaving, then: .pop(count: count))
  }
}

// MARK: - Replacing and removing (guarded)

extension NavigationStack {
  /// Replaces the active level's path with `routes` in one step. Entries that stay
  /// where they are (same route at the same position, from the bottom) keep their id; only the
  /// entries that leave are asked.
  @discardableResult
  public func replace(path routes: [Route]) async -> NavigationResult<Route> {
    await serialized {
      guard let plan = storage.plannedReplace(path: routes) else { return NavigationResult(.unchanged) }
      return await leave(plan.leaving, then: plan.change)
    }
  }

  /// Dismisses every modal and replaces the base stack's path with `routes`, in one step (what a deep
  /// link does). Entries that stay where they are keep their id; every entry that leaves is asked.
  @discardableResult
  public func reset(path routes: [Route]) async -> NavigationResult<Route> {
    await serialized {
      guard let plan = storage.plannedReset(path: routes) else { return NavigationResult(.unchanged) }
      return await leave(plan.leaving, then: plan.change)
    }
  }

  /// Removes the entry `id` from the middle or top of the active level's path.
  /// - Throws: ``NavigationError/unknownEntry(_:)``, ``NavigationError/cannotRemoveRoot(_:)``, or
  ///   ``NavigationError/blockedByModal(_:)``; the state is unchanged.
  @discardableResult
  public func remove(_ id: EntryID) async throws(NavigationError) -> NavigationResult<Route> {
    try await serializedThrowing { () throws(NavigationError) in
      let level = storage.activeLevel
      guard let entry = level.path.first(where: { $0.id == id }) else {
        if level.rootEntry.id == id { throw .cannotRemoveRoot(id) }
        throw storage.contains(id) ? .blockedByModal(id) : .unknownEntry(id)
      }
      return await leave([entry], then: .remove([id]))
    }
  }
}
