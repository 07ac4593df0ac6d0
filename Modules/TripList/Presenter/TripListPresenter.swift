import Foundation
import Geo
import Observation
import Routes
import TripModels

/// Turns the user's intents on the trip list into interactor and router calls, and keeps the
/// view-model in step with the store (this process's changes and other processes').
@MainActor
@Observable
final class TripListPresenter {
  /// What the list shows.
  private(set) var viewModel = TripListViewModel()

  @ObservationIgnored private let interactor: TripListInteractor
  @ObservationIgnored private let router: TripListRouter
  @ObservationIgnored private let units: DistanceUnit
  @ObservationIgnored private let report: @MainActor (StatusMessage) -> Void
  @ObservationIgnored private var observation: TripStoreObservation?
  @ObservationIgnored private var pendingDeletion: PendingDeletion?
  @ObservationIgnored private var isWriting = false
  /// The report of a failed read made while rendering, delivered after the render.
  @ObservationIgnored private var readErrorReport: Task<Void, Never>?

  /// Creates the presenter, loads the first page and starts observing the store.
  init(
    interactor: TripListInteractor, router: TripListRouter, units: DistanceUnit,
    report: @escaping @MainActor (StatusMessage) -> Void
  ) {
    self.interactor = interactor
    self.router = router
    self.units = units
    self.report = report
    observation = interactor.observe { [weak self] change in self?.storeDidChange(change) }
    reloadList()
  }

  // MARK: - Reading

  /// The row at `index`, loading its page on first use; nil outside the list or when it cannot be read.
  func row(at index: Int) -> TripListRow? {
    do {
      guard let summary = try interactor.summary(at: index) else { return nil }
      return TripListRow(summary, units: units)
    } catch {
      reportAfterRender("Could not read the trips: \(error)")
      return nil
    }
  }

  /// The trip shown next to the list (split view) or above it in the stack, read live.
  var openTripID: Trip.ID? { router.openTripID }

  // MARK: - Selecting and opening

  /// Selects the row at `index` (clamped to the list).
  func select(index: Int) {
    guard viewModel.rowCount > 0 else { return }
    let clamped = min(max(0, index), viewModel.rowCount - 1)
    var model = viewModel
    model.selectedIndex = clamped
    model.selectedTripID = row(at: clamped)?.id
    update(model)
  }

  /// Moves the selection by `delta` rows.
  func moveSelection(by delta: Int) {
    select(index: (viewModel.selectedIndex ?? -1) + delta)
  }

  /// Opens the trip at `index`.
  func open(index: Int) {
    select(index: index)
    openSelected()
  }

  /// Opens the selected trip.
  func openSelected() {
    guard let id = viewModel.selectedTripID else { return }
    router.openTrip(id)
  }

  // MARK: - Adding

  /// Creates "New Trip" at the top of the list, selects it and opens it (a filter is cleared, so the
  /// new trip is in the list).
  func addTrip() {
    do {
      let trip = try writing { try interactor.createTrip() }
      try? interactor.setFilter("")
      setFilterState(text: "", editing: false)
      reloadList(selecting: trip.id, near: 0)
      router.openTrip(trip.id)
    } catch {
      reportError(error, doing: "add a trip")
      reloadList()
    }
  }

  // MARK: - Duplicating

  /// Copies the selected trip ("NAME (copy)", at the top of the list) and selects the copy.
  func duplicateSelected() {
    guard let index = viewModel.selectedIndex, let row = row(at: index) else {
      report(.error(TripListViewModel.nothingToDuplicate))
      return
    }
    do {
      let copy = try writing { try interactor.duplicateTrip(row.id) }
      reloadList(selecting: copy.id, near: 0)
      report(.notice("Copied “\(row.name)” as “\(copy.name)”"))
    } catch {
      reportError(error, doing: "duplicate “\(row.name)”")
      reloadList()
    }
  }

  // MARK: - Filtering

  /// `/`: starts typing the filter (an applied filter is typed on from where it is).
  func startFilter() {
    setFilterState(text: viewModel.filterText, editing: true)
  }

  /// The filter's text changed: the list shows the trips matching it at once, the selection stays
  /// on the same trip while it matches, else moves to the first match.
  func editFilter(_ text: String) {
    setFilterState(text: text, editing: true)
    do {
      try interactor.setFilter(text)
      readErrorReport = nil
    } catch {
      reportError(error, doing: "filter the trips")
    }
    reconcileSelection(near: 0)
  }

