import TripModels

// MARK: - A new trip's name

extension TripListPresenter {
  /// `a`: asks for the new trip's name in a line over the list (nothing is made before Enter).
  func addTrip() {
    var next = state
    next.newTripName = ""
    next.newTripProblem = nil
    update(next)
  }

  /// The typed name changed (typing clears the last complaint).
  func editNewTripName(_ text: String) {
    guard state.newTripName != nil else { return }
    var next = state
    next.newTripName = String(text.prefix(EntityName.maximumLength))
    next.newTripProblem = nil
    next.newTripWaits = false
    update(next)
  }

  /// Enter: makes the trip with the typed name and opens it; an empty name keeps the question open
  /// and says what to type. When another program holds the store locked, the question stays open
  /// with the name, marked as waiting, and every poll tries again (``retryWaitingSaves()``).
  func submitNewTrip() {
    guard let name = state.newTripName else { return }
    guard !name.trimmingWhitespace().isEmpty else {
      var next = state
      next.newTripProblem = TripListCopy.newTripNeedsName
      update(next)
      return
    }
    let wasWaiting = state.newTripWaits
    var next = state
    next.newTripName = nil
    next.newTripProblem = nil
    next.newTripWaits = false
    update(next)
    if makeTrip(named: name, reportingLock: !wasWaiting) == .locked {
      var waiting = state
      waiting.newTripName = name
      waiting.newTripProblem = TripListCopy.newTripWaiting
      waiting.newTripWaits = true
      update(waiting)
    }
  }

  /// Makes the trip whose name waited for the store's lock (the app's store poll calls this);
  /// quiet while the store is still locked. While quitting asks about the name, the trip made
  /// lets the quit go on (it is not opened).
  func retryWaitingSaves() {
    guard state.newTripWaits, let name = state.newTripName else { return }
    guard state.isAskingToQuit else { return submitNewTrip() }
    if makeTrip(named: name, reportingLock: false, opening: false) == .made { answerQuit(true) }
  }

  // MARK: - Quitting

  /// The check quitting runs on the list: a name waiting for the lock is tried once more (the trip
  /// is made, not opened), then "Quit without adding …? (y/n)" is asked.
  func canQuit() async -> Bool {
    guard state.newTripWaits, let name = state.newTripName else { return true }
    if makeTrip(named: name, reportingLock: false, opening: false) == .made {
      cancelNewTrip()
      return true
    }
    quitAnswer?.resume(returning: false)
    var next = state
    next.isAskingToQuit = true
    update(next)
    return await withCheckedContinuation { quitAnswer = $0 }
  }

  /// The answer to "Quit without adding …?": `true` quits (the name is dropped, or was saved just
  /// now), `false` stays with the name still waiting.
  func answerQuit(_ quit: Bool) {
    var next = state
    next.isAskingToQuit = false
    if quit {
      next.newTripName = nil
      next.newTripProblem = nil
      next.newTripWaits = false
    }
    update(next)
    let answer = quitAnswer
    quitAnswer = nil
    answer?.resume(returning: quit)
  }

  /// Esc: closes the question; no trip is made.
  func cancelNewTrip() {
    var next = state
    next.newTripName = nil
    next.newTripProblem = nil
    next.newTripWaits = false
    update(next)
  }
}
