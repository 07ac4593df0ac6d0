import Geo
import Observation
import Routes
import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns the trip detail screen's intents into saved changes and navigation, and keeps the
/// screen's state in step with the store.
@MainActor
@Observable
final class TripDetailPresenter {
  /// The most characters a trip name may have (the "Name" field's limit).
  nonisolated static let nameLimit = EntityName.maximumLength

  /// The screen's state (observed: a view that read it re-renders when it changes).
  private(set) var state: TripDetailState

  /// What the screen shows: a pure function of ``state``.
  var viewModel: TripDetailViewModel { TripDetailViewModel(state: state) }

  /// How the map is zoomed and panned (kept while the screen is on the stack, never stored).
  var mapViewport: MapViewport { state.mapViewport }

  @ObservationIgnored private let interactor: TripDetailInteractor
  @ObservationIgnored private let router: TripDetailRouter
  @ObservationIgnored private let units: DistanceUnit
  @ObservationIgnored private let report: @MainActor (StatusMessage) -> Void
  /// Whether the trip was found gone: the screen is closing and ignores further changes.
  @ObservationIgnored private var tripGone = false
  @ObservationIgnored private var observation: TripStoreObservation?
  @ObservationIgnored private var pendingWork: Task<Void, Never>?
  @ObservationIgnored private let loadFailure: String?

  /// A presenter showing the interactor's trip; call ``start()`` once the module is wired.
  init(
    interactor: TripDetailInteractor, router: TripDetailRouter, units: DistanceUnit,
    report: @escaping @MainActor (StatusMessage) -> Void
  ) {
    self.interactor = interactor
    self.router = router
    self.units = units
    self.report = report
    var loadFailure: String?
    let trip: Trip?
    do {
      trip = try interactor.loadTrip()
    } catch {
      trip = nil
      loadFailure = TripDetailCopy.notRead(error)
    }
    self.loadFailure = loadFailure
    // Revealed by going back from a stop's editor: that stop is selected, else the first.
    let left = router.stopJustLeft.flatMap { id in trip?.stops.first { $0.id == id }?.id }
    state = TripDetailState(trip: trip, units: units, selection: left ?? trip?.stops.first?.id)
  }

  /// Starts observing the store. If the trip is already gone, the screen closes itself right after
  /// (not while it is being built, which may happen during a render); ``settle()`` waits for that.
  func start() {
    guard state.trip != nil else {
      pendingWork = Task { [weak self] in self?.closeMissingTrip() }
      return
    }
    observation = interactor.observeChanges { [weak self] change in
      self?.storeDidChange(change)
    }
    router.observeStopsLeft { [weak self] stopID in self?.revealed(leaving: stopID) }
  }

  /// Going back from the stop `stopID`'s editor revealed this screen: that stop is selected (if it
  /// is still on the trip).
  private func revealed(leaving stopID: Stop.ID) {
    guard state.trip?.stops.contains(where: { $0.id == stopID }) == true else { return }
    selectStop(stopID)
  }

  /// Waits until the screen's pending work (closing a missing trip) has finished.
  func settle() async {
    await pendingWork?.value
  }

  /// The screen's title: the trip's saved name.
  var title: String { state.trip?.name ?? TripDetailCopy.missingTrip }

  // MARK: - Name

  /// The "Name" field changed: keeps at most 60 characters and saves the name if it is valid.
  func editName(_ text: String) {
    let text = TripDetailInteractor.nameFieldText(text)
    update(nameText: text, nameProblem: nil)
    guard !tripGone, let trip = state.trip else { return }
    do {
      guard try interactor.saveName(text, replacing: trip.name) else { return }
      report(.notice(TripDetailCopy.saved))
    } catch ValidationError.emptyName {
      update(nameText: text, nameProblem: TripDetailCopy.emptyName)
      report(.error(TripDetailCopy.emptyName))
    } catch {
      let message = TripDetailCopy.notSaved(.saveName, error)
      update(nameText: text, nameProblem: message)
      report(.error(message))
    }
  }

  // MARK: - Stops

  /// Selects the stop `id` (nil clears the selection).
  func selectStop(_ id: Stop.ID?) {
    guard id != state.selectedStopID else { return }
    state.selectedStopID = id
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
    state.pendingDeletion = PendingStopDeletion(id: stop.id, name: stop.name)
  }

  /// The answer to the delete question: `true` deletes the stop, `false` keeps it.
  func answerDeleteStop(_ confirmed: Bool) {
    let stopID = state.pendingDeletion?.id
    state.pendingDeletion = nil
    guard confirmed, let stopID else { return }
    do {
      try interactor.deleteStop(stopID)
      report(.notice(TripDetailCopy.saved))
    } catch {
      report(.error(TripDetailCopy.notSaved(.deleteStop, error)))
    }
  }

