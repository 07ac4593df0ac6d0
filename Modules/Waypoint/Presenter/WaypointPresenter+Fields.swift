import TripModels

// MARK: - Name and Note

extension WaypointPresenter {
  /// The Name field changed: a stored stop is renamed at once (an invalid name says why and is not
  /// saved); a new stop keeps the name for when a place is applied.
  func updateName(_ text: String) {
    guard text != fields.name, notice == nil else { return }
    fields.name = text
    fields.nameTyped = true
    fields.nameProblem = nil
    let before = stop?.waypoint?.name
    do {
      guard let saved = try interactor.rename(to: text) else { return }
      stop?.waypoint = saved
      if saved.name != before { report(.notice(WaypointCopy.saved)) }
    } catch {
      if case .invalid = error, interactor.target.isDraft {
        // An empty name is fine for a new stop: the place applied names it.
        return
      }
      if case .invalid = error { fields.nameProblem = error.description }
      failed(error)
    }
  }

  /// The Note field changed: a stored stop's note is saved at once (one line); a new stop keeps it
  /// for when a place is applied.
  func updateNote(_ text: String) {
    guard text != fields.note, notice == nil else { return }
    fields.note = text
    fields.noteProblem = nil
    let before = stop?.waypoint?.note
    do {
      guard let saved = try interactor.saveNote(text) else { return }
      stop?.waypoint = saved
      if saved.note != before { report(.notice(WaypointCopy.saved)) }
    } catch {
      if case .invalid = error { fields.noteProblem = error.description }
      failed(error)
    }
  }
}
