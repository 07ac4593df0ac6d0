import Geo
import PlaceSearch

extension GazetteerIndex {
  // MARK: - Search

  /// With at least this many real matches, no typo matches are looked for.
  static let typoThreshold = 10

  /// Places matching `text`, best first (see ``MatchCollector`` for the ranking), at most
  /// `min(limit, maximumResults)`. `folder` keeps its folded scalars between searches.
  /// - Throws: `CancellationError` when the calling task is cancelled.
  func search(_ text: String, limit: Int, folder: inout TextFolder) throws -> [Place] {
    let limit = min(limit, Self.maximumResults)
    guard limit > 0 else { return [] }
    let query = PlaceQuery(text, index: self, folder: &folder)
    return try withView { view in
      guard !query.name.isEmpty, query.name.count <= Self.maximumKeyLength else { return [] }
      let accept: ((Int) -> Bool)? = query.isFiltered ? { query.accepts($0, view) } : nil
      var collector = MatchCollector(wellKnownCount: data.wellKnownCount)
      query.name.withUnsafeBufferPointer { needle in
        collectNames(needle, view, limit, accept, &collector)
        collectAlternates(needle, view, limit, accept, &collector)
        // Typo matches rank last, so they are only looked for when the real matches do not fill
        // the first screen (most prefixes typed on the way to a name fill it).
        if collector.count < min(limit, Self.typoThreshold) {
          collectTypos(needle, view, limit, accept, &collector)
        }
      }
      try Task.checkCancellation()
      let ranked = collector.ranked(limit: limit)
      let records = ranked.map { view.fields($0.place) }
      return zip(ranked, records).map {
        place($1, in: view, match: $0.candidate.quality, alternate: $0.candidate.alternate)
      }
    }
  }

  /// Exact and prefix matches of main names.
  private func collectNames(
    _ needle: UnsafeBufferPointer<UInt8>, _ view: GazetteerView, _ limit: Int, _ accept: ((Int) -> Bool)?,
    _ collector: inout MatchCollector
  ) {
    let table = mainKeys(view)
    let range = table.range(prefix: needle)
    guard !range.isEmpty else { return }
    let exactEnd = table.exactEnd(range, length: needle.count)
    let placeOf = { (key: Int) in view.int(.mainKeyPlaces, key) }
    let ranges = TopLists(view: view, ranges: .mainTopRanges, lists: .mainTopLists)
    for key in bestKeys(range.lowerBound..<exactEnd, limit, ranges, accept, placeOf) {
      collector.name(placeOf(key), exact: true)
    }
    for key in bestKeys(range, limit, ranges, accept, placeOf) {
      collector.name(placeOf(key), exact: table.key(key).count == needle.count)
    }
  }

  /// Exact and prefix matches of alternate names.
  private func collectAlternates(
    _ needle: UnsafeBufferPointer<UInt8>, _ view: GazetteerView, _ limit: Int, _ accept: ((Int) -> Bool)?,
    _ collector: inout MatchCollector
  ) {
    let table = alternateKeys(view)
    let range = table.range(prefix: needle)
    guard !range.isEmpty else { return }
    let exactEnd = table.exactEnd(range, length: needle.count)
    let placeOf = { (key: Int) in view.int(.alternateKeyReferences, key) >> 16 }
    let ranges = TopLists(view: view, ranges: .alternateTopRanges, lists: .alternateTopLists)
    for key in bestKeys(range.lowerBound..<exactEnd, limit, ranges, accept, placeOf) {
      let reference = alternateReference(key, in: view)
      collector.alternate(reference.place, alternate: reference.alternate, exact: true)
    }
    for key in bestKeys(range, limit, ranges, accept, placeOf) {
      let reference = alternateReference(key, in: view)
      collector.alternate(
        reference.place, alternate: reference.alternate, exact: table.key(key).count == needle.count)
    }
  }

  // MARK: - Most populous keys of a range

  /// The keys in `range` of its `limit` most populous distinct places (accepted by `accept`), most
  /// populous first: from the file's precomputed list for long unfiltered ranges, else by one pass.
  func bestKeys(
    _ range: Range<Int>, _ limit: Int, _ lists: TopLists, _ accept: ((Int) -> Bool)?,
    _ placeOf: (Int) -> Int
  ) -> [Int] {
    if accept == nil, range.count > GazetteerFormat.topListThreshold, let keys = lists.keys(for: range) {
      return Array(keys.prefix(limit))
    }
    var best: [(place: Int, key: Int)] = []
    best.reserveCapacity(limit + 1)
    for key in range {
      let place = placeOf(key)
      if best.count == limit, let last = best.last, place >= last.place { continue }
      if let accept, !accept(place) { continue }
      if best.contains(where: { $0.place == place }) { continue }
      var index = best.count
      while index > 0 && best[index - 1].place > place { index -= 1 }
      best.insert((place, key), at: index)
      if best.count > limit { best.removeLast() }
    }
    return best.map(\.key)
  }
}

/// The precomputed "most populous places" lists of one key table.
struct TopLists {
  let view: GazetteerView
  let ranges: GazetteerFormat.Section
  let lists: GazetteerFormat.Section

  /// The list for exactly `range`, nil when the file has none.
  func keys(for range: Range<Int>) -> [Int]? {
    let count = view.data.lengths[ranges.rawValue] / 12
    var lo = 0
    var hi = count
    while lo < hi {
      let mid = (lo + hi) / 2
      if view.int(ranges, 3 * mid) < range.lowerBound { lo = mid + 1 } else { hi = mid }
    }
    while lo < count && view.int(ranges, 3 * lo) == range.lowerBound {
      if view.int(ranges, 3 * lo + 1) == range.upperBound {
        let start = view.int(ranges, 3 * lo + 2)
        var keys: [Int] = []
        for index in start..<(start + GazetteerFormat.topListLength) {
          let key = view.u32(lists, index)
          if key == UInt32.max { break }
          keys.append(Int(key))
        }
        return keys
      }
      lo += 1
    }
    return nil
  }
}
