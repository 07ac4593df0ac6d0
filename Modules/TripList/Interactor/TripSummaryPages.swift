import TripModels

/// Trip summaries loaded a page at a time, keeping only the pages around what was read last.
///
/// The list never asks the store for every summary: a store of 100,000 trips costs one count and
/// the few pages the viewport touches. A page is read by key from the nearest place whose sort key
/// is known — a cached page's edge, a trip located by id, or either end of the list — so a page at
/// the bottom costs what a page at the top costs. Pages are evicted least-recently-used beyond
/// ``capacity``.
@MainActor
final class TripSummaryPages {
  /// Reads summaries by key, in list order.
  typealias Loader = @MainActor (TripPageRequest) throws -> [TripListEntry]

  /// Rows per page.
  let pageSize: Int
  /// The most pages kept at once.
  let capacity: Int
  /// How many trips the list has (as of the last ``reset(count:)``).
  private(set) var count = 0
  /// How many summaries have been loaded from the store in total (for tests and benchmarks).
  private(set) var loadedSummaryCount = 0

  private let load: Loader
  private var pages: [Int: Page] = [:]
  /// Sort keys known at positions outside the cached pages (a trip located by id).
  private var anchors: [Int: Int64] = [:]
  private var useClock: UInt64 = 0

  private struct Page {
    var entries: [TripListEntry]
    var lastUse: UInt64
  }

  /// Creates an empty cache over `load`.
  init(pageSize: Int = 64, capacity: Int = 8, load: @escaping Loader) {
    self.pageSize = max(1, pageSize)
    self.capacity = max(1, capacity)
    self.load = load
  }

  // MARK: - Reading

  /// The summary at `index`, loading its page if needed; nil outside `0..<count`.
  func summary(at index: Int) throws -> TripSummary? {
    guard index >= 0, index < count else { return nil }
    let page = index / pageSize
    let entries = try entries(onPage: page)
    let slot = index - page * pageSize
    return slot < entries.count ? entries[slot].summary : nil
  }

  /// The position of the trip `id` if a cached page holds it; nil otherwise.
  func cachedIndex(of id: Trip.ID) -> Int? {
    for (number, page) in pages {
      if let slot = page.entries.firstIndex(where: { $0.summary.id == id }) {
        return number * pageSize + slot
      }
    }
    return nil
  }

  /// Remembers that the trip with `sortKey` is at `index`, so its page is read from there.
  func remember(_ position: TripListPosition) {
    guard position.index >= 0, position.index < count else { return }
    anchors[position.index] = position.sortKey
  }

  /// Whether any cached page holds one of `ids`.
  func isCached(anyOf ids: Set<Trip.ID>) -> Bool {
    pages.values.contains { page in page.entries.contains { ids.contains($0.summary.id) } }
  }

  /// How many pages are held now.
  var cachedPageCount: Int { pages.count }

  // MARK: - Invalidating

  /// Forgets every page and records the list's new length.
  func reset(count: Int) {
    self.count = max(0, count)
    pages = [:]
    anchors = [:]
  }

  /// Reloads the cached pages that hold one of `ids` (positions are unchanged: an edit, not a move).
  /// - Returns: whether any cached row was reloaded.
  @discardableResult
  func reload(containing ids: Set<Trip.ID>) throws -> Bool {
    let stale = pages.filter { _, page in page.entries.contains { ids.contains($0.summary.id) } }
    for (number, page) in stale {
      // Same positions, same keys: re-read the page from its own first key.
      guard let first = page.entries.first else { continue }
      pages[number]?.entries = try read([
        Self.request(from: first.sortKey, direction: .down, limit: page.entries.count)
      ])
    }
    return !stale.isEmpty
  }

  // MARK: - Pages

  private func entries(onPage number: Int) throws -> [TripListEntry] {
    useClock += 1
    if var page = pages[number] {
      page.lastUse = useClock
      pages[number] = page
      return page.entries
    }
    let entries = try read(requests(forPage: number))
    pages[number] = Page(entries: entries, lastUse: useClock)
    evictIfNeeded()
    return entries
  }

  /// The cheapest reads that return page `number`: from the known key nearest to it.
  private func requests(forPage number: Int) -> [TripPageRequest] {
    let start = number * pageSize
    let end = min(count, start + pageSize)
    guard end > start else { return [] }
    // From the top or the bottom of the list.
    var best = (
      cost: start, reads: [TripPageRequest(anchor: nil, direction: .down, skip: start, limit: end - start)]
    )
    if count - end < best.cost {
      best = (
        count - end, [TripPageRequest(anchor: nil, direction: .up, skip: count - end, limit: end - start)]
      )
    }
    // From a known key: a cached page's edge or a located trip.
    var known = anchors
    for (page, cached) in pages {
      if let first = cached.entries.first { known[page * pageSize] = first.sortKey }
      if let last = cached.entries.last { known[page * pageSize + cached.entries.count - 1] = last.sortKey }
    }
    for (index, key) in known {
      let reads: [TripPageRequest]
      let cost: Int
      if index < start {
        cost = start - index - 1
        reads = [TripPageRequest(anchor: key, direction: .down, skip: cost, limit: end - start)]
      } else if index >= end {
        cost = index - end
        reads = [TripPageRequest(anchor: key, direction: .up, skip: cost, limit: end - start)]
      } else {
        // The key is on the page: the rows above it (up to and including it), then those below.
        cost = 0
        reads = [
          Self.request(from: key, direction: .up, limit: index - start + 1),
          TripPageRequest(anchor: key, direction: .down, limit: end - index - 1),
        ]
      }
      if cost < best.cost { best = (cost, reads) }
    }
    return best.reads
  }

  /// A read that starts AT `key` (inclusive): keys are integers, so one step past it.
  private static func request(
    from key: Int64, direction: TripPageDirection, limit: Int
  ) -> TripPageRequest {
    let past =
      switch direction {
      case .down: key == .max ? nil : key + 1
      case .up: key == .min ? nil : key - 1
      }
    return TripPageRequest(anchor: past, direction: direction, limit: limit)
  }

  private func read(_ requests: [TripPageRequest]) throws -> [TripListEntry] {
    var entries: [TripListEntry] = []
    for request in requests where request.limit > 0 {
      entries += try load(request)
    }
    loadedSummaryCount += entries.count
    return entries
  }

  private func evictIfNeeded() {
    while pages.count > capacity,
      let oldest = pages.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
    {
      pages[oldest] = nil
    }
  }
}
