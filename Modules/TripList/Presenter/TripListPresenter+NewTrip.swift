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
  /// quiet while the store is still locked.
  func retryWaitingSaves() {
    guard state.newTripWaits else { return }
    submitNewTrip()
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
