import Geo
import Observation
import PlaceSearch
import Routes
import TripModels

import class TextUI.ScreenWork

/// The stop editor's presenter: owns what the screen shows and turns the user's intents into searches,
/// one save and navigation.
///
/// The editor is a draft: the Name and Note typed, and a place chosen after a search, are stored
/// together, as one change, by Done (or by using a place); Cancel — or Esc and "Discard changes? y"
/// — leaves the store and its history as if the editor had never opened. An existing stop's editor
/// opens showing where the stop is, with nothing searched: Enter then is Done.
///
/// Searching: every query change cancels the search in flight and starts a new one after `debounce`;
/// a search only publishes its results if it is still the newest one. Enter in Search while a search
/// is in flight is kept and uses the first result when it arrives. Every search, look-up and
/// navigation runs as tracked ``work``: the screen's `settle` awaits it.
@MainActor
@Observable
final class WaypointPresenter {
  /// The screen's state (observed: a view that read it re-renders when it changes). The presenter's
  /// extensions change it through ``mutate(_:)``.
  private(set) var state: WaypointState

  /// What the screen shows: a pure function of ``state``.
  var viewModel: WaypointViewModel { WaypointViewModel(state: state) }

  /// The screen title, "Stop: NAME", or "New stop" before a new stop is stored (cheaper than the
  /// whole ``viewModel``).
  var title: String { WaypointViewModel.title(for: state) }

  // MARK: - Collaborators and bookkeeping

  @ObservationIgnored let interactor: WaypointInteractor
  @ObservationIgnored let router: WaypointRouter
  @ObservationIgnored let report: @MainActor (StatusMessage) -> Void
  @ObservationIgnored let debounce: Duration
  /// The screen's pending work: searches, the nearby look-up, closing itself.
  @ObservationIgnored let work: ScreenWork
  /// Starts a wait of the given length on the injected clock, timed from the call.
  @ObservationIgnored let startWait: (Duration) -> @Sendable () async throws -> Void
  @ObservationIgnored private var observation: TripStoreObservation?
  /// The newest search, to cancel when a newer one supersedes it.
  @ObservationIgnored var searchTask: Task<Void, Never>?
  /// Whether the store poll is making a change that waited for the lock (``retryWaitingSave()``).
  @ObservationIgnored var isRetryingSave = false
  @ObservationIgnored var searchGeneration = 0
  /// The look-up of the place the stop is near (an existing stop's "now at" line).
  @ObservationIgnored var nearbyTask: Task<Void, Never>?
  /// Whether the screen is closing itself (it closes once).
  @ObservationIgnored private var isLeaving = false
  /// Answers "Discard changes? (y/n)" while it is asked.
  @ObservationIgnored private var discardAnswer: (@MainActor (Bool) -> Void)?
  /// Set by Cancel: leaving then drops the draft without asking.
  @ObservationIgnored private var isDiscarding = false

  /// Creates a presenter; call ``start()`` once it is wired to its view.
  init(
    interactor: WaypointInteractor, router: WaypointRouter, work: ScreenWork, debounce: Duration,
    clock: some Clock<Duration> = ContinuousClock(),
    report: @escaping @MainActor (StatusMessage) -> Void
  ) {
    self.interactor = interactor
    self.router = router
    self.debounce = debounce
    self.work = work
    self.startWait = { delay in Self.sleep(on: clock, for: delay) }
    self.report = report
    self.state = WaypointState(isDraft: interactor.target.isDraft, units: interactor.units)
  }

  isolated deinit {
    searchTask?.cancel()
    nearbyTask?.cancel()
    discardAnswer?(true)
  }

  // MARK: - Lifecycle

  /// Reads the stop, registers the navigation guard, starts observing the store and looks up the
  /// place an existing stop is near.
  func start() {
    handle(interactor.loadStop())
    router.guardLeaving { [weak self, work] in
      guard let question = self?.askToLeave() else { return true }
      return await work.ask(question)
    }
    observation = interactor.observeChanges { [weak self] change in
      self?.storeChanged(change)
    }
    if let stop = state.stop?.waypoint { lookUpNearby(stop.coordinate) }
  }

