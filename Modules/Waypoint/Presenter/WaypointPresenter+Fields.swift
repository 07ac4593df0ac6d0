/// The stop editor's Name, Note, Nights and Visit fields: each change kept in the draft (stored by
/// Done or by using a place), with what is wrong with it said at once.
extension WaypointPresenter {
  // MARK: - Name, Note, Nights and Visit

  /// The Name field changed: a name that is not one says why at once.
  func updateName(_ text: String) {
    guard text != state.fields.name, state.notice == nil else { return }
    let problem = state.isDraft ? nil : interactor.nameProblem(text)
    mutate {
      $0.fields.name = text
      $0.fields.nameTyped = true
      $0.fields.nameProblem = problem
    }
  }

  /// The Note field changed: a note that is too long says why at once.
  func updateNote(_ text: String) {
    guard text != state.fields.note, state.notice == nil else { return }
    let problem = interactor.noteProblem(text)
    mutate {
      $0.fields.note = text
      $0.fields.noteProblem = problem
    }
  }

  /// The Nights field changed: a value that is not a number of nights says why at once.
  func updateNights(_ text: String) {
    guard text != state.fields.nights, state.notice == nil else { return }
    mutate {
      $0.fields.nights = text
      $0.fields.stayProblem = $0.fields.stayFieldsProblem
    }
  }

  /// The Visit field changed: kept in the draft like ``updateNights(_:)``.
  func updateVisitMinutes(_ text: String) {
    guard text != state.fields.visitMinutes, state.notice == nil else { return }
    mutate {
      $0.fields.visitMinutes = text
      $0.fields.stayProblem = $0.fields.stayFieldsProblem
    }
  }
}
