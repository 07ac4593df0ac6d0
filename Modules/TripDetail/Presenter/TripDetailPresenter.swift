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
  @ObservationIgnored private(set) var tripGone = false
  @ObservationIgnored private var observation: TripStoreObservation?
  /// The screen's pending work: closing itself, reports after a render, the router's answers and
  /// the day plan (they share it).
  @ObservationIgnored let work: ScreenWork
  @ObservationIgnored private let reader: TripDetailRowReader
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
  private static func read(
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
  private static func read(
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

  // MARK: - Stops

  /// Selects the stop `id` (nil clears the selection).
  func selectStop(_ id: Stop.ID?) {
    guard id != state.selectedStopID else { return }
    var next = state
    next.selectedStopID = id
    next.selectedIndex = id.flatMap(index(of:))
    state = next
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
    state = next
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
    let pending = state.pendingDeletion
    state.pendingDeletion = nil
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

  /// Zooms the map in (`1`) or out (`-1`) one step, centred on the selected stop (the middle of
  /// the route without one).
  func zoomMap(by steps: Int) {
    let coordinates = state.content.outline.coordinates
    let selected = selectedIndex.flatMap { coordinates.indices.contains($0) ? coordinates[$0] : nil }
    state.mapViewport = state.mapViewport.zoomed(by: steps, around: selected)
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
    if next != state { state = next }
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
    state = next
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

  private func closeMissingTrip(_ message: String) {
    report(.error(message))
    router.closeDeletedTrip()
  }

  private func closeDeletedTrip(named name: String, silently: Bool) {
    tripGone = true
    observation = nil
    if state.isAskingToLeave { answerLeave(true) }
    state.pendingDeletion = nil
    state.movePrompt = nil
    if !silently { report(.notice(TripDetailCopy.deletedElsewhere(name))) }
    router.closeDeletedTrip()
  }

  // MARK: - Helpers

  /// The position of the stop `id` on the trip (looked for from the selection outwards).
  private func index(of id: Stop.ID) -> Int? {
    TripDetailInteractor.index(of: id, in: state.content.outline.ids, near: state.selectedIndex ?? 0)
  }

  /// The selected stop's position on the trip.
  private var selectedIndex: Int? {
    state.selectedStopID == nil ? nil : state.selectedIndex
  }

  /// The selected stop (its name read from its page).
  private var selectedStop: Stop? {
    guard let index = selectedIndex, let stop = reader.stop(at: index), stop.id == state.selectedStopID
    else { return nil }
    return stop
  }

  /// How many stops the trip has.
  private var stopCount: Int { state.content.count }

  func update(nameText: String, nameProblem: String?) {
    if state.nameText != nameText { state.nameText = nameText }
    if state.nameProblem != nameProblem { state.nameProblem = nameProblem }
  }
}
