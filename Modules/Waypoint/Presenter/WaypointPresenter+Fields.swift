import TripModels

// MARK: - Name, Note, Nights and Visit

extension WaypointPresenter {
  /// The Name field changed: kept in the draft (stored by Done or by using a place); a name that is
  /// not one says why at once.
  func updateName(_ text: String) {
    guard text != state.fields.name, state.notice == nil else { return }
    state.fields.name = text
    state.fields.nameTyped = true
    state.fields.nameProblem = state.isDraft ? nil : interactor.nameProblem(text)
  }

  /// The Note field changed: kept in the draft (stored by Done or by using a place); a note that is
  /// too long says why at once.
  func updateNote(_ text: String) {
    guard text != state.fields.note, state.notice == nil else { return }
    state.fields.note = text
    state.fields.noteProblem = interactor.noteProblem(text)
  }

  /// The Nights field changed: kept in the draft (stored by Done or by using a place); a value that
  /// is not a number of nights says why at once.
  func updateNights(_ text: String) {
    guard text != state.fields.nights, state.notice == nil else { return }
    state.fields.nights = text
    state.fields.stayProblem = state.fields.stayFieldsProblem
  }

  /// The Visit field changed: kept in the draft like ``updateNights(_:)``.
  func updateVisitMinutes(_ text: String) {
    guard text != state.fields.visitMinutes, state.notice == nil else { return }
    state.fields.visitMinutes = text
    state.fields.stayProblem = state.fields.stayFieldsProblem
  }
}
