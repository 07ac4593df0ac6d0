import TripModels

// MARK: - Name and Note

extension WaypointPresenter {
  /// The Name field changed: a stored state.stop is renamed at once (an invalid name says why and is not
  /// saved); a new state.stop keeps the name for when a place is applied.
  func updateName(_ text: String) {
    guard text != state.fields.name, state.notice == nil else { return }
    state.fields.name = text
    state.fields.nameTyped = true
    state.fields.nameProblem = nil
    let before = state.stop?.waypoint?.name
    do {
      guard let saved = try interactor.rename(to: text) else { return }
      state.stop?.waypoint = saved
      if saved.name != before { report(.notice(WaypointCopy.saved)) }
    } catch {
      if case .invalid = error { state.fields.nameProblem = error.description }
      failed(error)
    }
  }

  /// The Note field changed: a stored state.stop's note is saved at once (one line); a new state.stop keeps it
  /// for when a place is applied.
  func updateNote(_ text: String) {
    guard text != state.fields.note, state.notice == nil else { return }
    state.fields.note = text
    state.fields.noteProblem = nil
    let before = state.stop?.waypoint?.note
    do {
      guard let saved = try interactor.saveNote(text) else { return }
      state.stop?.waypoint = saved
      if saved.note != before { report(.notice(WaypointCopy.saved)) }
    } catch {
      if case .invalid = error { state.fields.noteProblem = error.description }
      failed(error)
    }
  }
}
