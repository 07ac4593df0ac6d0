import Geo
import PlaceSearch

extension GazetteerIndex {
  // MARK: - Search

  /// With at least this many real matches, no typo matches are looked for.
  static let typoThreshold = 10

  /// Places matching `text`, best first by ``SearchScore`` (places near `context`'s anchors above
  /// far ones), at most `min(limit, maximumResults)`. `folder` keeps its folded scalars between
  /// searches, `scratch` its buffers.
  /// - Throws: `CancellationError` when the calling task is cancelled.
  func search(
    _ text: String, limit: Int, context: SearchContext, folder: inout TextFolder, scratch: inout SearchScratch
  ) throws -> [Place] {
    let limit = min(limit, Self.maximumResults)
    guard limit > 0 else { return [] }
    let query = PlaceQuery(text, index: self, folder: &folder, reusing: scratch.takeFolded())
    defer { scratch.folded = query.name }
    let anchors = scratch.anchors(of: context)
    // Near places may be small: with anchors, every match of a short enough key range is a
    // candidate, not only the most populous.
    let candidates = anchors.isEmpty ? limit : Self.contextCandidates
    return try withView { view in
      guard !query.name.isEmpty, query.name.count <= Self.maximumKeyLength else { return [] }
      let accept: ((Int) -> Bool)? = query.isFiltered ? { query.accepts($0, view) } : nil
      // A kana name's romanization is looked for in Japan only.
      let romanAccept: ((Int) -> Bool)? = { view.country($0) == query.japan && query.accepts($0, view) }
      scratch.collector.reset()
      for (needle, accept) in [(query.name, accept)] + (query.romanized.map { [($0, romanAccept)] } ?? []) {
        needle.withUnsafeBufferPointer { needle in
          collectNames(needle, view, limit, candidates, accept, &scratch.collector, &scratch.keys)
          collectAlternates(needle, view, limit, candidates, accept, &scratch.collector, &scratch.keys)
          // Typo matches rank last, so they are only looked for when the real matches do not fill
          // the first screen (most prefixes typed on the way to a name fill it).
          if scratch.collector.count() < min(limit, Self.typoThreshold) {
            collectTypos(needle, view, accept, &scratch.collector, &scratch.typo)
          }
        }
      }
      try Task.checkCancellation()
      return places(limit: limit, query, view, anchors, &folder, &scratch)
    }
  }

  /// With a context, key ranges of at most this many keys are collected whole.
  static let contextCandidates = 512

  /// The score of `place` found in `tier` (through global alternate `alternate`, or -1).
  private func score(
    _ place: Int, _ tier: Int, _ alternate: Int, _ query: PlaceQuery, _ view: GazetteerView,
    _ anchors: SearchAnchors, _ folder: inout TextFolder, _ own: inout [UInt8]
  ) -> Double {
    var score = SearchScore.population(view.population(place))
    if !query.subdivisions.isEmpty
      && query.subdivisions.contains(view.country(place) << 16 | view.admin(place))
    {
      score += SearchScore.subdivisionMatch
    }
    switch tier {
    case MatchCollector.Tier.exact: score -= SearchScore.exactName
    case MatchCollector.Tier.prefix: score -= SearchScore.namePrefix
    case MatchCollector.Tier.alternatePrefix: score -= SearchScore.alternatePrefix
    case MatchCollector.Tier.alternateExact:
      if isAbbreviation(alternate, view) {
        score -= SearchScore.abbreviation
      } else if isSpellingVariant(place, query, view, &folder, &own) {
        score -= SearchScore.spellingVariant
      } else if view.population(place) >= SearchScore.exonymPopulation {
        score -= SearchScore.exactAlternate
      } else {
        score -= SearchScore.localAlternate
      }
    default: score -= SearchScore.typo
    }
    guard !anchors.isEmpty else { return score }
    let scale = GazetteerFormat.coordinateScale
    let kilometers = anchors.kilometers(
      latitude: Double(view.latitude(place)) / scale, longitude: Double(view.longitude(place)) / scale)
    return score - SearchScore.proximity(kilometers: kilometers)
  }

  /// Whether alternate `alternate` is a capital-letter code of two to four letters ("LA", "NYC"):
  /// the generator keeps codes of two or three letters only when they are the initials of the
  /// place's name, and codes match only whole.
  func isAbbreviation(_ alternate: Int, _ view: GazetteerView) -> Bool {
    guard alternate >= 0 else { return false }
    let bytes = view.slice(.alternateOffsets, .alternateNames, alternate)
    return (2...4).contains(bytes.count) && bytes.allSatisfy { (0x41...0x5A).contains($0) }
  }

