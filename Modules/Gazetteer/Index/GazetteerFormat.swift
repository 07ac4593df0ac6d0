/// The layout of `gazetteer.bin`, shared by the generator (`scripts/build-gazetteer`) and the loader.
///
/// The file is a header followed by sections, each a little-endian array aligned to 8 bytes:
/// `magic` (4 bytes), `version` (u32), the counts in ``Counter`` order (u32 each), then one
/// `(offset, length)` pair of u32 per ``Section``. Places are stored in population order (index 0 is
/// the most populous), so a smaller place index always means a larger population.
enum GazetteerFormat {
  /// The first four bytes of the file.
  static let magic: [UInt8] = Array("RTGZ".utf8)
  /// Bumped whenever the layout changes.
  static let version: UInt32 = 5
  /// Places of at least this many people are "well known" (counted in the header; the ranking no
  /// longer treats them apart: see ``SearchScore``).
  static let wellKnownPopulation = 100_000
  /// Key ranges longer than this have a precomputed list of their most populous places.
  static let topListThreshold = 2_048
  /// How many places a precomputed list holds.
  static let topListLength = 64
  /// Coordinates are stored as integers of this many steps per degree.
  static let coordinateScale = 100_000.0
  /// No admin-1 name (u16 section value).
  static let noAdmin: UInt16 = 0xFFFF
  /// No second-level division, or no time zone (u16 values of ``Section/placeAdmin2`` and
  /// ``Section/placeTimeZones``).
  static let noEntry: UInt16 = 0xFFFF

  /// The numbers in the header, in order.
  enum Counter: Int, CaseIterable {
    case places, wellKnownPlaces, alternates, mainKeys, alternateKeys, typoEntries
  }

  /// The sections, in header order.
  enum Section: Int, CaseIterable {
    /// One ``PlaceRecord`` (``PlaceRecord/size`` bytes) per place: everything a result row shows
    /// but the alternate name, together, so building a result reads one record and its name.
    case places
    /// UTF-8 display names (each place's record holds its offset and length).
    case names
    /// u32 per place with alternates + 1: index of each place's first alternate in
    /// ``alternateOffsets``. Only the most populous places have alternates, so these are places
    /// `0..<count - 1`, and alternates are stored in place order.
    case firstAlternates
    /// u32 per alternate + 1: offsets of alternate display names in ``alternateNames``.
    case alternateOffsets
    /// UTF-8 alternate display names.
    case alternateNames
    /// u32 per country + 1: offsets in ``countryNames``; each entry is the two-letter code then the name.
    case countryOffsets
    /// UTF-8 country codes and names.
    case countryNames
    /// u32 per admin-1 name + 1: offsets in ``adminNames``.
    case adminOffsets
    /// UTF-8 admin-1 names.
    case adminNames
    /// u32 per main key + 1: offsets of folded main names (sorted bytewise) in ``mainKeyBytes``.
    case mainKeyOffsets
    /// Folded main names.
    case mainKeyBytes
    /// u32 per main key: its place.
    case mainKeyPlaces
    /// u64 per ``sampleStride`` main keys: the ``samplePrefix`` of keys 0, stride, 2 × stride, …
    /// (a small sorted array that narrows a binary search to a few keys before it reads any key).
    case mainKeySamples
    /// u32 per alternate key + 1: offsets of folded alternate names (sorted) in ``alternateKeyBytes``.
    case alternateKeyOffsets
    /// Folded alternate names.
    case alternateKeyBytes
    /// u32 per alternate key: its place << 16 | the ordinal, among that place's alternates, of the
    /// alternate it was folded from.
    case alternateKeyReferences
    /// As ``mainKeySamples`` for alternate keys.
    case alternateKeySamples
    /// (lo, hi, start) u32 triples, sorted: main-key ranges with a precomputed list at `start`.
    case mainTopRanges
    /// u32 main-key indices, ``topListLength`` (or fewer, padded with `UInt32.max`) per range.
    case mainTopLists
    /// As ``mainTopRanges`` for alternate keys.
    case alternateTopRanges
    /// As ``mainTopLists`` for alternate keys (one key per place).
    case alternateTopLists
    /// u32 per typo bucket + 1: where each bucket's entries start in ``typoEntries`` (see
    /// ``TypoVariants/bucket(_:)``).
    case typoBuckets
    /// u32 per entry, grouped by bucket: main-key index << 14 | fingerprint << 5 | deleted scalar
    /// position (``TypoVariants/wholeCode``: none). See ``TypoVariants/entry(key:fingerprint:position:)``.
    case typoEntries
    /// u32 per place: the places in k-d tree order (3-D unit vectors, axis = depth % 3).
    case kdOrder
    /// u32 per time zone + 1: offsets in ``timeZoneNames``.
    case timeZoneOffsets
    /// UTF-8 IANA time zone names ("America/Los_Angeles"), each distinct name once, sorted.
    case timeZoneNames
    /// u16 per place: its time zone's index in ``timeZoneOffsets`` (``GazetteerFormat/noEntry``: none).
    case placeTimeZones
    /// u32 per second-level division name + 1: offsets in ``admin2Names``.
    case admin2Offsets
    /// UTF-8 second-level division names ("Sunderland", "Monterey County"), each distinct name once.
    case admin2Names
    /// u16 per place: its second-level division's index in ``admin2Offsets``
    /// (``GazetteerFormat/noEntry``: none known).
    case placeAdmin2
    /// (place, landmark) u32 pairs sorted by place, one for each place that shares its name, admin-1
    /// and country with another: the nearest place of at least ``landmarkPopulation`` people and
    /// more than the place itself (see docs/gazetteer.md). Read to tell rows that look alike apart.
    case landmarks
  }

  /// A landmark (``Section/landmarks``) has at least this many people.
  static let landmarkPopulation: UInt32 = 15_000

  /// The fields of one place's record in ``Section/places``, little-endian, by byte offset.
  enum PlaceRecord {
    /// Bytes per record.
    static let size = 24
    /// u32: GeoNames id.
    static let geonameID = 0
    /// i32: latitude × ``GazetteerFormat/coordinateScale``.
    static let latitude = 4
    /// i32: longitude × ``GazetteerFormat/coordinateScale``.
    static let longitude = 8
    /// u32: population.
    static let population = 12
    /// u32: offset of the display name in ``Section/names``.
    static let nameOffset = 16
    /// u16: index into the admin-1 table, or ``GazetteerFormat/noAdmin``.
    static let admin = 20
    /// u8: index into the country table.
    static let country = 22
    /// u8: length of the display name in bytes.
    static let nameLength = 23
  }

  /// Every this many keys of a key table, the table's samples hold one prefix.
  static let sampleStride = 8

  /// The first eight bytes of `key` as a big-endian number, padded with zero bytes: comparing two
  /// such numbers orders keys as comparing the keys does, as far as the first eight bytes tell
  /// (keys never contain a zero byte).
  static func samplePrefix<C: Collection>(_ key: C) -> UInt64 where C.Element == UInt8 {
    var value: UInt64 = 0
    var count = 0
    for byte in key.prefix(8) {
      value = value << 8 | UInt64(byte)
      count += 1
    }
    return count == 0 ? 0 : value << (8 * UInt64(8 - count))
  }

  /// Bytes before the first section.
  static var headerLength: Int {
    8 + 4 * Counter.allCases.count + 8 * Section.allCases.count
  }
}
