import Foundation
import TripModels

/// Trip summaries loaded a page at a time, keeping only the pages around what was read last.
///
/// The list never asks the store for every summary: a store of 100,000 trips costs one count and
/// the few pages the viewport touches. Pages are evicted least-recently-used beyond ``capacity``.
@MainActor
final class TripSummaryPages {
  /// Loads `limit` summaries starting at `offset`, in list order.
  typealias Loader = @MainActor (_ offset: Int, _ limit: Int) throws -> [TripSummary]

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
  private var useClock: UInt64 = 0

  private struct Page {
    var summaries: [TripSummary]
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
    let summaries = try summaries(onPage: page)
    let slot = index - page * pageSize
    return slot < summaries.count ? summaries[slot] : nil
  }

  /// The position of the trip `id`, looked for in the cached pages, then in the pages around
  /// `index` and the first page (where new trips appear). Nil when it is in none of them.
  func index(of id: Trip.ID, near index: Int) throws -> Int? {
    for (number, page) in pages {
      if let slot = page.summaries.firstIndex(where: { $0.id == id }) {
        return number * pageSize + slot
      }
    }
    let center = max(0, index) / pageSize
    for number in [center, center - 1, center + 1, 0] where number >= 0 && number * pageSize < count {
      if let slot = try summaries(onPage: number).firstIndex(where: { $0.id == id }) {
        return number * pageSize + slot
      }
    }
    return nil
  }

  /// Whether any cached page holds one of `ids`.
  func isCached(anyOf ids: Set<Trip.ID>) -> Bool {
    pages.values.contains { page in page.summaries.contains { ids.contains($0.id) } }
  }

  /// How many pages are held now.
  var cachedPageCount: Int { pages.count }

  // MARK: - Invalidating

  /// Forgets every page and records the list's new length.
  func reset(count: Int) {
    self.count = max(0, count)
    pages = [:]
  }

  /// Reloads the cached pages that hold one of `ids` (positions are unchanged: an edit, not a move).
  /// - Returns: whether any cached row was reloaded.
  @discardableResult
  func reload(containing ids: Set<Trip.ID>) throws -> Bool {
    let stale = pages.filter { _, page in page.summaries.contains { ids.contains($0.id) } }.keys
    for number in stale {
      pages[number] = nil
      _ = try summaries(onPage: number)
    }
    return !stale.isEmpty
  }

  // MARK: - Pages

  private func summaries(onPage number: Int) throws -> [TripSummary] {
    useClock += 1
    if var page = pages[number] {
      page.lastUse = useClock
      pages[number] = page
      return page.summaries
    }
    let summaries = try load(number * pageSize, pageSize)
    loadedSummaryCount += summaries.count
    pages[number] = Page(summaries: summaries, lastUse: useClock)
    evictIfNeeded()
    return summaries
  }

  private func evictIfNeeded() {
    while pages.count > capacity,
      let oldest = pages.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
    {
      pages[oldest] = nil
    }
  }
}