  /// Moves the selected stop one place earlier (`-1`) or later (`1`); the selection follows it.
  func moveSelectedStop(by offset: Int) {
    guard let index = selectedIndex, let stopID = state.trip?.stops[index].id else { return }
    do {
      if try interactor.moveStop(stopID, by: offset, from: index) != index {
        report(.notice(TripDetailCopy.saved))
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
      report(.notice(TripDetailCopy.saved))
    } catch {
      report(.error(TripDetailCopy.notSaved(.reverseRoute, error)))
    }
  }

  // MARK: - Move to…

  /// Opens the "Move to…" question for the selected stop.
  func requestMoveTo() {
    guard let stop = selectedStop, stopCount > 1 else { return }
    state.movePrompt = MovePrompt(stopID: stop.id, stopName: stop.name, count: stopCount)
  }

  /// The "Move to…" answer changed (typing clears the last complaint).
  func editMoveTo(_ text: String) {
    guard var prompt = state.movePrompt else { return }
    prompt.text = String(text.prefix(Self.moveToLimit))
    prompt.problem = nil
    state.movePrompt = prompt
  }

  /// Enter in "Move to…": moves the stop to the typed position (the selection follows it), or keeps
  /// the question open saying what to type.
  func submitMoveTo() {
    guard var prompt = state.movePrompt else { return }
    switch TripDetailInteractor.position(from: prompt.text, count: prompt.count) {
    case .failure(let problem):
      prompt.problem = TripDetailCopy.moveProblem(problem)
      state.movePrompt = prompt
    case .success(let index):
      state.movePrompt = nil
      guard state.trip?.stops.firstIndex(where: { $0.id == prompt.stopID }) != index else { return }
      do {
        try interactor.moveStop(prompt.stopID, to: index)
        report(.notice(TripDetailCopy.saved))
      } catch {
        report(.error(TripDetailCopy.notSaved(.moveStop, error)))
      }
    }
  }

  /// Esc in "Move to…": closes it, nothing moves.
  func cancelMoveTo() {
    state.movePrompt = nil
  }

  /// The most characters a "Move to…" answer keeps.
  nonisolated static let moveToLimit = 12

  /// Opens the stop editor on the stop `id`, or on the selected stop.
  func openStop(_ id: Stop.ID? = nil) {
    guard let stopID = id ?? state.selectedStopID else { return }
    selectStop(stopID)
    router.openStop(stopID)
  }

  // MARK: - Map

  /// Zooms the map in (`1`) or out (`-1`) one step.
  func zoomMap(by steps: Int) {
    state.mapViewport = state.mapViewport.zoomed(by: steps)
  }

  /// Moves the map's view one step east (`1`) or west (`-1`), north (`1`) or south (`-1`).
  func panMap(east: Int, north: Int) {
    state.mapViewport = state.mapViewport.panned(east: east, north: north)
  }

  /// Fits the map to the route again.
  func fitMap() {
    state.mapViewport = .fitted
  }

  // MARK: - Store changes

  private func storeDidChange(_ change: TripStoreChange) {
    let tripID = interactor.tripID
    guard
      change.isExternal || change.changedTrips.contains(tripID)
        || change.deletedTrips.contains(tripID)
    else { return }
    reload(
      deletedHere: !change.isExternal && change.deletedTrips.contains(tripID),
      selectingAdded: !change.isExternal)
  }

  /// Reads the trip again after a change; `deletedHere` says this process deleted it (whoever did
  /// reports it, so the screen just closes). With `selectingAdded` (a change made in this process:
  /// a stop added in its editor, an undone delete), a single stop that appeared becomes the selection.
  private func reload(deletedHere: Bool, selectingAdded: Bool = false) {
    guard !tripGone, let previous = state.trip else { return }
    let loaded: Trip?
    do {
      loaded = try interactor.loadTrip()
    } catch {
      report(.error(TripDetailCopy.notSaved(.reloadTrip, error)))
      return
    }
    guard let current = loaded else {
      closeDeletedTrip(named: previous.name, silently: deletedHere)
      return
    }
    var next = state
    next.trip = current
    if let shown = TripDetailInteractor.nameFieldReplacement(
      for: next.nameText, afterRenameFrom: previous.name, to: current.name)
    {
      next.nameText = shown  // renamed by someone else: show the new name
      next.nameProblem = nil
    }
    next.selectedStopID = TripDetailInteractor.selection(
      keeping: next.selectedStopID, from: previous, in: current, selectingAdded: selectingAdded)
    if let pending = next.pendingDeletion, !current.stops.contains(where: { $0.id == pending.id }) {
      next.pendingDeletion = nil
    }
    if let prompt = next.movePrompt {
      next.movePrompt =
        current.stops.contains(where: { $0.id == prompt.stopID })
        ? MovePrompt(
          stopID: prompt.stopID, stopName: prompt.stopName, count: current.stops.count, text: prompt.text,
          problem: prompt.problem)
        : nil
    }
    state = next
  }

  private func closeMissingTrip() {
    report(.error(loadFailure ?? TripDetailCopy.missingTrip))
    router.closeDeletedTrip()
  }

  private func closeDeletedTrip(named name: String, silently: Bool) {
    tripGone = true
    observation = nil
    state.pendingDeletion = nil
    state.movePrompt = nil
    if !silently { report(.notice(TripDetailCopy.deletedElsewhere(name))) }
    router.closeDeletedTrip()
  }

  // MARK: - Helpers

  /// The selected stop's position on the trip.
  private var selectedIndex: Int? {
    state.trip?.stops.firstIndex { $0.id == state.selectedStopID }
  }

  /// The selected stop.
  private var selectedStop: Stop? {
    selectedIndex.flatMap { state.trip?.stops[$0] }
  }

  /// How many stops the trip has.
  private var stopCount: Int { state.trip?.stops.count ?? 0 }

  private func update(nameText: String, nameProblem: String?) {
    if state.nameText != nameText { state.nameText = nameText }
    if state.nameProblem != nameProblem { state.nameProblem = nameProblem }
  }
}
