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
  static let version: UInt32 = 2
  /// Places of at least this many people are "well known": their real name matches always rank above
  /// alias and typo matches.
  static let wellKnownPopulation = 100_000
  /// Key ranges longer than this have a precomputed list of their most populous places.
  static let topListThreshold = 2_048
  /// How many places a precomputed list holds.
  static let topListLength = 64
  /// Coordinates are stored as integers of this many steps per degree.
  static let coordinateScale = 100_000.0
  /// No admin-1 name (u16 section value).
  static let noAdmin: UInt16 = 0xFFFF

  /// The numbers in the header, in order.
  enum Counter: Int, CaseIterable {
    case places, wellKnownPlaces, alternates, mainKeys, alternateKeys, typoEntries
  }

  /// The sections, in header order.
  enum Section: Int, CaseIterable {
    /// u32 per place: GeoNames id.
    case geonameIDs
    /// i32 per place: latitude × ``coordinateScale``.
    case latitudes
    /// i32 per place: longitude × ``coordinateScale``.
    case longitudes
    /// u32 per place.
    case populations
    /// u8 per place: index into the country table.
    case countries
    /// u16 per place: index into the admin-1 table, or ``noAdmin``.
    case admins
    /// u32 per place + 1: offsets of display names in ``names``.
    case nameOffsets
    /// UTF-8 display names.
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
    /// u32 per alternate key + 1: offsets of folded alternate names (sorted) in ``alternateKeyBytes``.
    case alternateKeyOffsets
    /// Folded alternate names.
    case alternateKeyBytes
    /// u32 per alternate key: its place << 16 | the ordinal, among that place's alternates, of the
    /// alternate it was folded from.
    case alternateKeyReferences
    /// (lo, hi, start) u32 triples, sorted: main-key ranges with a precomputed list at `start`.
    case mainTopRanges
    /// u32 main-key indices, ``topListLength`` (or fewer, padded with `UInt32.max`) per range.
    case mainTopLists
    /// As ``mainTopRanges`` for alternate keys.
    case alternateTopRanges
    /// As ``mainTopLists`` for alternate keys (one key per place).
    case alternateTopLists
    /// u32 per entry: main-key index << 8 | deleted scalar position (255: none), sorted by variant.
    case typoEntries
    /// u32 per place: the places in k-d tree order (3-D unit vectors, axis = depth % 3).
    case kdOrder
  }

  /// Bytes before the first section.
  static var headerLength: Int {
    8 + 4 * Counter.allCases.count + 8 * Section.allCases.count
  }
}
