import Geo
import Observation
import Routes
import TripModels

import class TextUI.ScreenWork

/// Turns the user's intents on the trip list into interactor and router calls, and keeps the
/// screen's state in step with the store (this process's changes and other processes').
@MainActor
@Observable
final class TripListPresenter {
  /// The screen's state (observed: a view that read it re-renders when it changes).
  private(set) var state = TripListState()

  /// What the list shows: a pure function of ``state``.
  var viewModel: TripListViewModel { TripListViewModel(state: state) }

  @ObservationIgnored private let interactor: TripListInteractor
  @ObservationIgnored private let router: TripListRouter
  @ObservationIgnored private let units: DistanceUnit
  @ObservationIgnored private let report: @MainActor (StatusMessage) -> Void
  /// The screen's pending work (opening a trip, a report after a render).
  @ObservationIgnored let work: ScreenWork
  @ObservationIgnored private var observation: TripStoreObservation?
  @ObservationIgnored private var isWriting = false
  /// The answer quitting waits for while "Quit without adding …?" is asked.
  @ObservationIgnored var quitAnswer: CheckedContinuation<Bool, Never>?
  /// Whether a failed read made while rendering was reported since the list was last read.
  @ObservationIgnored private var readFailureReported = false

  /// Creates the presenter; nothing is read until ``start()``.
  init(
    interactor: TripListInteractor, router: TripListRouter, work: ScreenWork, units: DistanceUnit,
    report: @escaping @MainActor (StatusMessage) -> Void
  ) {
    self.interactor = interactor
    self.router = router
    self.work = work
    self.units = units
    self.report = report
  }

  /// Loads the first page, starts observing the store and registers the check quitting runs.
  func start() {
    observation = interactor.observe { [weak self] change in self?.storeDidChange(change) }
    router.guardQuitting { [weak self] in await self?.canQuit() ?? true }
    reloadList()
  }

  // MARK: - Reading

  /// The row at `index`, loading its page on first use; nil outside the list or when it cannot be read.
  func row(at index: Int) -> TripListRow? {
    do {
      guard let summary = try interactor.summary(at: index) else { return nil }
      return TripListRow(summary, units: units)
    } catch {
      reportReadFailure(TripListCopy.failed(.read, error))
      return nil
    }
  }

  /// The trip shown next to the list (split view) or above it in the stack, read live.
  var openTripID: Trip.ID? { router.openTripID }

  // MARK: - Selecting and opening

  /// Selects the row at `index` (clamped to the list).
  func select(index: Int) {
    guard state.rowCount > 0, let clamped = interactor.clampedIndex(index) else { return }
    var next = state
    next.selectedIndex = clamped
    next.selectedTripID = row(at: clamped)?.id
    update(next)
  }

  /// Moves the selection by `delta` rows.
  func moveSelection(by delta: Int) {
    select(index: (state.selectedIndex ?? -1) + delta)
  }

  /// Opens the trip at `index`.
  func open(index: Int) {
    select(index: index)
    openSelected()
  }

  /// Opens the selected trip.
  func openSelected() {
    guard let id = state.selectedTripID else { return }
    router.openTrip(id)
  }

  // MARK: - Adding

  /// Creates a trip named `name` at the top of the list, selects it and opens it (a filter is
  /// cleared, so the new trip is in the list). Returns whether it was created.
  @discardableResult
  func createTrip(named name: String) -> Bool {
    makeTrip(named: name, reportingLock: true) == .made
  }

  /// What became of a new trip: made, refused because another program holds the store locked, or
  /// failed otherwise (reported).
  enum TripMaking: Equatable { case made, locked, failed }

  /// Creates a trip named `name` as ``createTrip(named:)`` does; a refusal because the store is
  /// locked is reported only with `reportingLock` (a retry stays quiet).
  func makeTrip(named name: String, reportingLock: Bool, opening: Bool = true) -> TripMaking {
    do {
      let trip = try writing { try interactor.createTrip(named: name) }
      try? interactor.setFilter("")
      setFilterState(text: "", editing: false)
      reloadList(selecting: trip.id, near: 0)
      report(.notice(TripListCopy.added(trip.name)))
      if opening { router.openTrip(trip.id) }
      return .made
    } catch TripStoreError.locked {
      if reportingLock { report(.error(TripListCopy.newTripWaitingStatus)) }
      return .locked
    } catch {
      reportError(error, doing: .addTrip)
      reloadList()
      return .failed
    }
  }

  // MARK: - Duplicating

  /// Copies the selected trip ("NAME (copy)", at the top of the list) and selects the copy.
  func duplicateSelected() {
    guard let index = state.selectedIndex, let row = row(at: index) else {
      report(.error(TripListCopy.nothingToDuplicate))
      return
    }
    do {
      let copy = try writing { try interactor.duplicateTrip(row.id) }
      reloadList(selecting: copy.id, near: 0)
      report(.notice(TripListCopy.copied(row.name, as: copy.name)))
    } catch {
      reportError(error, doing: .duplicate(row.name))
      reloadList()
    }
  }

  // MARK: - Filtering

  /// `/`: starts typing the filter (an applied filter is typed on from where it is).
  func startFilter() {
    setFilterState(text: state.filterText, editing: true)
  }

