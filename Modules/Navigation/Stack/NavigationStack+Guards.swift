// MARK: - Guards ("can leave?")

extension NavigationStack {
  /// Registers a check that runs before `id` is removed by a pop, pop to root, replace, remove or
  /// dismiss (never by ``prune(where:)``: the data is gone). Returning `false` vetoes the request.
  ///
  /// The check may wait (for a question to the user); requests made meanwhile are queued. It must not
  /// await operations of this stack. The guard is dropped when its entry leaves the stack.
  /// - Returns: whether the entry is on the stack (guards for unknown ids are not kept).
  @discardableResult
  public func setGuard(for id: EntryID, _ canLeave: @escaping @MainActor () async -> Bool) -> Bool {
    guard storage.contains(id) else { return false }
    guards[id] = canLeave
    return true
  }

  /// Removes the guard of `id`, if any.
  func removeGuard(for id: EntryID) {
    guards[id] = nil
  }

  /// Whether `id` has a guard.
  func hasGuard(for id: EntryID) -> Bool {
    guards[id] != nil
  }

  /// Asks the root entry's guard, if it has one: quitting leaves the root too, which no pop does.
  /// Changes nothing.
  /// - Returns: `false` when the guard says no; `true` otherwise (also without a guard).
  public func canLeaveRoot() async -> Bool {
    // Held like any request, so the stack settles only once the guard has answered.
    await serialized {
      guard let canLeave = guards[state.rootEntry.id] else { return true }
      isAwaitingGuard = true
      wakeSettleWaiters()
      wakeQueueWatchers()
      let allowed = await canLeave()
      isAwaitingGuard = false
      return allowed
    }
  }

  /// Asks the guards of `leaving` (in that order) and commits `change` if none says no.
  func leave(
    _ leaving: [NavigationEntry<Route>], then change: NavigationChange<Route>
  ) async -> NavigationResult<Route> {
    for entry in leaving {
      guard let canLeave = guards[entry.id] else { continue }
      isAwaitingGuard = true
      wakeSettleWaiters()
      wakeQueueWatchers()
      let allowed = await canLeave()
      isAwaitingGuard = false
      if !allowed { return NavigationResult(.vetoed(by: entry.id)) }
    }
    return commit(change)
  }
}