  /// The navigation guard: leaving with something typed or chosen and not stored asks "Discard
  /// changes? (y/n)"; Cancel leaves without asking.
  ///
  /// Returns the question to ask (``ScreenWork/ask(_:)`` shows it and waits for the answer), nil
  /// to leave without asking. Only the question is awaited, not this presenter, so a screen
  /// released while asking is deallocated (and its question answered yes).
  func askToLeave() -> ((@escaping @MainActor (Bool) -> Void) -> Void)? {
    guard !isDiscarding, state.hasUnsavedChanges, state.notice == nil else { return nil }
    discardAnswer?(false)
    discardAnswer = nil
    state.isAskingToDiscard = true
    return { [weak self] answer in self?.discardAnswer = answer }
  }

  /// Changes the state through `change`, stored only when it differs (how the presenter's extensions
  /// in other files change it).
  func mutate(_ change: (inout WaypointState) -> Void) {
    var next = state
    change(&next)
    if next != state { state = next }
  }

  // MARK: - Intents

  /// The list selection changed: a place chosen by hand.
  func select(_ rowID: WaypointRow.ID?) {
    guard state.notice == nil else { return }
    var rowID = rowID
    if let offer = state.farAwayOffer, state.chosen?.id == state.farAwayWarned, rowID != state.farAwayWarned,
      rowID != nil
    {
      rowID = offer  // the warning said "↓ for" the nearer namesake: the move goes there
    }
    state.farAwayOffer = nil
    state.chosen = rowID.flatMap { id in state.results.places.first { $0.id == id } }
    state.chosenAutomatically = false
    if let place = state.chosen { interactor.remember(query: state.results.query, chosen: place) }
  }

  /// Enter on a result: choose it and use it.
  func activate(_ rowID: WaypointRow.ID) {
    select(rowID)
    useChosen()
  }

  /// Enter in Search: nothing searched is Done (an existing stop) — Enter never moves a stop to a
  /// place nobody searched for; while a search is in flight the Enter is kept for its results;
  /// otherwise the highlighted result is used.
  func submitSearch() {
    guard state.notice == nil else { return }
    if state.query.trimmingWhitespace().isEmpty {
      if state.isDraft {
        report(.error(WaypointCopy.emptyQueryHint))
      } else {
        done()
      }
    } else if state.isSearching {
      guard !state.submitsWhenSearched else { return }
      state.submitsWhenSearched = true
      // Navigation work: the keys after this Enter go to the screen its results lead to.
      work.run(.navigation) { [weak self] in
        while let self, self.state.submitsWhenSearched, let search = self.searchTask { await search.value }
      }
    } else {
      useChosen()
    }
  }