  /// The filter's text changed: the list shows the trips matching it at once, the selection stays
  /// on the same trip while it matches, else moves to the first match.
  func editFilter(_ text: String) {
    setFilterState(text: text, editing: true)
    do {
      try interactor.setFilter(text)
      readFailureReported = false
    } catch {
      reportError(error, doing: .filter)
    }
    reconcileSelection(near: 0)
  }

  /// Enter in the filter: stops typing it (the list stays filtered) and opens the selected trip.
  func submitFilter() {
    setFilterState(text: state.filterText, editing: false)
    openSelected()
  }

  /// Esc in the filter: clears it; every trip is shown again, the selection stays on its trip.
  func clearFilter() {
    setFilterState(text: "", editing: false)
    do {
      try interactor.setFilter("")
    } catch {
      reportError(error, doing: .read)
    }
    reconcileSelection()
  }

  /// Esc, ← or h with the filter applied (not being typed): clears it as Esc in the filter does;
  /// returns whether there was one.
  func clearKeptFilter() -> Bool {
    let text = state.filterText
    guard !text.isEmpty, !state.isEditingFilter else { return false }
    clearFilter()
    report(.notice(TripListCopy.filterCleared(text)))
    return true
  }

  private func setFilterState(text: String, editing: Bool) {
    var next = state
    next.filterText = text
    next.isEditingFilter = editing
    update(next)
  }

  // MARK: - Deleting

  /// Asks "Delete “NAME” and its N stops? (y/n)" for the selected trip.
  func requestDelete() {
    guard let index = state.selectedIndex, let row = row(at: index) else {
      report(.error(TripListCopy.nothingToDelete))
      return
    }
    var next = state
    next.pendingDeletion = PendingDeletion(id: row.id, name: row.name, stopCount: row.stopCount)
    update(next)
  }

  /// Answers the delete question: `true` deletes the trip and selects a neighbour.
  func answerDelete(_ confirmed: Bool) {
    guard let pending = state.pendingDeletion else { return }
    var next = state
    next.pendingDeletion = nil
    update(next)
    guard confirmed else { return }
    do {
      try writing { try interactor.deleteTrip(pending.id) }
      router.closeTrip(pending.id)
      report(.notice(TripListCopy.deleted(pending.name)))
    } catch {
      reportError(error, doing: .delete(pending.name))
    }
    reloadList()
  }

  // MARK: - Store changes

  private func storeDidChange(_ change: TripStoreChange) {
    guard !isWriting else { return }
    do {
      switch try interactor.apply(change) {
      case .none: return
      case .rowsChanged:
        var next = state
        next.rowsRevision &+= 1
        update(next)
      case .listChanged:
        // One trip made or brought back here (an import of one trip, an undone delete): select it.
        // Another process's additions leave the selection where it is.
        let single =
          !change.isExternal && change.deletedTrips.isEmpty && change.changedTrips.count == 1
          ? change.changedTrips.first : nil
        reconcileSelection(preferring: single)
      }
    } catch {
      reportError(error, doing: .refresh)
    }
  }

  /// Re-reads the list and keeps the selection on the same trip, or moves it to a neighbour.
  func reloadList(selecting id: Trip.ID? = nil, near index: Int? = nil) {
    do {
      try interactor.reload()
      readFailureReported = false
    } catch {
      reportError(error, doing: .read)
    }
    reconcileSelection(preferring: id, near: index)
  }

  /// Reads the list's counts and moves the selection where the interactor keeps it; an open delete
  /// question is dropped when its trip is no longer the selected one.
  private func reconcileSelection(preferring preferred: Trip.ID? = nil, near hint: Int? = nil) {
    var next = state
    next.rowCount = interactor.count
    next.isFiltered = interactor.isFiltered
    next.matchCount = interactor.matchCount
    next.totalCount = (try? interactor.totalCount()) ?? interactor.count
    next.rowsRevision &+= 1
    let wanted = preferred ?? next.selectedTripID
    if let kept = interactor.keptSelection(of: wanted, near: hint ?? next.selectedIndex ?? 0) {
      next.selectedIndex = kept.index
      next.selectedTripID = kept.found ? wanted : row(at: kept.index)?.id
    } else {
      next.selectedIndex = nil
      next.selectedTripID = nil
    }
    if let pending = next.pendingDeletion, pending.id != next.selectedTripID {
      next.pendingDeletion = nil
    }
    update(next)
  }

  // MARK: - Helpers

  /// Stores `next` if it differs (an unchanged state notifies no view).
  func update(_ next: TripListState) {
    if next != state { state = next }
  }

  func writing<T>(_ body: () throws -> T) throws -> T {
    isWriting = true
    defer { isWriting = false }
    return try body()
  }

  func reportError(_ error: any Error, doing action: TripListCopy.Action) {
    report(.error(TripListCopy.failed(action, error)))
  }

  /// Reports a failure met while rendering once until the list is read again, after the render
  /// (changing the status line during a render would change state the render is reading).
  private func reportReadFailure(_ message: String) {
    guard !readFailureReported else { return }
    readFailureReported = true
    work.report(afterRender: { [report] in report(.error(message)) })
  }
}