  /// Whether the query (an exact alternate name of `place`) is within one edit of `place`'s own
  /// name (Monterrey's "Monterey"): a spelling of the name, not a name of its own. `own` is a
  /// buffer for the folded name.
  private func isSpellingVariant(
    _ place: Int, _ query: PlaceQuery, _ view: GazetteerView, _ folder: inout TextFolder,
    _ own: inout [UInt8]
  ) -> Bool {
    own.removeAll(keepingCapacity: true)
    view.name(place).withMemoryRebound(to: UInt8.self) { folder.fold(utf8: $0, into: &own) }
    func near(_ needle: [UInt8]) -> Bool {
      // One edit changes at most one scalar (four bytes).
      guard own != needle, abs(own.count - needle.count) <= 4 else { return false }
      if !own.contains(where: { $0 >= 0x80 }) && !needle.contains(where: { $0 >= 0x80 }) {
        return TypoDistance.withinOne(own, needle)
      }
      return TypoDistance.withinOne(TypoDistance.scalars(own), TypoDistance.scalars(needle))
    }
    return near(query.name) || query.romanized.map(near) == true
  }

  /// The best `limit` places collected, as callers see them.
  ///
  /// Their records and names are cold in the mapped file. Reading them in short loops that do
  /// nothing else — every record's name word, then every name's first byte — lets the processor
  /// wait for all the places' memory at once rather than for each place in turn; the places are
  /// then built from the cache.
  private func places(
    limit: Int, _ query: PlaceQuery, _ view: GazetteerView, _ anchors: SearchAnchors,
    _ folder: inout TextFolder, _ scratch: inout SearchScratch
  ) -> [Place] {
    scratch.matches.removeAll(keepingCapacity: true)
    scratch.collector.ranked(
      limit: limit, byPopulationWithinTier: anchors.isEmpty,
      score: { score($0, $1, $2, query, view, anchors, &folder, &scratch.ownName) }, into: &scratch.matches)
    scratch.nameWords.removeAll(keepingCapacity: true)
    var touched: UInt32 = 0
    for match in scratch.matches {
      // A record can straddle two cache lines: read its first bytes too; and where an alternate
      // name matched, where that name is.
      touched |= view.geonameID(match.place)
      if let alternate = match.alternate { touched |= view.u32(.alternateOffsets, alternate) }
      scratch.nameWords.append(view.nameWord(match.place))
    }
    scratch.nameLeads.removeAll(keepingCapacity: true)
    for word in scratch.nameWords { scratch.nameLeads.append(view.nameLead(word)) }
    for match in scratch.matches {
      if let alternate = match.alternate {
        touched |= UInt32(view.slice(.alternateOffsets, .alternateNames, alternate).first ?? 0)
      }
    }
    scratch.touched = touched
    var places: [Place] = []
    places.reserveCapacity(scratch.matches.count)
    for match in scratch.matches {
      places.append(
        place(view.fields(match.place), in: view, match: match.quality, alternate: match.alternate))
    }
    markLookalikes(&places, indices: scratch.matches, nameWords: scratch.nameWords, in: view)
    return places
  }

  /// Exact and prefix matches of main names: in each range (exact, then prefix), the `limit` most
  /// populous, or every key when the range has at most `candidates`.
  private func collectNames(
    _ needle: UnsafeBufferPointer<UInt8>, _ view: GazetteerView, _ limit: Int, _ candidates: Int,
    _ accept: ((Int) -> Bool)?,
    _ collector: inout MatchCollector, _ buffers: inout KeyBuffers
  ) {
    let table = mainKeys(view)
    let range = table.range(prefix: needle)
    guard !range.isEmpty else { return }
    // The keys of the range equal to the query come first, so a key is exact when it is before
    // exactEnd.
    let exactEnd = table.exactEnd(range, length: needle.count)
    let placeOf = { (key: Int) in view.int(.mainKeyPlaces, key) }
    let ranges = TopLists(view: view, ranges: .mainTopRanges, lists: .mainTopLists)
    func collect(_ keys: Range<Int>) {
      bestKeys(keys, keys.count <= candidates ? keys.count : limit, ranges, accept, placeOf, &buffers)
      // Every key's place first (loads that do not depend on each other), then the offers.
      buffers.places.removeAll(keepingCapacity: true)
      for key in buffers.keys { buffers.places.append(placeOf(key)) }
      for (key, place) in zip(buffers.keys, buffers.places) {
        collector.name(place, exact: key < exactEnd)
      }
    }
    collect(range.lowerBound..<exactEnd)
    collect(range)
  }

