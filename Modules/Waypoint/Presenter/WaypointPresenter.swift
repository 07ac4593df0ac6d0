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
  /// The screen's state (observed: a view that read it re-renders when it changes). Set by the
  /// presenter only (here and in `WaypointPresenter+Fields.swift`).
  var state: WaypointState

  /// What the screen shows: a pure function of ``state``.
  var viewModel: WaypointViewModel { WaypointViewModel(state: state) }

  /// The screen title, "Stop: NAME", or "New stop" before a new stop is stored (cheaper than the
  /// whole ``viewModel``).
  var title: String { WaypointViewModel.title(for: state) }

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
    var state = WaypointState(isDraft: interactor.target.isDraft)
    if case .found(let stop) = interactor.loadStop() {
      state.stop = stop
      let name = stop.waypoint?.name ?? ""
      state.query = name == WaypointCopy.newStopName ? "" : name
      if let waypoint = stop.waypoint {
        state.fields = .showing(name: waypoint.name, note: waypoint.note)
      }
    }
    self.state = state
  }

  isolated deinit {
    searchTask?.cancel()
    discardAnswer?.resolve(true)
    for waiter in idleWaiters { waiter.resume() }
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
    if state.stop == nil {
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
    let choiceWouldBeLost = state.chosen != nil && !state.chosenAutomatically
    let draftWouldBeLost = interactor.target.isDraft && state.fields.hasText
    guard choiceWouldBeLost || draftWouldBeLost, state.notice == nil else { return nil }
    discardAnswer?.resolve(false)
    let question = PendingAnswer()
    discardAnswer = question
    state.isAskingToDiscard = true
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
    searchTask == nil && (leaveTask == nil || state.isAskingToDiscard)
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
    guard text != state.query, state.notice == nil else { return }
    state.query = text
    startSearch(after: debounce)
  }

  /// The list selection changed.
  func select(_ rowID: WaypointRow.ID?) {
    guard state.notice == nil else { return }
    state.chosen = rowID.flatMap { id in state.results.places.first { $0.id == id } }
    state.chosenAutomatically = false
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
    guard let place = state.chosen, state.notice == nil else {
      report(.error(WaypointViewModel.useBlocker(in: state)))
      return
    }
    do {
      let name = interactor.stopName(for: place, typed: state.fields.typedName)
      let saved = try interactor.apply(place, name: name, note: state.fields.note)
      state.isDraft = interactor.target.isDraft
      state.chosen = nil
      state.stop?.waypoint = saved
      state.fields = .showing(name: saved.name, note: saved.note)
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
    state.isAskingToDiscard = false
    if discard { state.chosen = nil }
    let answer = discardAnswer
    discardAnswer = nil
    answer?.resolve(discard)
  }

  // MARK: - Searching

  private func startSearch(after delay: Duration) {
    searchTask?.cancel()
    searchGeneration += 1
    let generation = searchGeneration
    let query = state.query
    state.isSearching = true
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
    state.isSearching = false
    switch outcome {
    case .success(let found):
      state.results = found
      if let place = state.chosen, !found.places.contains(where: { $0.id == place.id }) {
        state.chosen = nil
      }
      if state.chosen == nil || state.chosenAutomatically, let first = found.places.first {
        state.chosen = first  // the first result is highlighted at once: Enter uses it
        state.chosenAutomatically = true
      }
    case .failure(let error):
      if !(error is CancellationError) {
        state.results = WaypointSearchResults(query: state.query, places: [])
        report(.error(WaypointCopy.searchFailed(error)))
      }
    }
    resumeIdleWaiters()
  }

  // MARK: - Store changes

  private func storeChanged(_ change: TripStoreChange) {
    guard state.notice == nil, interactor.concernsStop(change) else { return }
    // Whoever deleted the stop or trip in this process reports it; only another process's deletion
    // is announced here.
    handle(interactor.loadStop(), silently: !change.isExternal)
  }

  private func handle(_ load: WaypointLoad, silently: Bool = false) {
    switch load {
    case .found(let current):
      let previous = state.stop?.waypoint
      state.stop = current
      if let waypoint = current.waypoint, let previous {
        // Changed elsewhere (another process, undo): show it, unless the field holds unsaved text.
        if state.fields.name == previous.name, state.fields.nameProblem == nil {
          state.fields.name = waypoint.name
        }
        if state.fields.note == previous.note, state.fields.noteProblem == nil {
          state.fields.note = waypoint.note
        }
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

  private func dataDisappeared(_ message: String, tripGone: Bool, silently: Bool) {
    state.notice = message
    state.chosen = nil
    searchTask?.cancel()
    searchTask = nil
    state.isSearching = false
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
