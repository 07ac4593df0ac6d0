import Geo

/// The places of this editor's earlier searches, for a trip with nothing else to rank by: the
/// result each search had chosen (by hand, or its first result) with the query that found it.
///
/// A search's anchor is the place of the newest earlier search whose query is not the new query
/// typed further or cut back ("zur" → "zurich"): otherwise each keystroke would rank the next by
/// the previous prefix's first result.
struct PreviousSearches: Equatable {
  /// How many earlier searches are kept.
  static let capacity = 8

  private var entries: [(query: String, place: Coordinate)] = []

  /// Remembers that the search for `query` had `place` chosen, replacing an earlier choice for the
  /// same query or one it types further or cuts back: typing "interlaken" key by key is one search,
  /// so it never pushes the searches before it out of the memory.
  mutating func remember(query: String, place: Coordinate) {
    let key = Self.key(query)
    guard !key.isEmpty else { return }
    entries.removeAll { $0.query.hasPrefix(key) || key.hasPrefix($0.query) }
    entries.append((key, place))
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
  }

  /// The place of the newest earlier search for `query` to be ranked near, nil when none.
  func anchor(for query: String) -> Coordinate? {
    let key = Self.key(query)
    return entries.last { !$0.query.hasPrefix(key) && !key.hasPrefix($0.query) }?.place
  }

  static func == (a: PreviousSearches, b: PreviousSearches) -> Bool {
    a.entries.elementsEqual(b.entries) { $0.query == $1.query && $0.place == $1.place }
  }

  /// The query as compared: trimmed, lowercased.
  private static func key(_ query: String) -> String { query.trimmingWhitespace().lowercased() }
}
