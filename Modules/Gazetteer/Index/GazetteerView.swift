import Geo
import PlaceSearch

/// Typed reads of a checked ``GazetteerData`` during one `withUnsafeBytes` call.
///
/// Every read is in bounds because ``GazetteerData`` checked the arrays' lengths, offsets and stored
/// indices when it loaded; callers pass indices below the counts.
struct GazetteerView {
  typealias Section = GazetteerFormat.Section

  let raw: UnsafeRawBufferPointer
  let data: GazetteerData

  // MARK: - Reads

  // Every read is bounds-checked against its section (and every slice against its pool), so a
  // damaged file gives wrong answers, never a read outside the file; an out-of-range read is 0.

  @inline(__always)
  func u32(_ section: Section, _ index: Int) -> UInt32 {
    let at = 4 * index
    guard index >= 0, at + 4 <= data.lengths[section.rawValue] else { return 0 }
    return UInt32(
      littleEndian: raw.loadUnaligned(fromByteOffset: data.offsets[section.rawValue] + at, as: UInt32.self))
  }

  @inline(__always)
  func int(_ section: Section, _ index: Int) -> Int { Int(u32(section, index)) }

  @inline(__always)
  func i32(_ section: Section, _ index: Int) -> Int32 { Int32(bitPattern: u32(section, index)) }

  @inline(__always)
  func u16(_ section: Section, _ index: Int) -> UInt16 {
    let at = 2 * index
    guard index >= 0, at + 2 <= data.lengths[section.rawValue] else { return 0 }
    return UInt16(
      littleEndian: raw.loadUnaligned(fromByteOffset: data.offsets[section.rawValue] + at, as: UInt16.self))
  }

  @inline(__always)
  func u8(_ section: Section, _ index: Int) -> UInt8 {
    guard index >= 0, index < data.lengths[section.rawValue] else { return 0 }
    return raw[data.offsets[section.rawValue] + index]
  }

  @inline(__always)
  func u64(_ section: Section, _ index: Int) -> UInt64 {
    let at = 8 * index
    guard index >= 0, at + 8 <= data.lengths[section.rawValue] else { return 0 }
    return UInt64(
      littleEndian: raw.loadUnaligned(fromByteOffset: data.offsets[section.rawValue] + at, as: UInt64.self))
  }

  // MARK: - Place records

  /// Byte offset in the file of place `index`'s record, nil when there is no such place.
  @inline(__always)
  func record(_ index: Int) -> Int? {
    let at = GazetteerFormat.PlaceRecord.size * index
    guard index >= 0, at + GazetteerFormat.PlaceRecord.size <= data.lengths[Section.places.rawValue] else {
      return nil
    }
    return data.offsets[Section.places.rawValue] + at
  }

