// MARK: - A change waiting for another program's lock

/// What the store refused while another program held it locked, to be made again.
enum WaitingSave: Equatable {
  /// Done: the Name, Note, Nights and Visit typed.
  case done
  /// Using the chosen place (a new stop is inserted now).
  case useChosen
}

extension WaypointPresenter {
  /// Makes the change that waited for the lock again (the app's store poll calls this, every half
  /// second): quiet while the store is still locked; once it is free, the change is made and the
  /// editor goes back, as Done or "Use this" would have. Everything typed stays in the fields
  /// meanwhile, and leaving asks "Discard changes?" first.
  func retryWaitingSave() {
    guard let waiting = state.waitingSave, state.notice == nil else { return }
    isRetryingSave = true
    defer { isRetryingSave = false }
    switch waiting {
    case .done: done()
    case .useChosen: useChosen()
    }
  }

  /// The store refused `action` for another program's lock: it waits for the next poll, and the
  /// status line says so once (not at every poll that finds the store still locked).
  func waitForLock(_ action: WaitingSave) {
    if !isRetryingSave { report(.error(WaypointCopy.problem(.locked))) }
    mutate { $0.waitingSave = action }
  }
}
