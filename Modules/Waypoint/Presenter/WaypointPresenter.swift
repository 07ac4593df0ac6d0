import Foundation
import Geo
import Observation
import PlaceSearch
import Routes
import TripModels

/// The stop editor's presenter: owns what the screen shows and turns the user's intents into searches,
/// saves and navigation.
///
/// Searching: every query change cancels the search in flight and starts a new one after `debounce`;
/// a search only publishes its results if it is still the newest one, so an old, slow search can never
/// overwrite newer results. ``settle()`` waits for the search in flight (the script command `wait`).
@MainActor
@Observable
final class WaypointPresenter {
  // MARK: - Observed state

  private(set) var query: String
  /// The Name and Note fields (their intents are in `WaypointPresenter+Fields.swift`).
  var fields = WaypointFields()
  /// The stop as stored (its trip's name only, for a new stop not stored yet).
  var stop: WaypointDraft?
  private var results = WaypointSearchResults.empty {
    didSet { rows = Self.rows(for: results.places) }
  }
  /// The result rows, made once per result list (labels are checked against each other).
  private var rows: [WaypointRow] = []
  private var isSearching = false
  /// The result the user picked and has not applied yet (or the first result, highlighted when the
  /// results arrived).
  private var chosen: Place?
  /// Whether `chosen` is only the automatic highlight of the first result (nothing to lose).
  private var chosenAutomatically = false
  private var discardPrompt: String?
  /// Why the editor cannot be used any more (the stop or trip was deleted elsewhere).
  private(set) var notice: String?

  // MARK: - Collaborators and bookkeeping

  @ObservationIgnored let interactor: WaypointInteractor
  @ObservationIgnored private let router: WaypointRouter
  @ObservationIgnored let report: @MainActor (StatusMessage) -> Void
  @ObservationIgnored private let debounce: Duration
  /// Starts a wait of the given length on the injected clock, timed from the call.
  @ObservationIgnored private let startWait: (Duration) -> @Sendable () async throws -> Void
  @ObservationIgnored private var observation: TripStoreObservation?
  @ObservationIgnored private var searchTask: Task<Void, Never>?
  /// Every search started and not yet awaited, superseded ones included.
  @ObservationIgnored private var startedSearches: [Task<Void, Never>] = []
  @ObservationIgnored private var searchGeneration = 0
  @ObservationIgnored private var leaveTask: Task<Void, Never>?
  @ObservationIgnored private var discardAnswer: PendingAnswer?
  @ObservationIgnored private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// Creates a presenter; call ``start()`` once it is wired to its view.
  init(
    interactor: WaypointInteractor, router: WaypointRouter, debounce: Duration,
    clock: some Clock<Duration> = ContinuousClock(),
    report: @escaping @MainActor (StatusMessage) -> Void
  ) {
    self.interactor = interactor
    self.router = router
    self.debounce = debounce
    self.startWait = { delay in Self.sleep(on: clock, for: delay) }
    self.report = report
    let load = interactor.loadStop()
    if case .found(let stop) = load {
      self.stop = stop
      let name = stop.waypoint?.name ?? ""
      self.query = name == WaypointCopy.newStopName ? "" : name
      if let waypoint = stop.waypoint {
        fields = .showing(name: waypoint.name, note: waypoint.note)
      }
    } else {
      self.query = ""
    }
  }

  isolated deinit {
    searchTask?.cancel()
    discardAnswer?.resolve(true)
    for waiter in idleWaiters { waiter.resume() }
  }

  // MARK: - View-model

  /// The screen title, "Stop: NAME", or "New stop" before a new stop is stored (cheaper than the
  /// whole ``viewModel``).
  var title: String {
    if stop != nil, interactor.target.isDraft { return WaypointCopy.newStopTitle }
    return WaypointCopy.title(stop?.waypoint?.name ?? "—")
  }

  /// What the screen shows now.
  var viewModel: WaypointViewModel {
    let rows = rows
    let selectedIndex = chosen.flatMap { place in rows.firstIndex { $0.id == place.id } }
    let selectedRow = selectedIndex.map { rows[$0] }
    let canUse = selectedRow != nil && notice == nil
    return WaypointViewModel(
      title: title,
      query: query,
      queryLimit: WaypointInteractor.queryLimit,
      name: fields.name,
      note: fields.note,
      namePlaceholder: interactor.target.isDraft
        ? WaypointCopy.draftNamePlaceholder : WaypointCopy.namePlaceholder,
      fieldProblem: fields.nameProblem ?? fields.noteProblem,
      rows: rows,
      selectedRowID: selectedRow?.id,
      placeholder: placeholder(hasRows: !rows.isEmpty),
      countLine: WaypointCopy.count(selected: selectedIndex.map { $0 + 1 }, of: rows.count),
      choiceLine: selectedRow == nil ? nil : chosen.map { WaypointCopy.choice(Self.shortName($0)) },
      canUse: canUse,
      useDisabledReason: canUse ? nil : useBlocker,
      discardPrompt: discardPrompt,
      notice: notice)
  }

