import Geo
import PlaceSearch

/// One sorted table of folded names (main names, or alternate names) inside a ``GazetteerView``.
///
/// Keys are sorted bytewise, so the keys equal to a query and those starting with it are each one
/// contiguous range, found by binary search.
struct KeyTable {
  let view: GazetteerView
  let offsets: GazetteerFormat.Section
  let bytes: GazetteerFormat.Section
  /// Every ``GazetteerFormat/sampleStride``-th key's ``GazetteerFormat/samplePrefix``.
  let samples: GazetteerFormat.Section
  /// Every ``topStride``-th sample (``tops(_:_:)``).
  let tops: [UInt64]
  let count: Int

  /// Windows of at most this many keys are scanned rather than binary-searched.
  static let scanLength = 16

  /// Samples per entry of ``tops``.
  static let topStride = 8

  /// Every ``topStride``-th sample of the table whose samples are in `samples`.
  static func tops(_ view: GazetteerView, _ samples: GazetteerFormat.Section) -> [UInt64] {
    let sampleCount = view.data.lengths[samples.rawValue] / 8
    return stride(from: 0, to: sampleCount, by: topStride).map { view.u64(samples, $0) }
  }

  /// The key at `index`.
  @inline(__always)
  func key(_ index: Int) -> UnsafeRawBufferPointer {
    view.slice(offsets, bytes, index)
  }

  // MARK: - Ranges

  /// The keys starting with `prefix` (the keys equal to it come first).
  ///
  /// The samples narrow each binary search to a few keys first: they are a small array of numbers,
  /// where the keys are offsets and bytes scattered over the file.
  func range(prefix: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let low = GazetteerFormat.samplePrefix(prefix)
    let high = prefix.count >= 8 ? low : low | (UInt64.max >> UInt64(8 * prefix.count))
    let samples = sampleWindows(below: low, above: low, high, secondIsPrefix: prefix.count <= 8)
    let lo = partition(samples.first) { Self.compare($0, prefix, prefixOnly: false) >= 0 }
    let hi = partition(max(lo, samples.second.lowerBound)..<max(lo, samples.second.upperBound)) {
      Self.compare($0, prefix, prefixOnly: true) > 0
    }
    return lo..<hi
  }

  /// Where the first key at or after a key whose sample prefix is `below` can be (the first window),
  /// and where the first key after every key whose sample prefix is at most `above` or `second`
  /// can be: between the last sample less than `below` and the first sample greater than `above`
  /// (`second`). When `secondIsPrefix` (a query of at most eight bytes, so that every key whose
  /// sample prefix lies between `below` and `second` starts with it), the second window starts
  /// after the last such sample's key instead: a few keys, however many start with the query.
  private func sampleWindows(below: UInt64, above: UInt64, _ second: UInt64, secondIsPrefix: Bool) -> (
    first: Range<Int>, second: Range<Int>
  ) {
    let sampleCount = view.data.lengths[samples.rawValue] / 8
    // The first sample satisfying `isAfter` (monotonic) at or after `start`: the tops narrow the
    // search to one run of topStride samples before any sample is read.
    func firstSample(_ isAfter: (UInt64) -> Bool, from start: Int) -> Int {
      let top = tops.withUnsafeBufferPointer { tops in
        Self.firstIndex(in: 0..<tops.count) { isAfter(tops[$0]) }
      }
      let lo = max(start, top == 0 ? 0 : Self.topStride * (top - 1) + 1)
      let hi = max(lo, min(sampleCount, top == tops.count ? sampleCount : Self.topStride * top))
      return Self.firstIndex(in: lo..<hi) { isAfter(view.u64(samples, $0)) }
    }
    let stride = GazetteerFormat.sampleStride
    let notBelow = firstSample({ $0 >= below }, from: 0)
    let lower = min(notBelow == 0 ? 0 : stride * (notBelow - 1) + 1, count)
    func window(_ above: UInt64, narrowing: Bool) -> Range<Int> {
      let after = firstSample({ $0 > above }, from: notBelow)
      let end = max(lower, after == sampleCount ? count : min(stride * after, count))
      guard narrowing, after - 1 >= notBelow else { return lower..<end }
      return min(max(lower, stride * (after - 1) + 1), end)..<end
    }
    return (window(above, narrowing: false), window(second, narrowing: secondIsPrefix))
  }

  /// The first index in `range` satisfying `isAfter` (monotonic), or the range's end. Branch-free
  /// steps: the processor does not guess (and half the time mispredict) each step's outcome.
  @inline(__always)
  static func firstIndex(in range: Range<Int>, _ isAfter: (Int) -> Bool) -> Int {
    guard !range.isEmpty else { return range.lowerBound }
    var base = range.lowerBound
    var length = range.count
    while length > 1 {
      let half = length / 2
      base = isAfter(base + half) ? base : base + half
      length -= half
    }
    return isAfter(base) ? base : base + 1
  }

  /// The end of the keys in `range` (all starting with a prefix of `length` bytes) that are exactly
  /// that prefix.
  func exactEnd(_ range: Range<Int>, length: Int) -> Int {
    var lo = range.lowerBound
    var hi = range.upperBound
    while lo < hi {
      let mid = (lo + hi) / 2
      if key(mid).count > length { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }

  /// The first index in `range` whose key satisfies `isAfter` (which must be monotonic), or the
  /// range's end.
  private func partition(_ range: Range<Int>, _ isAfter: (UnsafeRawBufferPointer) -> Bool) -> Int {
    // A window of a few keys is scanned in order: its offsets and bytes are contiguous, so the
    // processor reads ahead while it compares, where each binary-search step would wait for an
    // offset and then a key's bytes.
    if range.count <= Self.scanLength {
      for index in range where isAfter(key(index)) { return index }
      return range.upperBound
    }
    var lo = range.lowerBound
    var hi = range.upperBound
    while lo < hi {
      let mid = (lo + hi) / 2
      if isAfter(key(mid)) { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }

  /// Bytewise comparison of `key` with `query`; with `prefixOnly`, only `key`'s first
  /// `query.count` bytes count (so every key starting with the query compares equal).
  @inline(__always)
  static func compare(
    _ key: UnsafeRawBufferPointer, _ query: UnsafeBufferPointer<UInt8>, prefixOnly: Bool
  ) -> Int {
    let length = min(key.count, query.count)
    var index = 0
    while index < length {
      let a = key[index]
      let b = query[index]
      if a != b { return a < b ? -1 : 1 }
      index += 1
    }
    if key.count == query.count || (prefixOnly && key.count > query.count) { return 0 }
    return key.count < query.count ? -1 : 1
  }
}
