import Geo
import PlaceSearch

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
    let queryScalars = needle.contains { $0 >= 0x80 } ? TypoDistance.scalars(needle) : nil
    let scalarCount = TypoVariants.boundaries(needle).count - 1
    var variants: [[UInt8]] = []
    for position in Array(0..<scalarCount) + [TypoVariants.wholePrefix] {
      let variant = TypoVariants.variant(needle, position: position)
      if !variants.contains(variant) { variants.append(variant) }
    }
    var checkedRuns = Set<Int>()
    for variant in variants {
      for entry in typoEntries(matching: variant, view, table) {
        let first = entry >> 8
        guard checkedRuns.insert(first).inserted else { continue }
        checkRun(from: first, table, view, needle, queryScalars, accept, &collector)
      }
    }
  }

  /// The typo entries whose variant equals `variant`.
  private func typoEntries(matching variant: [UInt8], _ view: GazetteerView, _ table: KeyTable) -> [Int] {
    variant.withUnsafeBufferPointer { variant in
      func compare(_ index: Int) -> Int {
        let entry = view.int(.typoEntries, index)
        return Self.compareVariant(table.key(entry >> 8), position: entry & 0xFF, variant)
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
  }

  /// Compares, bytewise, the variant of `key` with scalar `position` deleted (see
  /// ``TypoVariants``) with `variant`, without building it.
  static func compareVariant(
    _ key: UnsafeRawBufferPointer, position: Int, _ variant: UnsafeBufferPointer<UInt8>
  ) -> Int {
    var scalar = -1
    var j = 0
    for byte in key {
      if byte & 0xC0 != 0x80 {
        scalar += 1
        if scalar == TypoVariants.prefixScalars { break }
      }
      guard scalar != position else { continue }
      guard j < variant.count else { return 1 }
      let other = variant[j]
      if byte != other { return byte < other ? -1 : 1 }
      j += 1
    }
    return j == variant.count ? 0 : -1
  }

  /// Checks the keys sharing key `first`'s variant prefix.
  private func checkRun(
    from first: Int, _ table: KeyTable, _ view: GazetteerView, _ needle: UnsafeBufferPointer<UInt8>,
    _ queryScalars: [Unicode.Scalar]?, _ accept: ((Int) -> Bool)?, _ collector: inout MatchCollector
  ) {
    let firstKey = table.key(first)
    let bounds = TypoVariants.boundaries(firstKey.assumingMemoryBound(to: UInt8.self))
    let prefixLength = bounds[bounds.count - 1]
    let isWhole = bounds.count - 1 < TypoVariants.prefixScalars
    var index = first
    while index < table.count && index - first < Self.maximumTypoRun {
      let key = table.key(index)
      guard key.count >= prefixLength, isWhole ? key.count == prefixLength : true,
        key.prefix(prefixLength).elementsEqual(firstKey.prefix(prefixLength))
      else { break }
      let isTypo: Bool
      if let queryScalars {
        let scalars = TypoDistance.scalars(key)
        isTypo = scalars != queryScalars && TypoDistance.withinOne(scalars, queryScalars)
      } else {
        // An ASCII query: compare bytes, decoding only keys with non-ASCII letters.
        if key.contains(where: { $0 >= 0x80 }) {
          let scalars = TypoDistance.scalars(key)
          let query = TypoDistance.scalars(needle)
          isTypo = scalars != query && TypoDistance.withinOne(scalars, query)
        } else {
          isTypo = !key.elementsEqual(needle) && TypoDistance.withinOne(key, needle)
        }
      }
      if isTypo {
        let place = view.int(.mainKeyPlaces, index)
        if accept?(place) ?? true { collector.typo(place) }
      }
      index += 1
    }
  }
}
