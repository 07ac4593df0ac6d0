import TripModels

/// The trip detail kept in step with the store: its changes read back, a trip gone closes the screen.
extension TripDetailPresenter {
  // MARK: - Store changes

  func storeDidChange(_ change: TripStoreChange) {
    let tripID = interactor.tripID
    guard
      change.isExternal || change.changedTrips.contains(tripID)
        || change.deletedTrips.contains(tripID)
    else { return }
    // Its own road total, kept for the trip list: this screen worked it out.
    if !change.isExternal && change.roadTotalTrips.contains(tripID) { return }
    dayPlan?.storeChanged()
    let deletedHere = !change.isExternal && change.deletedTrips.contains(tripID)
    if !change.isExternal && change.renamedTrips.contains(tripID) && !deletedHere {
      reloadName()
    } else {
      reload(
        deletedHere: deletedHere, selectingAdded: !change.isExternal,
        span: deletedHere ? nil : change.stopSpans[tripID])
    }
  }

  /// Reads the trip's name again after a rename (its stops did not change: nothing else is read).
  private func reloadName() {
    guard !tripGone, let previous = state.name else { return }
    let header: TripSummary?
    do {
      header = try interactor.header()
    } catch {
      report(.error(TripDetailCopy.notSaved(.reloadTrip, error)))
      return
    }
    guard let current = header?.name else {
      closeDeletedTrip(named: previous, silently: false)
      return
    }
    var next = state
    next.name = current
    keepNameField(&next, renamedFrom: previous, to: current)
    replaceState(next)
  }

  /// Reads the trip again after a change; `deletedHere` says this process deleted it (whoever did
  /// reports it, so the screen just closes). With `selectingAdded` (a change made in this process:
  /// a stop added in its editor, an undone delete), a single stop that appeared becomes the selection.
  /// With `span`, the part of the stops the change touched, only that part is read again.
  private func reload(deletedHere: Bool, selectingAdded: Bool = false, span: StopSpan? = nil) {
    guard !tripGone, let previousName = state.name else { return }
    let previous = state.content
    let read: (name: String, content: TripDetailContent)?
    do {
      read =
        try span.flatMap {
          try Self.read(interactor, reader: reader, changed: $0, in: previous, near: selectedIndex)
        }
        ?? Self.read(interactor, reader: reader, revision: previous.revision + 1)
    } catch {
      report(.error(TripDetailCopy.notSaved(.reloadTrip, error)))
      return
    }
    guard let read else {
      closeDeletedTrip(named: previousName, silently: deletedHere)
      return
    }
    let current = read.content
    var next = state
    next.name = read.name
    next.content = current
    keepNameField(&next, renamedFrom: previousName, to: read.name)
    let kept = TripDetailInteractor.selection(
      keeping: next.selectedStopID, at: next.selectedIndex, from: previous.outline, in: current.outline,
      selectingAdded: selectingAdded)
    next.selectedStopID = kept?.id
    next.selectedIndex = kept?.index
    let ids = current.outline.ids
    let near = kept?.index ?? 0
    if let pending = next.pendingDeletion,
      TripDetailInteractor.index(of: pending.id, in: ids, near: near) == nil
    {
      next.pendingDeletion = nil
    }
    if let prompt = next.movePrompt {
      next.movePrompt =
        TripDetailInteractor.index(of: prompt.stopID, in: ids, near: near) != nil
        ? MovePrompt(
          stopID: prompt.stopID, stopName: prompt.stopName, count: current.count, text: prompt.text,
          problem: prompt.problem)
        : nil
    }
    replaceState(next)
    refreshRoads()
  }

  /// The "Name" field after a rename from `previous` to `current`: the new name when someone else
  /// renamed the trip, the field kept otherwise.
  private func keepNameField(_ next: inout TripDetailState, renamedFrom previous: String, to current: String)
  {
    if let shown = TripDetailInteractor.nameFieldReplacement(
      for: next.nameText, afterRenameFrom: previous, to: current)
    {
      next.nameText = shown  // renamed by someone else: show the new name
      next.nameProblem = nil
      next.waitingName = nil  // their name is the newer one: ours no longer waits
      next.isAskingToLeave = false
    }
  }

  func closeMissingTrip(_ message: String) {
    report(.error(message))
    router.closeDeletedTrip()
  }

  private func closeDeletedTrip(named name: String, silently: Bool) {
    tripGone = true
    observation = nil
    if state.isAskingToLeave { answerLeave(true) }
    replaceState {
      $0.pendingDeletion = nil
      $0.movePrompt = nil
    }
    if !silently { report(.notice(TripDetailCopy.deletedElsewhere(name))) }
    router.closeDeletedTrip()
  }
}
