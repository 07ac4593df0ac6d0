import TripModels

// MARK: - A name waiting for another program's lock

extension TripDetailPresenter {
  /// The store refused the name `text` because another program holds it locked: the field keeps
  /// it, marked unsaved, the status line says it waits, and every poll saves it again
  /// (``retryWaitingSaves()``) until it lands.
  func waitForLock(name text: String) {
    let message = TripDetailCopy.nameWaiting
    var next = state
    next.nameText = text
    next.nameProblem = message
    next.waitingName = text
    replaceState(next)
    report(.error(message))
  }

  /// Saves a name that waited for the lock again (the app's store poll calls this, every half
  /// second); quiet while the store is still locked.
  func retryWaitingSaves() {
    guard let text = state.waitingName, !tripGone, let name = state.name else { return }
    var next = state
    next.waitingName = nil
    next.nameProblem = nil
    do {
      let saved = try interactor.saveName(text, replacing: name)
      replaceState(next)
      if saved { report(.notice(TripDetailCopy.savedAfterWaiting(text.trimmingWhitespace()))) }
      if state.isAskingToLeave { answerLeave(true) }  // nothing is lost now: the way out goes on
    } catch TripStoreError.locked {
      return  // still locked: the next poll tries again
    } catch {
      next.nameProblem = TripDetailCopy.notSaved(.saveName, error)
      replaceState(next)
      report(.error(TripDetailCopy.notSaved(.saveName, error)))
    }
  }

  /// The navigation guard: leaving (back, a deep link, quitting) while a typed name waits for the
  /// lock tries it once more, then asks "Leave without it? (y/n)".
  func canLeave() async -> Bool {
    retryWaitingSaves()
    guard state.waitingName != nil else { return true }
    leaveAnswer?.resume(returning: false)
    var next = state
    next.isAskingToLeave = true
    replaceState(next)
    return await withCheckedContinuation { leaveAnswer = $0 }
  }

  /// The answer to "Leave without it?": `true` leaves (the name is not saved), `false` stays with
  /// the name still waiting.
  func answerLeave(_ leave: Bool) {
    var next = state
    next.isAskingToLeave = false
    if leave { next.waitingName = nil }
    replaceState(next)
    let answer = leaveAnswer
    leaveAnswer = nil
    answer?.resume(returning: leave)
  }
}
