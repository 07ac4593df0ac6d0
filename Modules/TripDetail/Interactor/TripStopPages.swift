import TripModels

/// A trip's stops loaded a page at a time (see ``KeyedPages``): the detail screen never asks the
/// store for every stop, so a trip of 100,000 stops costs its header and the few pages the screen
/// shows. Keys are valid until the trip changes: ``KeyedPages/reset(count:)`` forgets them.
typealias TripStopPages = KeyedPages<StopListEntry, StopPageDirection>

extension KeyedPages where Entry == StopListEntry {
  /// The stop at `index`, loading its page if needed; nil outside `0..<count`.
  func stop(at index: Int) throws -> Stop? {
    try entry(at: index)?.stop
  }

  /// The position of the stop `id` if a cached page holds it; nil otherwise.
  func cachedIndex(of id: Stop.ID) -> Int? {
    cachedIndex { $0.stop.id == id }
  }

  /// How many stops have been loaded from the store in total (for tests and benchmarks).
  var loadedStopCount: Int { loadedCount }
}