  /// Exact and prefix matches of alternate names (as ``collectNames``); an abbreviation ("LA")
  /// matches only whole.
  private func collectAlternates(
    _ needle: UnsafeBufferPointer<UInt8>, _ view: GazetteerView, _ limit: Int, _ candidates: Int,
    _ accept: ((Int) -> Bool)?,
    _ collector: inout MatchCollector, _ buffers: inout KeyBuffers
  ) {
    let table = alternateKeys(view)
    let range = table.range(prefix: needle)
    guard !range.isEmpty else { return }
    let exactEnd = table.exactEnd(range, length: needle.count)
    let placeOf = { (key: Int) in view.int(.alternateKeyReferences, key) >> 16 }
    let ranges = TopLists(view: view, ranges: .alternateTopRanges, lists: .alternateTopLists)
    func collect(_ keys: Range<Int>) {
      bestKeys(keys, keys.count <= candidates ? keys.count : limit, ranges, accept, placeOf, &buffers)
      // As in collectNames: each key's reference, then each place's first alternate, then offers.
      buffers.places.removeAll(keepingCapacity: true)
      for key in buffers.keys { buffers.places.append(view.int(.alternateKeyReferences, key)) }
      buffers.alternates.removeAll(keepingCapacity: true)
      for reference in buffers.places {
        buffers.alternates.append(view.int(.firstAlternates, reference >> 16))
      }
      for index in buffers.keys.indices {
        let reference = buffers.places[index]
        let alternate = buffers.alternates[index] + (reference & 0xFFFF)
        let exact = buffers.keys[index] < exactEnd
        // Only a query of at most three letters can start an abbreviation without being it.
        if !exact && needle.count < 4 && isAbbreviation(alternate, view) { continue }
        collector.alternate(reference >> 16, alternate: alternate, exact: exact)
      }
    }
    collect(range.lowerBound..<exactEnd)
    collect(range)
  }

  // MARK: - Most populous keys of a range

  /// Fills `buffers.keys` with the keys in `range` of its `limit` most populous distinct places
  /// (accepted by `accept`), most populous first: from the file's precomputed list for long
  /// unfiltered ranges, else by one pass.
  func bestKeys(
    _ range: Range<Int>, _ limit: Int, _ lists: TopLists, _ accept: ((Int) -> Bool)?,
    _ placeOf: (Int) -> Int, _ buffers: inout KeyBuffers
  ) {
    buffers.keys.removeAll(keepingCapacity: true)
    if limit >= range.count {  // every key (the collector keeps each place once)
      for key in range where accept?(placeOf(key)) ?? true { buffers.keys.append(key) }
      return
    }
    if accept == nil, range.count > GazetteerFormat.topListThreshold,
      lists.keys(for: range, limit: limit, into: &buffers.keys)
    {
      return
    }
    buffers.best.removeAll(keepingCapacity: true)
    for key in range {
      let place = placeOf(key)
      if buffers.best.count == limit, let last = buffers.best.last, place >= last.place { continue }
      if let accept, !accept(place) { continue }
      // `best` is sorted by place: find where this one goes, and skip a place already there.
      var index = buffers.best.count
      while index > 0 && buffers.best[index - 1].place > place { index -= 1 }
      if index > 0 && buffers.best[index - 1].place == place { continue }
      buffers.best.insert((place, key), at: index)
      if buffers.best.count > limit { buffers.best.removeLast() }
    }
    for entry in buffers.best { buffers.keys.append(entry.key) }
  }
}

/// The precomputed "most populous places" lists of one key table.
struct TopLists {
  let view: GazetteerView
  let ranges: GazetteerFormat.Section
  let lists: GazetteerFormat.Section

  /// Appends the first `limit` keys of the list for exactly `range` to `keys`; false when the file
  /// has no such list.
  func keys(for range: Range<Int>, limit: Int, into keys: inout [Int]) -> Bool {
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
        for index in start..<(start + min(limit, GazetteerFormat.topListLength)) {
          let key = view.u32(lists, index)
          if key == UInt32.max { break }
          keys.append(Int(key))
        }
        return true
      }
      lo += 1
    }
    return false
  }
}
