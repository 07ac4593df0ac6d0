import Foundation

/// The loaded gazetteer: places in population order and their folded search keys, built once and
/// never changed (so it is shared freely between tasks).
///
/// Keys live in one byte arena. Full keys are bucketed by their first two bytes (prefix and exact
/// matches scan one bucket), word tails ("york" of "new york") likewise, and full keys by length for
/// the typo pass, which only looks at keys within one byte of the query's length.
final class GazetteerIndex: Sendable {
  /// Keys longer than this are not indexed (no real name is that long).
  static let maxKeyLength = 255

  let records: [PlaceRecord]
  let recordCountries: [UInt16]
  let countries: [CountryRecord]
  let arena: [UInt8]
  let prefixBuckets: KeyBuckets
  let wordBuckets: KeyBuckets
  let lengthBuckets: KeyBuckets

  /// The number of places.
  var count: Int { records.count }

  init(
    records: [PlaceRecord], countries: [CountryRecord], arena: [UInt8], keys: [KeyEntry],
    words: [KeyEntry]
  ) {
    self.records = records
    self.recordCountries = records.map { Self.packedCountry($0.countryCode) }
    self.countries = countries
    self.arena = arena
    prefixBuckets = KeyBuckets(keys, bucketCount: 1 << 16) { Self.bucket(arena, $0) }
    wordBuckets = KeyBuckets(words, bucketCount: 1 << 16) { Self.bucket(arena, $0) }
    lengthBuckets = KeyBuckets(keys, bucketCount: Self.maxKeyLength + 1) { Int($0.length) }
  }

  // MARK: - Buckets

  /// The bucket of a key: its first byte and second byte (0 when it has one byte).
  private static func bucket(_ arena: [UInt8], _ entry: KeyEntry) -> Int {
    let offset = Int(entry.offset)
    let second = entry.length > 1 ? Int(arena[offset + 1]) : 0
    return Int(arena[offset]) << 8 | second
  }

  /// The buckets that can hold keys starting with `prefix` (which is not empty).
  static func buckets(forPrefix prefix: [UInt8]) -> Range<Int> {
    let first = Int(prefix[0]) << 8
    return prefix.count > 1
      ? (first | Int(prefix[1]))..<((first | Int(prefix[1])) + 1) : first..<(first + 256)
  }

  /// An ISO country code packed into two bytes (0 when it is not two ASCII letters).
  static func packedCountry(_ code: String) -> UInt16 {
    let bytes = Array(code.utf8)
    guard bytes.count == 2, bytes.allSatisfy({ $0 < 0x80 }) else { return 0 }
    return UInt16(bytes[0] & 0xDF) << 8 | UInt16(bytes[1] & 0xDF)
  }
}
