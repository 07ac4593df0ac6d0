/// A search key: a folded name (or the tail of one, from a word start) stored in the index's arena.
struct KeyEntry: Sendable {
  /// Start of the key's bytes in the arena.
  var offset: UInt32
  /// Number of bytes.
  var length: UInt32
  /// Index of the place in population order.
  var place: UInt32
  /// Whether the key comes from the place's main name rather than an alternate name.
  var isMainName: Bool
}

/// Keys grouped by a bucket number (counting sort), so a lookup scans one contiguous slice.
struct KeyBuckets: Sendable {
  /// `entries[starts[b]..<starts[b + 1]]` is bucket `b`.
  let starts: [Int]
  /// All entries, grouped by bucket.
  let entries: [KeyEntry]

  /// Groups `entries` into `bucketCount` buckets by `bucket(entry)`, keeping their order in each.
  init(_ entries: [KeyEntry], bucketCount: Int, bucket: (KeyEntry) -> Int) {
    var starts = [Int](repeating: 0, count: bucketCount + 1)
    for entry in entries { starts[bucket(entry) + 1] += 1 }
    for b in 0..<bucketCount { starts[b + 1] += starts[b] }
    var next = starts
    var grouped = [KeyEntry](
      repeating: KeyEntry(offset: 0, length: 0, place: 0, isMainName: false), count: entries.count)
    for entry in entries {
      let b = bucket(entry)
      grouped[next[b]] = entry
      next[b] += 1
    }
    self.starts = starts
    self.entries = grouped
  }

  /// The entries of buckets `range` (clamped to the valid buckets).
  func slice(buckets range: Range<Int>) -> ArraySlice<KeyEntry> {
    let lower = max(0, min(range.lowerBound, starts.count - 1))
    let upper = max(lower, min(range.upperBound, starts.count - 1))
    return entries[starts[lower]..<starts[upper]]
  }
}
