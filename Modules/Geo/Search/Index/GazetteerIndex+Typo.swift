extension GazetteerIndex {
  /// The longest run of keys one typo variant leads to that is checked.
  static let maximumTypoRun = 4_096

  // MARK: - One-typo matches

  /// Main names one edit away from `needle`, through the typo index (``TypoVariants``): the
  /// query's own variants are looked up, each hit leads to the run of keys sharing a name prefix,
  /// and each of those is checked with ``TypoDistance``. Queries in scripts without spelling variants
  /// (CJK, kana, Hangul) or shorter than four letters skip this.
  func collectTypos(
    _ needle: UnsafeBufferPointer<UInt8>, _ view: GazetteerView, _ limit: Int, _ accept: ((Int) -> Bool)?,
    _ collector: inout MatchCollector
  ) {
    guard TypoVariants.applies(to: needle), data.typoEntryCount > 0 else { return }
    let table = mainKeys(view)
    let queryScalars = TypoDistance.scalars(needle)
    let scalarCount = TypoVariants.boundaries(needle).count - 1
    var variants: [[UInt8]] = []
    for position in Array(0..<scalarCount) + [TypoVariants.wholePrefix] {
      let variant = TypoVariants.variant(needle, position: position)
      if !variants.contains(variant) { variants.append(variant) }
    }
    var checkedRuns = Set<Int>()
    var buffer: [UInt8] = []
    for variant in variants {
      for entry in typoEntries(matching: variant, view, table, &buffer) {
        let first = entry >> 4
        guard checkedRuns.insert(first).inserted else { continue }
        checkRun(from: first, table, view, queryScalars, accept, &collector)
      }
    }
  }

  /// The typo entries whose variant equals `variant`.
  private func typoEntries(
    matching variant: [UInt8], _ view: GazetteerView, _ table: KeyTable, _ buffer: inout [UInt8]
  ) -> [Int] {
    func compare(_ index: Int) -> Int {
      let entry = view.int(.typoEntries, index)
      let key = table.key(entry >> 4).assumingMemoryBound(to: UInt8.self)
      buffer = TypoVariants.variant(key, position: entry & 0xF)
      if buffer == variant { return 0 }
      return buffer.lexicographicallyPrecedes(variant) ? -1 : 1
    }
    var lo = 0
    var hi = data.typoEntryCount
    while lo < hi {
      let mid = (lo + hi) / 2
      if compare(mid) < 0 { lo = mid + 1 } else { hi = mid }
    }
    var result: [Int] = []
    while lo < data.typoEntryCount && compare(lo) == 0 {
      result.append(view.int(.typoEntries, lo))
      lo += 1
    }
    return result
  }

  /// Checks the keys sharing key `first`'s variant prefix.
  private func checkRun(
    from first: Int, _ table: KeyTable, _ view: GazetteerView, _ queryScalars: [Unicode.Scalar],
    _ accept: ((Int) -> Bool)?, _ collector: inout MatchCollector
  ) {
    let firstKey = table.key(first).assumingMemoryBound(to: UInt8.self)
    let bounds = TypoVariants.boundaries(firstKey)
    let prefixLength = bounds[bounds.count - 1]
    let isWhole = bounds.count - 1 < TypoVariants.prefixScalars
    var index = first
    while index < table.count && index - first < Self.maximumTypoRun {
      let key = table.key(index)
      guard key.count >= prefixLength, isWhole ? key.count == prefixLength : true,
        key.prefix(prefixLength).elementsEqual(firstKey.prefix(prefixLength))
      else { break }
      let scalars = TypoDistance.scalars(key)
      if scalars != queryScalars && TypoDistance.withinOne(scalars, queryScalars) {
        let place = view.int(.mainKeyPlaces, index)
        if accept?(place) ?? true { collector.typo(place) }
      }
      index += 1
    }
  }
}
