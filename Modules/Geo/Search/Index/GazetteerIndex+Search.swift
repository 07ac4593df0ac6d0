extension GazetteerIndex {
  /// Queries shorter than this (in folded bytes) get no typo matches: one edit away from two
  /// letters is almost every name.
  static let minimumTypoQueryLength = 4

  /// Places matching `query`, best first: exact, then prefix, then word, then one-typo matches, each
  /// group by population. At most `limit` results.
  /// - Throws: `CancellationError` when the calling task is cancelled.
  func search(_ query: String, limit: Int) throws -> [Place] {
    guard limit > 0 else { return [] }
    var folder = TextFolder()
    let parsed = PlaceQuery(query, countries: countries, folder: &folder)
    guard !parsed.name.isEmpty, parsed.name.count <= Self.maxKeyLength else { return [] }
    var matches = MatchTable(placeCount: count, countryFilter: parsed.countries, countries: recordCountries)
    try arena.withUnsafeBufferPointer { arena in
      try parsed.name.withUnsafeBufferPointer { needle in
        let range = Self.buckets(forPrefix: parsed.name)
        try scanPrefixes(prefixBuckets.slice(buckets: range), needle, arena, &matches) {
          $0 == needle.count ? .exact : .prefix
        }
        try scanPrefixes(wordBuckets.slice(buckets: range), needle, arena, &matches) { _ in .word }
        if matches.count < limit && needle.count >= Self.minimumTypoQueryLength {
          let lengths = (needle.count - 1)..<(needle.count + 2)
          try scanTypos(lengthBuckets.slice(buckets: lengths), needle, arena, &matches)
        }
      }
    }
    return matches.best(limit: limit).map { records[$0].place }
  }

  // MARK: - Scans

  private func scanPrefixes(
    _ entries: ArraySlice<KeyEntry>, _ needle: UnsafeBufferPointer<UInt8>,
    _ arena: UnsafeBufferPointer<UInt8>, _ matches: inout MatchTable,
    kind: (_ keyLength: Int) -> MatchQuality.Kind
  ) throws {
    var checked = 0
    for entry in entries {
      checked &+= 1
      if checked & 4095 == 0 { try Task.checkCancellation() }
      let length = Int(entry.length)
      guard length >= needle.count else { continue }
      let offset = Int(entry.offset)
      var i = 0
      while i < needle.count && arena[offset + i] == needle[i] { i += 1 }
      if i == needle.count {
        matches.record(Int(entry.place), MatchQuality(kind(length), isMainName: entry.isMainName))
      }
    }
  }

  private func scanTypos(
    _ entries: ArraySlice<KeyEntry>, _ needle: UnsafeBufferPointer<UInt8>,
    _ arena: UnsafeBufferPointer<UInt8>, _ matches: inout MatchTable
  ) throws {
    var checked = 0
    for entry in entries {
      checked &+= 1
      if checked & 4095 == 0 { try Task.checkCancellation() }
      let key = UnsafeBufferPointer(rebasing: arena[Int(entry.offset)..<Int(entry.offset + entry.length)])
      if TypoDistance.withinOne(needle, key) {
        matches.record(Int(entry.place), MatchQuality(.typo, isMainName: entry.isMainName))
      }
    }
  }
}

/// The best match quality seen per place during one search.
struct MatchTable {
  private var quality: [UInt8]
  private var touched: [Int] = []
  private let countryFilter: Set<UInt16>?
  private let countries: [UInt16]
  /// Number of distinct places matched so far.
  var count: Int { touched.count }

  init(placeCount: Int, countryFilter: Set<UInt16>?, countries: [UInt16]) {
    quality = [UInt8](repeating: .max, count: placeCount)
    self.countryFilter = countryFilter
    self.countries = countries
  }

  /// Notes that `place` matched with `match`, keeping the best quality.
  mutating func record(_ place: Int, _ match: MatchQuality) {
    if let filter = countryFilter, !filter.contains(countries[place]) { return }
    let current = quality[place]
    if current == .max { touched.append(place) }
    if match.rawValue < current { quality[place] = match.rawValue }
  }

  /// Up to `limit` place indices, by quality then index (places are in population order).
  func best(limit: Int) -> [Int] {
    if touched.count * 8 < quality.count {
      // Few matches: sort just them.
      let ranked = touched.sorted { (quality[$0], $0) < (quality[$1], $1) }
      return Array(ranked.prefix(limit))
    }
    // Many matches (a one-letter query): walk the places in population order per quality instead.
    var result: [Int] = []
    for match in MatchQuality.allCases {
      for place in quality.indices where quality[place] == match.rawValue {
        result.append(place)
        if result.count == limit { return result }
      }
    }
    return result
  }
}
