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
    _ needle: UnsafeBufferPointer<UInt8>, _ view: GazetteerView, _ accept: ((Int) -> Bool)?,
    _ collector: inout MatchCollector, _ scratch: inout TypoScratch
  ) {
    guard TypoVariants.applies(to: needle), data.typoEntryCount > 0 else { return }
    let table = mainKeys(view)
    let queryScalars = needle.contains { $0 >= 0x80 } ? TypoDistance.scalars(needle) : nil
    // Each step reads, for every variant at once, what the step before found (bucket bounds, then
    // entries, then keys): reads that do not depend on each other wait for memory together.
    scratch.makeVariants(needle)
    scratch.buckets.removeAll(keepingCapacity: true)
    for hash in scratch.hashes {
      let bucket = TypoVariants.bucket(hash)
      scratch.buckets.append((start: view.int(.typoBuckets, bucket), end: view.int(.typoBuckets, bucket + 1)))
    }
    // The loop below branches on each entry it reads, so it would wait for one bucket's memory
    // after another; a first read of every bucket's first and last entry waits for them together.
    var touched: UInt32 = 0
    for bucket in scratch.buckets where bucket.start < bucket.end {
      touched |= view.u32(.typoEntries, bucket.start) | view.u32(.typoEntries, bucket.end - 1)
    }
    scratch.found.removeAll(keepingCapacity: true)
    for (variant, bucket) in scratch.buckets.enumerated() {
      let fingerprint = TypoVariants.fingerprint(scratch.hashes[variant])
      let end = min(bucket.end, data.typoEntryCount, bucket.start + Self.maximumTypoRun)
      guard bucket.start < end else { continue }
      for index in bucket.start..<end {
        let entry = TypoVariants.parts(view.u32(.typoEntries, index))
        if entry.fingerprint == fingerprint && entry.key < table.count {
          scratch.found.append((variant, entry.key, entry.position))
        }
      }
    }
    // Likewise the keys found: their offsets, then their first bytes.
    for entry in scratch.found { touched |= view.u32(table.offsets, entry.key) }
    for entry in scratch.found { touched |= UInt32(table.key(entry.key).first ?? 0) }
    scratch.touched = touched
    scratch.checkedRuns.removeAll(keepingCapacity: true)
    for entry in scratch.found where !scratch.checkedRuns.contains(entry.key) {
      let isVariant = scratch.bytes[scratch.ranges[entry.variant]].withUnsafeBufferPointer { variant in
        Self.compareVariant(table.key(entry.key), position: entry.position, variant) == 0
      }
      guard isVariant else { continue }
      scratch.checkedRuns.append(entry.key)
      checkRun(from: entry.key, table, view, needle, queryScalars, accept, &collector)
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
    let prefix = TypoVariants.prefixEnd(firstKey.assumingMemoryBound(to: UInt8.self))
    let prefixLength = prefix.bytes
    let isWhole = prefix.scalars < TypoVariants.prefixScalars
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
