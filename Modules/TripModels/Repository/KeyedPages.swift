/// A row of a list read by ``KeyedPageRequest``: it carries the key that orders it.
public protocol KeyedEntry {
  /// The key the list is ordered by.
  var pageKey: Int64 { get }
}

/// Which way a ``KeyedPageRequest`` walks: towards the list's end or its start, and which way the
/// keys run along the list.
public protocol PageDirection: Hashable, Sendable {
  /// Towards the end of the list (its bottom, its last stop).
  static var towardEnd: Self { get }
  /// Towards the start of the list (its top, its first stop).
  static var towardStart: Self { get }
  /// Whether keys grow along the list (stops) or shrink (trips, newest first).
  static var keysGrowTowardEnd: Bool { get }
}

/// A long list loaded a page at a time, keeping only the pages around what was read last (the
/// trip list's summaries, a trip's stops).
///
/// A page is read by key from the nearest place whose key is known — a cached page's edge, a row
/// located by id (``remember(index:key:)``), or either end of the list — so a page at the far end
/// costs what a page at the near end costs. Keys are valid until the list changes:
/// ``reset(count:)`` forgets them. Pages are evicted least-recently-used beyond ``capacity``.
@MainActor
public final class KeyedPages<Entry: KeyedEntry, Way: PageDirection> {
  /// Reads rows by key, in list order.
  public typealias Loader = @MainActor (KeyedPageRequest<Way>) throws -> [Entry]

  /// Rows per page.
  public let pageSize: Int
  /// The most pages kept at once.
  public let capacity: Int
  /// How many rows the list has (as of the last ``reset(count:)``).
  public private(set) var count = 0
  /// How many rows have been loaded in total (for tests and benchmarks).
  public private(set) var loadedCount = 0

  private let load: Loader
  private var pages: [Int: Page] = [:]
  /// Keys known at positions outside the cached pages (a row located by id).
  private var anchors: [Int: Int64] = [:]
  private var useClock: UInt64 = 0

  private struct Page {
    var entries: [Entry]
    var lastUse: UInt64
  }

  /// Creates an empty cache over `load`.
  public init(pageSize: Int = 64, capacity: Int = 8, load: @escaping Loader) {
    self.pageSize = max(1, pageSize)
    self.capacity = max(1, capacity)
    self.load = load
  }

  // MARK: - Reading

  /// The row at `index`, loading its page if needed; nil outside `0..<count`.
  public func entry(at index: Int) throws -> Entry? {
    guard index >= 0, index < count else { return nil }
    let page = index / pageSize
    let entries = try entries(onPage: page)
    let slot = index - page * pageSize
    return slot < entries.count ? entries[slot] : nil
  }

  /// The position of the first cached row that `matches`; nil when no cached page holds one.
  public func cachedIndex(where matches: (Entry) -> Bool) -> Int? {
    for (number, page) in pages {
      if let slot = page.entries.firstIndex(where: matches) { return number * pageSize + slot }
    }
    return nil
  }

  /// Whether any cached page holds a row that `matches`.
  public func isCached(where matches: (Entry) -> Bool) -> Bool {
    pages.values.contains { $0.entries.contains(where: matches) }
  }

  /// How many pages are held now.
  public var cachedPageCount: Int { pages.count }

  /// Remembers that the row with `key` is at `index`, so its page is read from there.
  public func remember(index: Int, key: Int64) {
    guard index >= 0, index < count else { return }
    anchors[index] = key
  }

  // MARK: - Invalidating

  /// Forgets every page and key and records the list's new length.
  public func reset(count: Int) {
    self.count = max(0, count)
    pages = [:]
    anchors = [:]
  }

  /// Forgets every page and records the list's new length after a change to the rows at the
  /// positions `changed` (the positions before the change; `shift`: how many rows the change added,
  /// negative when it removed some), keeping the keys known outside them as anchors: the rows there
  /// kept their keys, and those after the change moved by `shift`. A page near a small change is
  /// then read from a key beside it, not counted from an end of the list.
  public func reset(count: Int, keepingKeysOutside changed: Range<Int>, shift: Int) {
    var kept: [Int: Int64] = [:]
    var known = anchors
    for (page, cached) in pages {
      if let first = cached.entries.first { known[page * pageSize] = first.pageKey }
      if let last = cached.entries.last { known[page * pageSize + cached.entries.count - 1] = last.pageKey }
    }
    for (index, key) in known {
      let moved = index < changed.lowerBound ? index : index >= changed.upperBound ? index + shift : nil
      if let moved, moved >= 0, moved < count { kept[moved] = key }
    }
    reset(count: count)
    anchors = kept
  }

