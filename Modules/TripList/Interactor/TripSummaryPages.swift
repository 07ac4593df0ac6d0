import TripModels

/// Trip summaries loaded a page at a time (see ``KeyedPages``): a store of 100,000 trips costs one
/// count and the few pages the viewport touches, and a page at the bottom costs what a page at the
/// top costs.
typealias TripSummaryPages = KeyedPages<TripListEntry, TripPageDirection>

extension KeyedPages where Entry == TripListEntry {
  /// The summary at `index`, loading its page if needed; nil outside `0..<count`.
  func summary(at index: Int) throws -> TripSummary? {
    try entry(at: index)?.summary
  }

  /// The position of the trip `id` if a cached page holds it; nil otherwise.
  func cachedIndex(of id: Trip.ID) -> Int? {
    cachedIndex { $0.summary.id == id }
  }

  /// Remembers where a trip located by id is, so its page is read from there.
  func remember(_ position: TripListPosition) {
    remember(index: position.index, key: position.sortKey)
  }

  /// Whether any cached page holds one of `ids`.
  func isCached(anyOf ids: Set<Trip.ID>) -> Bool {
    isCached { ids.contains($0.summary.id) }
  }

  /// Reloads the cached pages that hold one of `ids` (an edit, not a move).
  /// - Returns: whether any cached row was reloaded.
  @discardableResult
  func reload(containing ids: Set<Trip.ID>) throws -> Bool {
    try reload { ids.contains($0.summary.id) }
  }

  /// How many summaries have been loaded from the store in total (for tests and benchmarks).
  var loadedSummaryCount: Int { loadedCount }
}
