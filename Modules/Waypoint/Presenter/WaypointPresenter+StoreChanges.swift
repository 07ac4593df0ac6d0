import Geo
import TripModels

/// The stop editor kept in step with the store: the stop changed elsewhere is shown (unless a field
/// holds typed text); a stop or trip gone closes the editor.
extension WaypointPresenter {
  // MARK: - Store changes

  func storeChanged(_ change: TripStoreChange) {
    interactor.outlineMayHaveChanged(change)
    guard state.notice == nil, interactor.concernsStop(change) else { return }
    // Whoever deleted the stop or trip in this process reports it; only another process's deletion
    // is announced here.
    handle(interactor.loadStop(), silently: !change.isExternal)
  }

  func handle(_ load: WaypointLoad, silently: Bool = false) {
    switch load {
    case .found(let current):
      let previous = state.stop?.waypoint
      mutate { state in
        state.stop = current
        guard let waypoint = current.waypoint else { return }
        if let previous {
          // Changed elsewhere (another process, undo): show it, unless the field holds typed text.
          if state.fields.name == previous.name { state.fields.name = waypoint.name }
          if state.fields.note == previous.note { state.fields.note = waypoint.note }
          if !state.fields.differs(from: previous.stay) {
            state.fields.nights = String(waypoint.stay.nights)
            state.fields.visitMinutes = String(waypoint.stay.visitMinutes)
          }
        } else if !state.isDraft {
          state.fields = .showing(name: waypoint.name, note: waypoint.note, stay: waypoint.stay)
        }
      }
      if let previous, let waypoint = current.waypoint, previous.coordinate != waypoint.coordinate {
        lookUpNearby(waypoint.coordinate)
      }
    case .tripMissing:
      dataDisappeared(WaypointCopy.tripDeleted(state.stop?.tripName), tripGone: true, silently: silently)
    case .stopMissing:
      dataDisappeared(
        WaypointCopy.stopDeleted(state.stop?.waypoint?.name), tripGone: false, silently: silently)
    case .unreadable(let message):
      report(.error(message))
    }
  }

  /// Looks up the place near `coordinate` ("near Monterey") for the line under the fields.
  func lookUpNearby(_ coordinate: Coordinate) {
    nearbyTask?.cancel()
    nearbyTask = work.run { [weak self, interactor] in
      let phrase = await interactor.nearbyPhrase(for: coordinate)
      guard !Task.isCancelled else { return }
      self?.mutate { $0.nearby = phrase }
    }
  }

  private func dataDisappeared(_ message: String, tripGone: Bool, silently: Bool) {
    mutate {
      $0.notice = message
      $0.chosen = nil
      $0.isSearching = false
      $0.submitsWhenSearched = false
    }
    searchTask?.cancel()
    searchTask = nil
    answerDiscard(true)
    if !silently { report(.notice(message)) }
    if tripGone {
      router.closeTrip()
    } else {
      router.closeStop(interactor.target.stopID)
    }
  }
}
