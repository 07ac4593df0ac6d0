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
