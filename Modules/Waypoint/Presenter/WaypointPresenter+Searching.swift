import PlaceSearch

// MARK: - Searching

extension WaypointPresenter {
  /// The "Search" field changed: search again after the debounce, superseding the search in flight.
  /// The first result of the last search is no longer highlighted: Enter now waits for this one's.
  func updateQuery(_ text: String) {
    guard text != state.query, state.notice == nil else { return }
    mutate { state in
      state.query = text
      if state.chosenAutomatically {
        state.chosen = nil
        state.chosenAutomatically = false
      }
    }
    startSearch(after: debounce)
  }

  func startSearch(after delay: Duration) {
    searchTask?.cancel()
    searchGeneration += 1
    let generation = searchGeneration
    let query = state.query
    mutate { $0.isSearching = true }
    // The deadline is taken now, on the main actor, so the debounce runs from the keystroke.
    let wait = delay > .zero ? startWait(delay) : nil
    searchTask = work.run { [weak self, interactor] in
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
  }

  /// A sleep until `delay` from now on `clock`.
  static func sleep<C: Clock<Duration>>(
    on clock: C, for delay: Duration
  ) -> @Sendable () async throws -> Void {
    let deadline = clock.now.advanced(by: delay)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }

  private func finishSearch(generation: Int, outcome: Result<WaypointSearchResults, any Error>) {
    guard generation == searchGeneration else { return }
    searchTask = nil
    mutate { $0.isSearching = false }
    switch outcome {
    case .success(let found):
      mutate { state in
        state.results = found
        if let place = state.chosen, !found.places.contains(where: { $0.id == place.id }) {
          state.chosen = nil
        }
        if state.chosen == nil || state.chosenAutomatically, let first = found.places.first {
          state.chosen = first  // the first result is highlighted at once: Enter uses it
          state.chosenAutomatically = true
        }
      }
      if let place = state.chosen { interactor.remember(query: found.query, chosen: place) }
    case .failure(let error):
      if !(error is CancellationError) {
        mutate { $0.results = WaypointSearchResults(query: $0.query, places: [], failed: true) }
        report(.error(WaypointCopy.searchFailed(error)))
      }
    }
    if state.submitsWhenSearched {
      // An Enter typed before these results arrived: it uses the first of them.
      mutate { $0.submitsWhenSearched = false }
      if state.chosen != nil {
        useChosen()
      } else {
        report(.error(WaypointCopy.noResultsFor(state.query, area: state.results.area)))
      }
    }
  }
}
