import TripModels

/// A trip's stops loaded a page at a time, keeping only the pages around what was read last.
///
/// The detail screen never asks the store for every stop: a trip of 100,000 stops costs its header
/// and the few pages the screen shows. A page is read by key from the nearest place whose key is
/// known — a cached page's edge or either end of the trip — so the last page costs what the first
/// costs. Keys are valid until the trip changes: ``reset(count:)`` forgets
/// them. Pages are evicted least-recently-used beyond ``capacity``.
@MainActor
final class TripStopPages {
  /// Reads stops by key, in trip order.
  typealias Loader = @MainActor (StopPageRequest) throws -> [StopListEntry]

  /// Stops per page.
  let pageSize: Int
  /// The most pages kept at once.
  let capacity: Int
  /// How many stops the trip has (as of the last ``reset(count:)``).
  private(set) var count = 0
  /// How many stops have been loaded from the store in total (for tests and benchmarks).
  private(set) var loadedStopCount = 0

  private let load: Loader
  private var pages: [Int: Page] = [:]
  private var useClock: UInt64 = 0

  private struct Page {
    var entries: [StopListEntry]
    var lastUse: UInt64
  }

  /// Creates an empty cache over `load`.
  init(pageSize: Int = 64, capacity: Int = 8, load: @escaping Loader) {
    self.pageSize = max(1, pageSize)
    self.capacity = max(1, capacity)
    self.load = load
  }

  // MARK: - Reading

  /// The stop at `index`, loading its page if needed; nil outside `0..<count`.
  func stop(at index: Int) throws -> Stop? {
    guard index >= 0, index < count else { return nil }
    let page = index / pageSize
    let entries = try entries(onPage: page)
    let slot = index - page * pageSize
    return slot < entries.count ? entries[slot].stop : nil
  }

  /// The position of the stop `id` if a cached page holds it; nil otherwise.
  func cachedIndex(of id: Stop.ID) -> Int? {
    for (number, page) in pages {
      if let slot = page.entries.firstIndex(where: { $0.stop.id == id }) {
        return number * pageSize + slot
      }
    }
    return nil
  }

  /// How many pages are held now.
  var cachedPageCount: Int { pages.count }

  /// Forgets every page and key and records the trip's new length.
  func reset(count: Int) {
    self.count = max(0, count)
    pages = [:]
  }

  // MARK: - Pages

  private func entries(onPage number: Int) throws -> [StopListEntry] {
    useClock += 1
    if var page = pages[number] {
      page.lastUse = useClock
      pages[number] = page
      return page.entries
    }
    var entries: [StopListEntry] = []
    for request in requests(forPage: number) where request.limit > 0 {
      entries += try load(request)
    }
    loadedStopCount += entries.count
    pages[number] = Page(entries: entries, lastUse: useClock)
    evictIfNeeded()
    return entries
  }

  /// The cheapest reads that return page `number`: from the known key nearest to it.
  private func requests(forPage number: Int) -> [StopPageRequest] {
    let start = number * pageSize
    let end = min(count, start + pageSize)
    guard end > start else { return [] }
    var best = (
      cost: start, reads: [StopPageRequest(anchor: nil, direction: .forward, skip: start, limit: end - start)]
    )
    if count - end < best.cost {
      best = (
        count - end,
        [StopPageRequest(anchor: nil, direction: .backward, skip: count - end, limit: end - start)]
      )
    }
    var known: [Int: Int64] = [:]
    for (page, cached) in pages {
      if let first = cached.entries.first { known[page * pageSize] = first.key }
      if let last = cached.entries.last { known[page * pageSize + cached.entries.count - 1] = last.key }
    }
    for (index, key) in known {
      let reads: [StopPageRequest]
      let cost: Int
      if index < start {
        cost = start - index - 1
        reads = [StopPageRequest(anchor: key, direction: .forward, skip: cost, limit: end - start)]
      } else if index >= end {
        cost = index - end
        reads = [StopPageRequest(anchor: key, direction: .backward, skip: cost, limit: end - start)]
      } else {
        // The key is on the page: the stops before it (up to and including it), then those after.
        cost = 0
        reads = [
          StopPageRequest(
            anchor: key == .max ? nil : key + 1, direction: .backward, limit: index - start + 1),
          StopPageRequest(anchor: key, direction: .forward, limit: end - index - 1),
        ]
      }
      if cost < best.cost { best = (cost, reads) }
    }
    return best.reads
  }

  private func evictIfNeeded() {
    while pages.count > capacity,
      let oldest = pages.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
    {
      pages[oldest] = nil
    }
  }
}
