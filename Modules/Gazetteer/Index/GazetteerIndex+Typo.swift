import Geo
import PlaceSearch

extension GazetteerIndex {
  /// The longest run of keys one typo variant leads to that is checked (and the most entries of one
  /// bucket of the typo index that are read).
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
    let bounds = TypoVariants.boundaries(needle)
    let scalarCount = bounds.count - 1
    let end = bounds[scalarCount]
    var checkedRuns: [Int] = []
    var variant: [UInt8] = []
    variant.reserveCapacity(end)
    for position in Array(0..<scalarCount) + [TypoVariants.wholePrefix] {
      variant.removeAll(keepingCapacity: true)
      if position == TypoVariants.wholePrefix {
        variant.append(contentsOf: needle[0..<end])
      } else {
        variant.append(contentsOf: needle[0..<bounds[position]])
        variant.append(contentsOf: needle[bounds[position + 1]..<end])
      }
      variant.withUnsafeBufferPointer { variant in
        forEachTypoEntry(matching: variant, view, table) { first in
          guard !checkedRuns.contains(first) else { return }
          checkedRuns.append(first)
          checkRun(from: first, table, view, needle, queryScalars, accept, &collector)
        }
      }
    }
  }

  /// Calls `body` with the main key of each typo entry whose variant equals `variant`: the entries
  /// of the variant's bucket whose fingerprint matches, each checked against its key.
  private func forEachTypoEntry(
    matching variant: UnsafeBufferPointer<UInt8>, _ view: GazetteerView, _ table: KeyTable,
    _ body: (Int) -> Void
  ) {
    let hash = TypoVariants.hash(variant)
    let bucket = TypoVariants.bucket(hash)
    let fingerprint = TypoVariants.fingerprint(hash)
    let start = view.int(.typoBuckets, bucket)
    let end = min(view.int(.typoBuckets, bucket + 1), data.typoEntryCount, start + Self.maximumTypoRun)
    guard start < end else { return }
    for index in start..<end {
      let entry = TypoVariants.parts(view.u32(.typoEntries, index))
      guard entry.fingerprint == fingerprint, entry.key < table.count,
        Self.compareVariant(table.key(entry.key), position: entry.position, variant) == 0
      else { continue }
      body(entry.key)
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
