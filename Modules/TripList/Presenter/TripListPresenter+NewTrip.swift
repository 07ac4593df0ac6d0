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
    update(next)
  }

  /// Enter: makes the trip with the typed name and opens it; an empty name keeps the question open
  /// and says what to type.
  func submitNewTrip() {
    guard let name = state.newTripName else { return }
    guard !name.trimmingWhitespace().isEmpty else {
      var next = state
      next.newTripProblem = TripListCopy.newTripNeedsName
      update(next)
      return
    }
    var next = state
    next.newTripName = nil
    next.newTripProblem = nil
    update(next)
    createTrip(named: name)
  }

  /// Esc: closes the question; no trip is made.
  func cancelNewTrip() {
    var next = state
    next.newTripName = nil
    next.newTripProblem = nil
    update(next)
  }
}