  /// One row per place: "Springfield, Illinois, United States · 39.80°N 89.64°W · 114K", with
  /// narrower variants, no two alike.
  private static func rows(for places: [Place]) -> [WaypointRow] {
    zip(places, PlaceLabel.labels(for: places)).map { place, label in
      WaypointRow(id: place.id, text: label.text, variants: label.variants)
    }
  }

  /// Why "Use this" cannot apply anything now.
  private var useBlocker: String {
    if let notice { return notice }
    if isSearching && results.places.isEmpty { return WaypointCopy.waitForResults }
    return results.places.isEmpty ? WaypointCopy.nothingToUse : WaypointCopy.useDisabledReason
  }

  /// "Kyoto, JP" (in the script searched: "奈良, JP"), or just the name without a country (a typed
  /// coordinate).
  private static func shortName(_ place: Place) -> String {
    let name = place.match == .alternateName ? place.alternateName ?? place.name : place.name
    return place.countryCode.isEmpty ? name : "\(name), \(place.countryCode)"
  }

  private func placeholder(hasRows: Bool) -> String? {
    guard !hasRows, notice == nil else { return nil }
    if isSearching { return WaypointCopy.searching }
    if query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      return WaypointCopy.emptyQueryHint
    }
    return WaypointCopy.noResults
  }

  // MARK: - Lifecycle

  /// Registers the navigation guard, starts observing the store and searches for the pre-filled name.
  func start() {
    router.guardLeaving { [weak self] in
      guard let question = self?.askToLeave() else { return true }
      return await question.value()
    }
    observation = interactor.observeChanges { [weak self] change in
      self?.storeChanged(change)
    }
    if stop == nil {
      handle(interactor.loadStop())
    } else {
      startSearch(after: .zero)
    }
  }

  /// The navigation guard: leaving with an unapplied choice asks "Discard changes? (y/n)".
  ///
  /// Only the question is awaited, not this presenter, so a screen released while asking is
  /// deallocated (and its question answered yes).
  func askToLeave() -> PendingAnswer? {
    let choiceWouldBeLost = chosen != nil && !chosenAutomatically
    let draftWouldBeLost = interactor.target.isDraft && fields.hasText
    guard choiceWouldBeLost || draftWouldBeLost, notice == nil else { return nil }
    discardAnswer?.resolve(false)
    let question = PendingAnswer()
    discardAnswer = question
    discardPrompt = WaypointCopy.discardPrompt
    resumeIdleWaiters()
    return question
  }

  /// Waits until no search is in flight and no navigation this screen started is pending (a pending
  /// "Discard changes?" question counts as settled: it waits for the user).
  func settle() async {
    while !isIdle {
      await withCheckedContinuation { idleWaiters.append($0) }
    }
  }

  /// Returns once every search started so far has finished, superseded ones included (their
  /// answers are then known to have been dropped).
  func untilSearchesFinished() async {
    let searches = startedSearches
    startedSearches = []
    for search in searches { await search.value }
  }

  /// Waits until the screen has finished closing itself, if it is (not for a search).
  func settleLeaving() async {
    await leaveTask?.value
  }

  private var isIdle: Bool {
    searchTask == nil && (leaveTask == nil || discardPrompt != nil)
  }

  private func resumeIdleWaiters() {
    guard isIdle else { return }
    let waiters = idleWaiters
    idleWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  // MARK: - Intents

  /// The "Search" field changed: search again after the debounce, superseding the search in flight.
  func updateQuery(_ text: String) {
    guard text != query, notice == nil else { return }
    query = text
    startSearch(after: debounce)
  }

  /// The list selection changed.
  func select(_ rowID: WaypointRow.ID?) {
    guard notice == nil else { return }
    chosen = rowID.flatMap { id in results.places.first { $0.id == id } }
    chosenAutomatically = false
  }

  /// Enter on a result: choose it and apply it.
  func activate(_ rowID: WaypointRow.ID) {
    select(rowID)
    useChosen()
  }

  /// "Use this": save the chosen place on the stop (a new stop is stored now), say "Saved" and go
  /// back. The stop keeps a name typed in Name; else it is named after the place, in the script it
  /// was searched in.
  func useChosen() {
    guard let place = chosen, notice == nil else {
      report(.error(useBlocker))
      return
    }
    do {
      let name = interactor.stopName(for: place, typed: fields.typedName)
      let saved = try interactor.apply(place, name: name, note: fields.note)
      chosen = nil
      stop?.waypoint = saved
      fields = .showing(name: saved.name, note: saved.note)
      report(.notice(WaypointCopy.saved))
      leave()
    } catch {
      failed(error)
    }
  }

  /// Reports a change that could not be saved; a stop or trip gone closes the editor.
  func failed(_ error: WaypointError) {
    switch error {
    case .tripMissing, .stopMissing: handle(interactor.loadStop())
    case .notSaved, .invalid: report(.error(error.description))
    }
  }

  /// "Cancel" / Esc: go back (the guard asks first if a choice would be lost).
  func cancel() {
    leave()
  }

  /// The answer to "Discard changes? (y/n)": yes drops the choice and lets the screen go.
  func answerDiscard(_ discard: Bool) {
    discardPrompt = nil
    if discard { chosen = nil }
    let answer = discardAnswer
    discardAnswer = nil
    answer?.resolve(discard)
  }

  // MARK: - Searching

  private func startSearch(after delay: Duration) {
    searchTask?.cancel()
    searchGeneration += 1
    let generation = searchGeneration
    let query = query
    isSearching = true
    // The deadline is taken now, on the main actor, so the debounce runs from the keystroke.
    let wait = delay > .zero ? startWait(delay) : nil
    searchTask = Task { [weak self, interactor] in
      if let wait {
        do { try await wait() } catch { return }
      }
      let outcome: Result<WaypointSearchResults, any Error>
      do {
        outcome = .success(try await interactor.search(query))
      } catch {
        outcome = .failure(error)
      }
      self?.finishSearch(generation: generation, outcome: outcome)
    }
    if let searchTask { startedSearches.append(searchTask) }
  }

  /// A sleep until `delay` from now on `clock`.
  private static func sleep<C: Clock<Duration>>(
    on clock: C, for delay: Duration
  ) -> @Sendable () async throws -> Void {
    let deadline = clock.now.advanced(by: delay)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }

  private func finishSearch(generation: Int, outcome: Result<WaypointSearchResults, any Error>) {
    guard generation == searchGeneration else { return }
    searchTask = nil
    isSearching = false
    switch outcome {
    case .success(let found):
      results = found
      if let place = chosen, !found.places.contains(where: { $0.id == place.id }) {
        chosen = nil
      }
      if chosen == nil || chosenAutomatically, let first = found.places.first {
        chosen = first  // the first result is highlighted at once: Enter uses it
        chosenAutomatically = true
      }
    case .failure(let error):
      if !(error is CancellationError) {
        results = WaypointSearchResults(query: query, places: [])
        report(.error("search failed: \(error) — edit the search to try again"))
      }
    }
    resumeIdleWaiters()
  }

  // MARK: - Store changes

  private func storeChanged(_ change: TripStoreChange) {
    guard notice == nil, interactor.concernsStop(change) else { return }
    // Whoever deleted the stop or trip in this process reports it; only another process's deletion
    // is announced here.
    handle(interactor.loadStop(), silently: !change.isExternal)
  }

  private func handle(_ load: WaypointLoad, silently: Bool = false) {
    switch load {
    case .found(let current):
      let previous = stop?.waypoint
      stop = current
      if let waypoint = current.waypoint, let previous {
        // Changed elsewhere (another process, undo): show it, unless the field holds unsaved text.
        if fields.name == previous.name, fields.nameProblem == nil { fields.name = waypoint.name }
        if fields.note == previous.note, fields.noteProblem == nil { fields.note = waypoint.note }
      }
    case .tripMissing:
      dataDisappeared(WaypointCopy.tripDeleted(stop?.tripName), tripGone: true, silently: silently)
    case .stopMissing:
      dataDisappeared(
        WaypointCopy.stopDeleted(stop?.waypoint?.name), tripGone: false, silently: silently)
    case .unreadable(let message):
      report(.error(message))
    }
  }

  private func dataDisappeared(_ message: String, tripGone: Bool, silently: Bool) {
    notice = message
    chosen = nil
    searchTask?.cancel()
    searchTask = nil
    isSearching = false
    answerDiscard(true)
    if !silently { report(.notice(message)) }
    if tripGone {
      router.closeTrip()
    } else {
      router.closeStop(interactor.target.stopID)
    }
    resumeIdleWaiters()
  }

  // MARK: - Navigation

  private func leave() {
    guard leaveTask == nil else { return }
    leaveTask = Task { [weak self, router] in
      await router.close()
      self?.leaveTask = nil
      self?.resumeIdleWaiters()
    }
  }
}
