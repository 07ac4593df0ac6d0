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
  let count: Int

  /// The key at `index`.
  @inline(__always)
  func key(_ index: Int) -> UnsafeRawBufferPointer {
    view.slice(offsets, bytes, index)
  }

  // MARK: - Ranges

  /// The keys starting with `prefix` (the keys equal to it come first).
  func range(prefix: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let lo = partition { Self.compare($0, prefix, prefixOnly: false) >= 0 }
    let hi = partition(from: lo) { Self.compare($0, prefix, prefixOnly: true) > 0 }
    return lo..<hi
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

  /// The first index from `start` whose key satisfies `isAfter` (which must be monotonic).
  private func partition(from start: Int = 0, _ isAfter: (UnsafeRawBufferPointer) -> Bool) -> Int {
    var lo = start
    var hi = count
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