  /// Enter in the filter: stops typing it (the list stays filtered) and opens the selected trip.
  func submitFilter() {
    setFilterState(text: viewModel.filterText, editing: false)
    openSelected()
  }

  /// Esc in the filter: clears it; every trip is shown again, the selection stays on its trip.
  func clearFilter() {
    setFilterState(text: "", editing: false)
    do {
      try interactor.setFilter("")
    } catch {
      reportError(error, doing: "read the trips")
    }
    reconcileSelection()
  }

  private func setFilterState(text: String, editing: Bool) {
    var model = viewModel
    model.filterText = text
    model.isEditingFilter = editing
    update(model)
  }

  // MARK: - Deleting

  /// Asks "Delete “NAME” and its N stops? (y/n)" for the selected trip.
  func requestDelete() {
    guard let index = viewModel.selectedIndex, let row = row(at: index) else {
      report(.error(TripListViewModel.nothingToDelete))
      return
    }
    pendingDeletion = PendingDeletion(id: row.id, name: row.name, stopCount: row.stopCount)
    var model = viewModel
    model.deletePrompt = pendingDeletion?.prompt
    update(model)
  }

  /// Answers the delete question: `true` deletes the trip and selects a neighbour.
  func answerDelete(_ confirmed: Bool) {
    guard let pending = pendingDeletion else { return }
    pendingDeletion = nil
    var model = viewModel
    model.deletePrompt = nil
    update(model)
    guard confirmed else { return }
    do {
      try writing { try interactor.deleteTrip(pending.id) }
      router.closeTrip(pending.id)
      report(.notice("Deleted “\(pending.name)”"))
    } catch {
      reportError(error, doing: "delete “\(pending.name)”")
    }
    reloadList()
  }

  // MARK: - Settling

  /// Waits for work this screen started: navigation (opening a trip over another screen asks that
  /// screen's guard) and the report of a failed read.
  func settle() async {
    await router.settle()
    await readErrorReport?.value
  }

  // MARK: - Store changes

  private func storeDidChange(_ change: TripStoreChange) {
    guard !isWriting else { return }
    do {
      switch try interactor.apply(change) {
      case .none: return
      case .rowsChanged:
        var model = viewModel
        model.rowsRevision &+= 1
        update(model)
      case .listChanged:
        reconcileSelection()
      }
    } catch {
      reportError(error, doing: "refresh the trips")
    }
  }

  /// Re-reads the list and keeps the selection on the same trip, or moves it to a neighbour.
  private func reloadList(selecting id: Trip.ID? = nil, near index: Int? = nil) {
    do {
      try interactor.reload()
      readErrorReport = nil
    } catch {
      reportError(error, doing: "read the trips")
    }
    reconcileSelection(preferring: id, near: index)
  }

  private func reconcileSelection(preferring preferred: Trip.ID? = nil, near hint: Int? = nil) {
    var model = viewModel
    model.rowCount = interactor.count
    model.isFiltered = interactor.isFiltered
    model.matchCount = interactor.matchCount
    model.totalCount = (try? interactor.totalCount()) ?? interactor.count
    model.rowsRevision &+= 1
    let wanted = preferred ?? model.selectedTripID
    let near = hint ?? model.selectedIndex ?? 0
    if model.rowCount == 0 {
      model.selectedIndex = nil
      model.selectedTripID = nil
    } else if let wanted, let found = try? interactor.position(of: wanted, near: near) {
      model.selectedIndex = found
      model.selectedTripID = wanted
    } else {
      let neighbour = min(max(0, near), model.rowCount - 1)
      model.selectedIndex = neighbour
      model.selectedTripID = row(at: neighbour)?.id
    }
    if let pending = pendingDeletion, pending.id != model.selectedTripID {
      pendingDeletion = nil
      model.deletePrompt = nil
    }
    update(model)
  }

  // MARK: - Helpers

  private func update(_ model: TripListViewModel) {
    if model != viewModel { viewModel = model }
  }

  private func writing<T>(_ body: () throws -> T) throws -> T {
    isWriting = true
    defer { isWriting = false }
    return try body()
  }

  private func reportError(_ error: any Error, doing action: String) {
    report(.error("Could not \(action): \(error)"))
  }

  /// Reports a failure met while rendering once, after the render (changing the status line
  /// during a render would change state the render is reading).
  private func reportAfterRender(_ message: String) {
    guard readErrorReport == nil else { return }
    readErrorReport = Task { @MainActor [report] in report(.error(message)) }
  }
}
