import TripModels

/// The trip detail's stop intents: selection, add, delete, moves, "Move to…" and reverse.
extension TripDetailPresenter {
  // MARK: - Stops

  /// Selects the stop `id` (nil clears the selection).
  func selectStop(_ id: Stop.ID?) {
    guard id != state.selectedStopID else { return }
    var next = state
    next.selectedStopID = id
    next.selectedIndex = id.flatMap(index(of:))
    replaceState(next)
  }

  /// Selects the stop at `index` (the list's rows are positions).
  func selectStop(at index: Int?) {
    let ids = state.content.outline.ids
    guard let index, ids.indices.contains(index) else {
      selectStop(nil)
      return
    }
    setSelection(id: ids[index], index: index)
  }

  /// Opens the stop editor on the stop at `index`.
  func openStop(at index: Int) {
    let ids = state.content.outline.ids
    guard ids.indices.contains(index) else { return }
    openStop(ids[index])
  }

  private func setSelection(id: Stop.ID, index: Int) {
    guard id != state.selectedStopID || index != state.selectedIndex else { return }
    var next = state
    next.selectedStopID = id
    next.selectedIndex = index
    replaceState(next)
  }

  /// Opens the stop editor on a new stop, inserted after the selected stop (at the end without a
  /// selection) once a place is applied; nothing is stored before. The stop, once stored, becomes
  /// the selection (see ``reload(deletedHere:selectingAdded:)``).
  func addStop() {
    router.openNewStop(after: state.selectedStopID)
  }

  /// Asks whether to delete the selected stop.
  func requestDeleteStop() {
    guard let stop = selectedStop else { return }
    replaceState { $0.pendingDeletion = PendingStopDeletion(id: stop.id, name: stop.name) }
  }

  /// The answer to the delete question: `true` deletes the stop, `false` keeps it.
  func answerDeleteStop(_ confirmed: Bool) {
    let pending = state.pendingDeletion
    replaceState { $0.pendingDeletion = nil }
    guard confirmed, let stopID = pending?.id else { return }
    let name = pending?.name ?? ""
    do {
      try interactor.deleteStop(stopID)
      report(.notice(TripDetailCopy.deletedStop(name)))
    } catch {
      report(.error(TripDetailCopy.notSaved(.deleteStop, error)))
    }
  }

  /// Moves the selected stop one place earlier (`-1`) or later (`1`); the selection follows it.
  func moveSelectedStop(by offset: Int) {
    guard let index = selectedIndex, let stopID = state.selectedStopID else { return }
    let name = selectedStop?.name ?? ""
    do {
      let moved = try interactor.moveStop(stopID, by: offset, from: index)
      if moved != index {
        report(.notice(TripDetailCopy.movedStop(name, to: moved + 1)))
      }
    } catch {
      report(.error(TripDetailCopy.notSaved(.moveStop, error)))
    }
  }

  /// Puts the stops in reverse order; the selection stays on the same stop.
  func reverseRoute() {
    guard stopCount > 1 else {
      report(.error(TripDetailCopy.nothingToReverse))
      return
    }
    do {
      try interactor.reverseStops()
      report(.notice(TripDetailCopy.reversed))
    } catch {
      report(.error(TripDetailCopy.notSaved(.reverseRoute, error)))
    }
  }

  // MARK: - Move to…

  /// Opens the "Move to…" question for the selected stop.
  func requestMoveTo() {
    guard let stop = selectedStop, stopCount > 1 else { return }
    replaceState { $0.movePrompt = MovePrompt(stopID: stop.id, stopName: stop.name, count: stopCount) }
  }

  /// The "Move to…" answer changed (typing clears the last complaint).
  func editMoveTo(_ text: String) {
    guard var prompt = state.movePrompt else { return }
    prompt.text = String(text.prefix(Self.moveToLimit))
    prompt.problem = nil
    replaceState { $0.movePrompt = prompt }
  }

  /// Enter in "Move to…": moves the stop to the typed position (the selection follows it), or keeps
  /// the question open saying what to type.
  func submitMoveTo() {
    guard var prompt = state.movePrompt else { return }
    switch TripDetailInteractor.position(from: prompt.text, count: prompt.count) {
    case .failure(let problem):
      prompt.problem = TripDetailCopy.moveProblem(problem)
      replaceState { $0.movePrompt = prompt }
    case .success(let index):
      replaceState { $0.movePrompt = nil }
      let current = self.index(of: prompt.stopID)
      guard current != index else { return }
      do {
        try interactor.moveStop(prompt.stopID, to: index, from: current)
        report(.notice(TripDetailCopy.movedStop(prompt.stopName, to: index + 1)))
      } catch {
        report(.error(TripDetailCopy.notSaved(.moveStop, error)))
      }
    }
  }

  /// Esc in "Move to…": closes it, nothing moves.
  func cancelMoveTo() {
    replaceState { $0.movePrompt = nil }
  }

  /// The most characters a "Move to…" answer keeps.
  nonisolated static let moveToLimit = 12

  /// Opens the stop editor on the stop `id`, or on the selected stop.
  func openStop(_ id: Stop.ID? = nil) {
    guard let stopID = id ?? state.selectedStopID else { return }
    selectStop(stopID)
    router.openStop(stopID)
  }
}
