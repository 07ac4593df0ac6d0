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
    // Each step reads, for every variant at once, what the step before found (bucket bounds, then
    // entries, then keys): reads that do not depend on each other wait for memory together.
    let variants = Variants(needle)
    let buckets = variants.hashes.map { hash in
      let bucket = TypoVariants.bucket(hash)
      return (start: view.int(.typoBuckets, bucket), end: view.int(.typoBuckets, bucket + 1))
    }
    var found: [(variant: Int, key: Int, position: Int)] = []
    for (variant, bucket) in buckets.enumerated() {
      let fingerprint = TypoVariants.fingerprint(variants.hashes[variant])
      let end = min(bucket.end, data.typoEntryCount, bucket.start + Self.maximumTypoRun)
      guard bucket.start < end else { continue }
      for index in bucket.start..<end {
        let entry = TypoVariants.parts(view.u32(.typoEntries, index))
        if entry.fingerprint == fingerprint && entry.key < table.count {
          found.append((variant, entry.key, entry.position))
        }
      }
    }
    var checkedRuns: [Int] = []
    variants.bytes.withUnsafeBufferPointer { bytes in
      for entry in found where !checkedRuns.contains(entry.key) {
        let variant = UnsafeBufferPointer(rebasing: bytes[variants.ranges[entry.variant]])
        guard Self.compareVariant(table.key(entry.key), position: entry.position, variant) == 0 else {
          continue
        }
        checkedRuns.append(entry.key)
        checkRun(from: entry.key, table, view, needle, queryScalars, accept, &collector)
      }
    }
  }

  /// A query's typo variants (``TypoVariants``), one after another in one buffer, with their hashes.
  private struct Variants {
    var bytes: [UInt8] = []
    var ranges: [Range<Int>] = []
    var hashes: [UInt64] = []

    init(_ needle: UnsafeBufferPointer<UInt8>) {
      let bounds = TypoVariants.boundaries(needle)
      let scalarCount = bounds.count - 1
      let end = bounds[scalarCount]
      bytes.reserveCapacity(end * (scalarCount + 1))
      for position in 0...scalarCount {
        let start = bytes.count
        if position == scalarCount {  // the whole prefix
          bytes.append(contentsOf: needle[0..<end])
        } else {
          bytes.append(contentsOf: needle[0..<bounds[position]])
          bytes.append(contentsOf: needle[bounds[position + 1]..<end])
        }
        ranges.append(start..<bytes.count)
        hashes.append(TypoVariants.hash(bytes[start..<bytes.count]))
      }
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