  /// The u32 at `field` (a ``GazetteerFormat/PlaceRecord`` offset) of place `index`'s record; 0 when
  /// there is no such place.
  @inline(__always)
  func placeU32(_ index: Int, _ field: Int) -> UInt32 {
    guard let record = record(index) else { return 0 }
    return UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: record + field, as: UInt32.self))
  }

  /// Place `index`'s GeoNames id.
  @inline(__always)
  func geonameID(_ index: Int) -> UInt32 { placeU32(index, GazetteerFormat.PlaceRecord.geonameID) }

  /// Place `index`'s latitude × ``GazetteerFormat/coordinateScale``.
  @inline(__always)
  func latitude(_ index: Int) -> Int32 {
    Int32(bitPattern: placeU32(index, GazetteerFormat.PlaceRecord.latitude))
  }

  /// Place `index`'s longitude × ``GazetteerFormat/coordinateScale``.
  @inline(__always)
  func longitude(_ index: Int) -> Int32 {
    Int32(bitPattern: placeU32(index, GazetteerFormat.PlaceRecord.longitude))
  }

  /// Place `index`'s population.
  @inline(__always)
  func population(_ index: Int) -> UInt32 { placeU32(index, GazetteerFormat.PlaceRecord.population) }

  /// Place `index`'s index into the country table.
  @inline(__always)
  func country(_ index: Int) -> Int {
    guard let record = record(index) else { return 0 }
    return Int(raw[record + GazetteerFormat.PlaceRecord.country])
  }

  /// Place `index`'s index into the admin-1 table (``GazetteerFormat/noAdmin``: none).
  @inline(__always)
  func admin(_ index: Int) -> Int {
    guard let record = record(index) else { return Int(GazetteerFormat.noAdmin) }
    return Int(
      UInt16(
        littleEndian: raw.loadUnaligned(
          fromByteOffset: record + GazetteerFormat.PlaceRecord.admin, as: UInt16.self)))
  }

  /// Place `index`'s index into the second-level division table (``GazetteerFormat/noEntry``: none).
  @inline(__always)
  func admin2(_ index: Int) -> UInt16 {
    index >= 0 && index < data.placeCount ? u16(.placeAdmin2, index) : GazetteerFormat.noEntry
  }

  /// Place `index`'s display name as UTF-8 bytes (empty when out of bounds).
  @inline(__always)
  func name(_ index: Int) -> UnsafeRawBufferPointer {
    guard let record = record(index) else { return UnsafeRawBufferPointer(rebasing: raw[0..<0]) }
    let base = data.offsets[Section.names.rawValue]
    let length = data.lengths[Section.names.rawValue]
    let start = min(
      Int(
        UInt32(
          littleEndian: raw.loadUnaligned(
            fromByteOffset: record + GazetteerFormat.PlaceRecord.nameOffset, as: UInt32.self))), length)
    let end = min(start + Int(raw[record + GazetteerFormat.PlaceRecord.nameLength]), length)
    return UnsafeRawBufferPointer(rebasing: raw[(base + start)..<(base + end)])
  }

  /// The last eight bytes of place `index`'s record — name offset, admin-1, country, name length —
  /// as one little-endian word; 0 when there is no such place. (One load per place, so that the
  /// records of a search's results are brought from memory together; see ``nameLead(_:)``.)
  @inline(__always)
  func nameWord(_ index: Int) -> UInt64 {
    guard let record = record(index) else { return 0 }
    return UInt64(
      littleEndian: raw.loadUnaligned(
        fromByteOffset: record + GazetteerFormat.PlaceRecord.nameOffset, as: UInt64.self))
  }

  /// The first byte of the name whose ``nameWord(_:)`` is `word`: 0 when the name is empty or
  /// outside the names.
  @inline(__always)
  func nameLead(_ word: UInt64) -> UInt8 {
    let start = Int(truncatingIfNeeded: word & 0xFFFF_FFFF)
    guard word >> 56 != 0, start < data.lengths[Section.names.rawValue] else { return 0 }
    return raw[data.offsets[Section.names.rawValue] + start]
  }

  /// One place's record, read.
  struct PlaceFields {
    var geonameID: UInt32
    var latitude: Int32
    var longitude: Int32
    var population: UInt32
    var country: Int
    var admin: Int
    /// Index into the second-level division table (``GazetteerFormat/noEntry``: none).
    var admin2: Int
    var name: UnsafeRawBufferPointer
    /// The name's first byte (0 for an empty name), read with the record so that the names of a
    /// search's results are brought from memory together rather than one by one.
    var nameLead: UInt8
  }

  /// Place `index`'s record (zeros and an empty name when out of bounds).
  @inline(__always)
  func fields(_ index: Int) -> PlaceFields {
    let name = name(index)
    return PlaceFields(
      geonameID: geonameID(index), latitude: latitude(index), longitude: longitude(index),
      population: population(index), country: country(index), admin: admin(index),
      admin2: Int(admin2(index)), name: name,
      nameLead: name.first ?? 0)
  }

  /// Entry `index` of a pool whose offsets are in `offsets` and bytes in `pool`.
  @inline(__always)
  func slice(_ offsets: Section, _ pool: Section, _ index: Int) -> UnsafeRawBufferPointer {
    let base = data.offsets[pool.rawValue]
    let length = data.lengths[pool.rawValue]
    let start = min(int(offsets, index), length)
    let end = min(max(int(offsets, index + 1), start), length)
    return UnsafeRawBufferPointer(rebasing: raw[(base + start)..<(base + end)])
  }

  /// Entry `index` of a pool as a string.
  func string(_ offsets: Section, _ pool: Section, _ index: Int) -> String {
    String(decoding: slice(offsets, pool, index), as: UTF8.self)
  }
}