  /// Reloads the cached rows that `matches` (positions and keys unchanged: an edit, not a move):
  /// each by its own key when a page holds a few (one trip's new total reads that trip, not its
  /// 64-row page), the whole page when it holds more or a row did not read back at its key.
  /// - Returns: whether any cached row was reloaded.
  @discardableResult
  public func reload(where matches: (Entry) -> Bool) throws -> Bool {
    let stale = pages.filter { _, page in page.entries.contains(where: matches) }
    for (number, page) in stale {
      let slots = page.entries.indices.filter { matches(page.entries[$0]) }
      if slots.count <= Self.rowsReloadedOneByOne, let entries = try reread(slots, of: page.entries) {
        pages[number]?.entries = entries
        continue
      }
      // Same positions, same keys: re-read the page from its own first key.
      guard let first = page.entries.first else { continue }
      pages[number]?.entries = try read([
        Self.request(from: first.pageKey, direction: .towardEnd, limit: page.entries.count)
      ])
    }
    return !stale.isEmpty
  }

  /// The most rows of one page reloaded one by one; more reload the page.
  static var rowsReloadedOneByOne: Int { 4 }

  /// `entries` with the rows at `slots` read again, each at its key; nil when one did not read back
  /// at its key (the list moved: the caller reads the page).
  private func reread(_ slots: [Int], of entries: [Entry]) throws -> [Entry]? {
    var entries = entries
    for slot in slots {
      let key = entries[slot].pageKey
      guard let fresh = try read([Self.request(from: key, direction: .towardEnd, limit: 1)]).first,
        fresh.pageKey == key
      else { return nil }
      entries[slot] = fresh
    }
    return entries
  }

  // MARK: - Pages

  private func entries(onPage number: Int) throws -> [Entry] {
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
  private func requests(forPage number: Int) -> [KeyedPageRequest<Way>] {
    let start = number * pageSize
    let end = min(count, start + pageSize)
    guard end > start else { return [] }
    // From either end of the list.
    var best = (
      cost: start,
      reads: [KeyedPageRequest(anchor: nil, direction: Way.towardEnd, skip: start, limit: end - start)]
    )
    if count - end < best.cost {
      best = (
        count - end,
        [KeyedPageRequest(anchor: nil, direction: Way.towardStart, skip: count - end, limit: end - start)]
      )
    }
    // From a known key: a cached page's edge or a located row.
    var known = anchors
    for (page, cached) in pages {
      if let first = cached.entries.first { known[page * pageSize] = first.pageKey }
      if let last = cached.entries.last { known[page * pageSize + cached.entries.count - 1] = last.pageKey }
    }
    for (index, key) in known {
      let reads: [KeyedPageRequest<Way>]
      let cost: Int
      if index < start {
        cost = start - index - 1
        reads = [KeyedPageRequest(anchor: key, direction: Way.towardEnd, skip: cost, limit: end - start)]
      } else if index >= end {
        cost = index - end
        reads = [KeyedPageRequest(anchor: key, direction: Way.towardStart, skip: cost, limit: end - start)]
      } else {
        // The key is on the page: the rows before it (up to and including it), then those after.
        cost = 0
        reads = [
          Self.request(from: key, direction: .towardStart, limit: index - start + 1),
          KeyedPageRequest(anchor: key, direction: Way.towardEnd, limit: end - index - 1),
        ]
      }
      if cost < best.cost { best = (cost, reads) }
    }
    return best.reads
  }

  /// A read that starts AT `key` (inclusive): keys are integers, so one step before it.
  private static func request(from key: Int64, direction: Way, limit: Int) -> KeyedPageRequest<Way> {
    let towardLargerKeys = (direction == .towardEnd) == Way.keysGrowTowardEnd
    let past: Int64? =
      towardLargerKeys ? (key == .min ? nil : key - 1) : (key == .max ? nil : key + 1)
    return KeyedPageRequest(anchor: past, direction: direction, limit: limit)
  }

  private func read(_ requests: [KeyedPageRequest<Way>]) throws -> [Entry] {
    var entries: [Entry] = []
    for request in requests where request.limit > 0 {
      entries += try load(request)
    }
    loadedCount += entries.count
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
