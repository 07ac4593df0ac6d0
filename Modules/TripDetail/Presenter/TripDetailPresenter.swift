import Foundation
import Geo
import Observation
import Routes
import TripModels

/// Turns the trip detail screen's intents into saved changes and navigation, and keeps its
/// view-model in step with the store.
@MainActor
@Observable
final class TripDetailPresenter {
  /// The most characters a trip name may have (the "Name" field's limit).
  nonisolated static let nameLimit = EntityName.maximumLength

  /// What the screen shows.
  private(set) var viewModel: TripDetailViewModel
  /// How the map is zoomed and panned: the screen's state, kept while the screen is on the stack
  /// (and across changes to the trip), never stored.
  private(set) var mapViewport = MapViewport.fitted

  @ObservationIgnored private let interactor: TripDetailInteractor
  @ObservationIgnored private let router: TripDetailRouter
  @ObservationIgnored private let units: DistanceUnit
  @ObservationIgnored private let report: @MainActor (StatusMessage) -> Void
  @ObservationIgnored private var trip: Trip?
  @ObservationIgnored private var observation: TripStoreObservation?
  @ObservationIgnored private var pendingDeletion: Stop.ID?
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
    self.trip = trip
    self.loadFailure = loadFailure
    // Revealed by going back from a stop's editor: that stop is selected, else the first.
    let left = router.stopJustLeft.flatMap { id in trip?.stops.first { $0.id == id }?.id }
    viewModel = Self.makeViewModel(
      trip, units: units, nameText: trip?.name ?? "", nameProblem: nil,
      selection: left ?? trip?.stops.first?.id, deletePrompt: nil)
  }

  /// Starts observing the store. If the trip is already gone, the screen closes itself right after
  /// (not while it is being built, which may happen during a render); ``settle()`` waits for that.
  func start() {
    guard trip != nil else {
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
    guard viewModel.stops.contains(where: { $0.id == stopID }) else { return }
    selectStop(stopID)
  }

  /// Waits until the screen's pending work (closing a missing trip) has finished.
  func settle() async {
    await pendingWork?.value
  }

  /// The screen's title: the trip's saved name.
  var title: String { viewModel.title }

  // MARK: - Name

  /// The "Name" field changed: keeps at most 60 characters and saves the name if it is valid.
  func editName(_ text: String) {
    let text = String(text.prefix(EntityName.maximumLength))
    update(nameText: text, nameProblem: nil)
    guard let trip else { return }
    do {
      let name = try EntityName.validated(text)
      guard name != trip.name else { return }
      try interactor.rename(to: name)
      report(.notice(TripDetailCopy.saved))
    } catch ValidationError.emptyName {
      update(nameText: text, nameProblem: TripDetailCopy.emptyName)
      report(.error(TripDetailCopy.emptyName))
    } catch {
      let message = TripDetailCopy.notSaved("save the name", error)
      update(nameText: text, nameProblem: message)
      report(.error(message))
    }
  }

  // MARK: - Stops

  /// Selects the stop `id` (nil clears the selection).
  func selectStop(_ id: Stop.ID?) {
    guard id != viewModel.selectedStopID else { return }
    viewModel.selectedStopID = id
  }

  /// Opens the stop editor on a new stop, inserted after the selected stop (at the end without a
  /// selection) once a place is applied; nothing is stored before. The stop, once stored, becomes
  /// the selection (see ``reload(deletedHere:selectingAdded:)``).
  func addStop() {
    router.openNewStop(after: viewModel.selectedStopID)
  }

  /// Asks whether to delete the selected stop.
  func requestDeleteStop() {
    guard let index = viewModel.selectedIndex else { return }
    let stop = viewModel.stops[index]
    pendingDeletion = stop.id
    viewModel.deletePrompt = TripDetailCopy.deletePrompt(stop.name)
  }

  /// The answer to the delete question: `true` deletes the stop, `false` keeps it.
  func answerDeleteStop(_ confirmed: Bool) {
    let stopID = pendingDeletion
    pendingDeletion = nil
    viewModel.deletePrompt = nil
    guard confirmed, let stopID else { return }
    do {
      try interactor.deleteStop(stopID)
      report(.notice(TripDetailCopy.saved))
    } catch {
      report(.error(TripDetailCopy.notSaved("delete the stop", error)))
    }
  }

  /// Moves the selected stop one place earlier (`-1`) or later (`1`); the selection follows it.
  func moveSelectedStop(by offset: Int) {
    guard let index = viewModel.selectedIndex else { return }
    let stopID = viewModel.stops[index].id
    do {
      if try interactor.moveStop(stopID, by: offset, from: index) != index {
        report(.notice(TripDetailCopy.saved))
      }
    } catch {
      report(.error(TripDetailCopy.notSaved("move the stop", error)))
    }
  }

  /// Puts the stops in reverse order; the selection stays on the same stop.
  func reverseRoute() {
    guard viewModel.stops.count > 1 else {
      report(.error(TripDetailCopy.nothingToReverse))
      return
    }
    do {
      try interactor.reverseStops()
      report(.notice(TripDetailCopy.saved))
    } catch {
      report(.error(TripDetailCopy.notSaved("reverse the route", error)))
    }
  }

  // MARK: - Move to…

  /// Opens the "Move to…" question for the selected stop.
  func requestMoveTo() {
    guard let index = viewModel.selectedIndex, viewModel.stops.count > 1 else { return }
    let stop = viewModel.stops[index]
    viewModel.movePrompt = MovePrompt(stopID: stop.id, stopName: stop.name, count: viewModel.stops.count)
  }

  /// The "Move to…" answer changed (typing clears the last complaint).
  func editMoveTo(_ text: String) {
    guard var prompt = viewModel.movePrompt else { return }
    prompt.text = String(text.prefix(Self.moveToLimit))
    prompt.problem = nil
    viewModel.movePrompt = prompt
  }

  /// Enter in "Move to…": moves the stop to the typed position (the selection follows it), or keeps
  /// the question open saying what to type.
  func submitMoveTo() {
    guard var prompt = viewModel.movePrompt else { return }
    switch TripDetailInteractor.position(from: prompt.text, count: prompt.count) {
    case .failure(let problem):
      prompt.problem = TripDetailCopy.moveProblem(problem)
      viewModel.movePrompt = prompt
    case .success(let index):
      viewModel.movePrompt = nil
      guard viewModel.stops.firstIndex(where: { $0.id == prompt.stopID }) != index else { return }
      do {
        try interactor.moveStop(prompt.stopID, to: index)
        report(.notice(TripDetailCopy.saved))
      } catch {
        report(.error(TripDetailCopy.notSaved("move the stop", error)))
      }
    }
  }

  /// Esc in "Move to…": closes it, nothing moves.
  func cancelMoveTo() {
    viewModel.movePrompt = nil
  }

  /// The most characters a "Move to…" answer keeps.
  nonisolated static let moveToLimit = 12

  /// Opens the stop editor on the stop `id`, or on the selected stop.
  func openStop(_ id: Stop.ID? = nil) {
    guard let stopID = id ?? viewModel.selectedStopID else { return }
    selectStop(stopID)
    router.openStop(stopID)
  }

  // MARK: - Map

  /// Zooms the map in (`1`) or out (`-1`) one step.
  func zoomMap(by steps: Int) {
    mapViewport = mapViewport.zoomed(by: steps)
  }

  /// Moves the map's view one step east (`1`) or west (`-1`), north (`1`) or south (`-1`).
  func panMap(east: Int, north: Int) {
    mapViewport = mapViewport.panned(east: east, north: north)
  }

  /// Fits the map to the route again.
  func fitMap() {
    mapViewport = .fitted
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
    guard let previous = trip else { return }
    let loaded: Trip?
    do {
      loaded = try interactor.loadTrip()
    } catch {
      report(.error(TripDetailCopy.notSaved("reload the trip", error)))
      return
    }
    guard let current = loaded else {
      closeDeletedTrip(named: previous.name, silently: deletedHere)
      return
    }
    trip = current
    let movePrompt = viewModel.movePrompt
    var nameText = viewModel.nameText
    var nameProblem = viewModel.nameProblem
    let fieldName = try? EntityName.validated(nameText)
    if current.name != previous.name, current.name != fieldName {
      nameText = current.name  // renamed by someone else: show the new name
      nameProblem = nil
    }
    viewModel = Self.makeViewModel(
      current, units: units, nameText: nameText, nameProblem: nameProblem,
      selection: Self.selection(
        keeping: viewModel.selectedStopID, from: previous, in: current, selectingAdded: selectingAdded),
      deletePrompt: current.stops.contains { $0.id == pendingDeletion } ? viewModel.deletePrompt : nil)
    if viewModel.deletePrompt == nil { pendingDeletion = nil }
    if let prompt = movePrompt, current.stops.contains(where: { $0.id == prompt.stopID }) {
      viewModel.movePrompt = MovePrompt(
        stopID: prompt.stopID, stopName: prompt.stopName, count: current.stops.count, text: prompt.text,
        problem: prompt.problem)
    }
  }

  private func closeMissingTrip() {
    report(.error(loadFailure ?? TripDetailCopy.missingTrip))
    router.closeDeletedTrip()
  }

  private func closeDeletedTrip(named name: String, silently: Bool) {
    trip = nil
    observation = nil
    pendingDeletion = nil
    viewModel.deletePrompt = nil
    viewModel.movePrompt = nil
    if !silently { report(.notice(TripDetailCopy.deletedElsewhere(name))) }
    router.closeDeletedTrip()
  }

  // MARK: - Helpers

  private func update(nameText: String, nameProblem: String?) {
    if viewModel.nameText != nameText { viewModel.nameText = nameText }
    if viewModel.nameProblem != nameProblem { viewModel.nameProblem = nameProblem }
  }

  /// The stop to select after a change: the one stop it added (when `selectingAdded`), else the
  /// same stop if it is still there, else the stop now at its old position (its neighbour), else
  /// nothing.
  private static func selection(
    keeping selected: Stop.ID?, from previous: Trip, in current: Trip, selectingAdded: Bool
  ) -> Stop.ID? {
    let before = Set(previous.stops.map(\.id))
    let added = current.stops.filter { !before.contains($0.id) }
    if selectingAdded, added.count == 1, let stop = added.first { return stop.id }
    if let selected, current.stops.contains(where: { $0.id == selected }) { return selected }
    let stops = current.stops
    guard !stops.isEmpty else { return nil }
    let oldIndex = previous.stops.firstIndex { $0.id == selected } ?? 0
    return stops[min(oldIndex, stops.count - 1)].id
  }

  private static func makeViewModel(
    _ trip: Trip?, units: DistanceUnit, nameText: String, nameProblem: String?,
    selection: Stop.ID?, deletePrompt: String?
  ) -> TripDetailViewModel {
    guard let trip else { return .missing(units: units) }
    return TripDetailViewModel(
      trip: trip, units: units, nameText: nameText, nameProblem: nameProblem,
      selectedStopID: selection, deletePrompt: deletePrompt)
  }
}