  /// "Use this": stores the chosen place with the Name and Note typed, as one change (a new stop is
  /// inserted now), says what happened and goes back. The stop keeps a name typed in Name; else it
  /// is named after the place, in the script it was searched in.
  func useChosen() {
    state.waitingSave = nil  // a new attempt; a refusal for the lock marks it waiting again
    guard let place = state.chosen, state.notice == nil else {
      let foundNothing =
        state.notice == nil && !state.isSearching && !state.results.failed && state.results.places.isEmpty
        && !state.query.trimmingWhitespace().isEmpty
      // Enter on a search that found nothing says what to try instead.
      report(
        .error(
          foundNothing
            ? WaypointCopy.noResultsFor(state.query, area: state.results.area)
            : WaypointViewModel.useBlocker(in: state)))
      return
    }
    if state.chosenAutomatically, state.farAwayWarned != place.id,
      let meters = interactor.distanceIfFar(place)
    {
      // A top result this far from the stops around it is usually a namesake: say so; Enter again
      // uses it. (A row chosen with ↑/↓ is the person's own choice.)
      state.farAwayWarned = place.id
      let namesake = interactor.nearestNamesake(of: place, among: state.results.places)
      state.farAwayOffer = namesake?.place.id
      report(
        .notice(
          WaypointCopy.farAway(
            regionalName(of: place), state.units.format(meters: meters),
            namesake: namesake.map { (regionalName(of: $0.place), state.units.format(meters: $0.meters)) })))
      return
    }
    guard let stay = state.fields.stay else {
      report(.error(state.fields.stayFieldsProblem ?? ""))
      return
    }
    let before = state.stop?.waypoint
    do {
      let name = interactor.stopName(for: place, typed: state.fields.typedName)
      let saved = try interactor.apply(place, name: name, note: state.fields.note, stay: stay)
      state.isDraft = interactor.target.isDraft
      state.chosen = nil
      state.stop?.waypoint = saved
      state.fields = .showing(name: saved.name, note: saved.note, stay: saved.stay)
      report(
        .notice(
          before == nil && interactor.anchorWasDeleted
            ? WaypointCopy.addedAtEnd(saved.name)
            : WaypointCopy.placed(saved.name, movedFrom: before, to: saved, units: state.units)))
      leave()
    } catch .locked {
      waitForLock(.useChosen)
    } catch {
      failed(error)
    }
  }

  /// `place` as the status line names it, with its row's tiebreak.
  private func regionalName(of place: Place) -> String {
    WaypointViewModel.regionalName(place, tiebreak: state.rows.first { $0.id == place.id }?.tiebreak)
  }

  /// Done: stores the Name, Note, Nights and Visit typed (and a place chosen by hand) as one change,
  /// and goes back;
  /// with nothing changed, just goes back.
  func done() {
    state.waitingSave = nil  // a new attempt; a refusal for the lock marks it waiting again
    guard state.notice == nil else {
      leave()
      return
    }
    if state.chosen != nil && !state.chosenAutomatically {
      useChosen()
      return
    }
    guard !state.isDraft else {
      leave()  // a new stop without a place: nothing to store (the guard asks about typed text)
      return
    }
    guard let stay = state.fields.stay else {
      report(.error(state.fields.stayFieldsProblem ?? ""))
      return
    }
    do {
      if let saved = try interactor.save(name: state.fields.name, note: state.fields.note, stay: stay) {
        state.stop?.waypoint = saved
        state.fields = .showing(name: saved.name, note: saved.note, stay: saved.stay)
        report(.notice(WaypointCopy.savedStop(saved.name)))
      }
      leave()
    } catch {
      if case .invalid = error { state.fields.nameProblem = error.description }
      failed(error)
    }
  }

  /// Reports a change that could not be saved; a stop or trip gone closes the editor.
  func failed(_ error: WaypointError) {
    switch error {
    case .tripMissing, .stopMissing:
      let load = interactor.loadStop()
      if case .found = load { report(.error(WaypointCopy.problem(error))) }  // never silent
      handle(load)
    case .notSaved, .invalid: report(.error(WaypointCopy.problem(error)))
    case .locked: waitForLock(.done)  // (using a place catches its own refusal)
    }
  }

  /// "Cancel": goes back, dropping everything typed or chosen here (nothing was stored).
  func cancel() {
    isDiscarding = true
    leave()
  }

  /// The answer to "Discard changes? (y/n)": yes drops the draft and lets the screen go.
  func answerDiscard(_ discard: Bool) {
    state.isAskingToDiscard = false
    if discard { state.chosen = nil }
    let answer = discardAnswer
    discardAnswer = nil
    answer?(discard)
  }

  // MARK: - Navigation

  func leave() {
    guard !isLeaving else { return }
    isLeaving = true
    work.run(.navigation) { [weak self, router] in
      await router.close()
      self?.isLeaving = false
      self?.isDiscarding = false
    }
  }
}
