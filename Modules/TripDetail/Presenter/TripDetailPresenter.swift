import Geo
import Observation
import RouteMap
import Routes
import TripModels

import class TextUI.ScreenWork

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

  @ObservationIgnored let interactor: TripDetailInteractor
  @ObservationIgnored let router: TripDetailRouter
  @ObservationIgnored private let units: DistanceUnit
  @ObservationIgnored let report: @MainActor (StatusMessage) -> Void
  /// Whether the trip was found gone: the screen is closing and ignores further changes.
  @ObservationIgnored var tripGone = false
  @ObservationIgnored var observation: TripStoreObservation?
  /// The screen's pending work: closing itself, reports after a render, the router's answers and
  /// the day plan (they share it).
  @ObservationIgnored let work: ScreenWork
  @ObservationIgnored let reader: TripDetailRowReader
  /// The legs' road figures' rules, nil when the screen shows straight lines only.
  @ObservationIgnored let roadsInteractor: TripDetailRoadInteractor?
  /// The day plan (`P`, `N`), nil when the screen was built without an itinerary source.
  @ObservationIgnored let dayPlan: TripDayPlan?
  /// The answer the navigation guard awaits while "Leave without it?" is asked.
  @ObservationIgnored var leaveAnswer: CheckedContinuation<Bool, Never>?

  /// A presenter for the interactor's trip (with road figures from `roads`, if given), its tasks
  /// run as `work`; nothing is read until ``start()``.
  init(
    interactor: TripDetailInteractor, router: TripDetailRouter, work: ScreenWork, units: DistanceUnit,
    roads: TripDetailRoadInteractor? = nil, dayPlan: TripDayPlan? = nil,
    report: @escaping @MainActor (StatusMessage) -> Void
  ) {
    roadsInteractor = roads
    self.dayPlan = dayPlan
    self.interactor = interactor
    self.router = router
    self.work = work
    self.units = units
    self.report = report
    reader = TripDetailRowReader(pages: interactor.stops)
    state = TripDetailState(name: nil, content: Self.emptyContent(reader), units: units, selection: nil)
  }

  /// Reads the trip's header and outline (and every name of a short trip); nil when the trip is gone.
  /// The pages of stops are forgotten: the lists read them again when shown.
  static func read(
    _ interactor: TripDetailInteractor, reader: TripDetailRowReader, revision: Int
  ) throws -> (name: String, content: TripDetailContent)? {
    guard let header = try interactor.header(), let outline = try interactor.outline() else { return nil }
    interactor.stops.reset(count: outline.count)
    let names =
      outline.count <= TripDetailContent.namedLimit ? try interactor.allStopNames(outline.count) : nil
    return (
      header.name,
      TripDetailContent(
        outline: outline, totalMeters: header.totalMeters, names: names, reader: reader, revision: revision)
    )
  }

  /// Reads the trip's header and the stops in `span` again, and puts them in place of that part of
  /// `previous`'s outline: a change costs the stops it touched, not the trip's length. Nil when that
  /// cannot be done (a bound not on the outline, a count that does not add up): then the whole
  /// trip is read.
  static func read(
    _ interactor: TripDetailInteractor, reader: TripDetailRowReader, changed span: StopSpan,
    in previous: TripDetailContent, near: Int?
  ) throws -> (name: String, content: TripDetailContent)? {
    guard let header = try interactor.header(), let stops = try interactor.outline(in: span),
      let (outline, replaced) = previous.outline.replacing(span, with: stops, near: near ?? 0),
      outline.count == header.stopCount
    else { return nil }
    interactor.stops.reset(
      count: outline.count, keepingKeysOutside: replaced, shift: outline.count - previous.outline.count)
    let names =
      outline.count <= TripDetailContent.namedLimit ? try interactor.allStopNames(outline.count) : nil
    return (
      header.name,
      TripDetailContent(
        outline: outline, totalMeters: header.totalMeters, names: names, reader: reader,
        revision: previous.revision + 1)
    )
  }

  /// No stops: what a screen whose trip could not be read shows.
  private static func emptyContent(_ reader: TripDetailRowReader) -> TripDetailContent {
    TripDetailContent(
      outline: StopOutline(ids: [], coordinates: []), totalMeters: 0, names: nil, reader: reader, revision: 0)
  }

  /// Replaces the state when `next` differs (for the presenter's parts in other files).
  func replaceState(_ next: TripDetailState) {
    if next != state { state = next }
  }

  /// Changes the state through `change`, assigning only a different value (for the presenter's
  /// parts in other files).
  func replaceState(_ change: (inout TripDetailState) -> Void) {
    var next = state
    change(&next)
    replaceState(next)
  }

  /// Reads the trip and starts observing the store. If the trip is gone (or cannot be read), the
  /// screen closes itself right after, as ``work`` (not while it is being built, which may happen
  /// during a render).
  func start() {
    reader.failed = { [work, report] error in
      work.report(afterRender: { report(.error(TripDetailCopy.notRead(error))) })
    }
    let read: (name: String, content: TripDetailContent)?
    do {
      read = try Self.read(interactor, reader: reader, revision: 0)
    } catch {
      let failure = TripDetailCopy.notRead(error)
      work.run(.navigation) { [weak self] in self?.closeMissingTrip(failure) }
      return
    }
    guard let read else {
      work.run(.navigation) { [weak self] in self?.closeMissingTrip(TripDetailCopy.missingTrip) }
      return
    }
    // Revealed by going back from a stop's editor: that stop is selected, else the first.
    let ids = read.content.outline.ids
    let left = router.stopJustLeft.flatMap { id in
      TripDetailInteractor.index(of: id, in: ids, near: 0).map { (id: id, index: $0) }
    }
    state = TripDetailState(
      name: read.name, content: read.content, units: units, selection: left ?? ids.first.map { ($0, 0) })
    observation = interactor.observeChanges { [weak self] change in
      self?.storeDidChange(change)
    }
    refreshRoads()
    router.observeStopsLeft { [weak self] stopID in self?.revealed(leaving: stopID) }
    router.guardLeaving { [weak self] in await self?.canLeave() ?? true }
  }

  /// What this screen keeps across launches (``TripDetailSavedView``): the selected stop, and
  /// whether the days are shown.
  var savedView: String? {
    TripDetailSavedView(selectedStopID: state.selectedStopID, daysShown: dayPlan?.isShown == true).text
  }

  /// Shows the screen as `text` (``savedView`` at the last quit) says: the stop selected again if it
  /// is still on the trip, the days shown again if they were.
  func restoreSavedView(_ text: String) {
    let saved = TripDetailSavedView(text: text)
    if let id = saved.selectedStopID, index(of: id) != nil { selectStop(id) }
    if saved.daysShown, let dayPlan, !dayPlan.isShown { dayPlan.toggle() }
  }

  /// Going back from the stop `stopID`'s editor revealed this screen: that stop is selected (if it
  /// is still on the trip).
  private func revealed(leaving stopID: Stop.ID) {
    guard index(of: stopID) != nil else { return }
    selectStop(stopID)
  }

  /// The screen's title: the trip's saved name.
  var title: String { state.name ?? TripDetailCopy.missingTrip }

  // MARK: - Name

  /// The "Name" field changed: keeps at most 60 characters and saves the name if it is valid.
  func editName(_ text: String) {
    let text = TripDetailInteractor.nameFieldText(text)
    update(nameText: text, nameProblem: nil)
    if state.waitingName != nil { state.waitingName = nil }  // this text is saved now, or says why not
    guard !tripGone, let name = state.name else { return }
    do {
      guard try interactor.saveName(text, replacing: name) else { return }
      report(.notice(TripDetailCopy.renamed(text.trimmingWhitespace())))
    } catch ValidationError.emptyName {
      // The field commits when its edit ends: an emptied name is not a name, the stored one stays.
      update(nameText: name, nameProblem: nil)
      report(.error(TripDetailCopy.emptyNameKept(name)))
    } catch TripStoreError.locked {
      // Kept, not dropped: saved again at every poll until the lock is gone (``retryWaitingSaves()``).
      waitForLock(name: text)
    } catch {
      let message = TripDetailCopy.notSaved(.saveName, error)
      update(nameText: text, nameProblem: message)
      report(.error(message))
    }
  }

  // MARK: - Helpers

  /// The position of the stop `id` on the trip (looked for from the selection outwards).
  func index(of id: Stop.ID) -> Int? {
    TripDetailInteractor.index(of: id, in: state.content.outline.ids, near: state.selectedIndex ?? 0)
  }

  /// The selected stop's position on the trip.
  var selectedIndex: Int? {
    state.selectedStopID == nil ? nil : state.selectedIndex
  }

  /// The selected stop (its name read from its page).
  var selectedStop: Stop? {
    guard let index = selectedIndex, let stop = reader.stop(at: index), stop.id == state.selectedStopID
    else { return nil }
    return stop
  }

  /// How many stops the trip has.
  var stopCount: Int { state.content.count }

  func update(nameText: String, nameProblem: String?) {
    if state.nameText != nameText { state.nameText = nameText }
    if state.nameProblem != nameProblem { state.nameProblem = nameProblem }
  }
}
