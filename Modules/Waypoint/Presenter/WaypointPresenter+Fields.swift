import TripModels

// MARK: - Name and Note

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
}
