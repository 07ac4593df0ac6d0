/// Typed reads of a checked ``GazetteerData`` during one `withUnsafeBytes` call.
///
/// Every read is in bounds because ``GazetteerData`` checked the arrays' lengths, offsets and stored
/// indices when it loaded; callers pass indices below the counts.
struct GazetteerView {
  typealias Section = GazetteerFormat.Section

  let raw: UnsafeRawBufferPointer
  let data: GazetteerData

  // MARK: - Reads

  @inline(__always)
  func u32(_ section: Section, _ index: Int) -> UInt32 {
    UInt32(
      littleEndian: raw.loadUnaligned(fromByteOffset: data.offsets[section.rawValue] + 4 * index, as: UInt32.self))
  }

  @inline(__always)
  func int(_ section: Section, _ index: Int) -> Int { Int(u32(section, index)) }

  @inline(__always)
  func i32(_ section: Section, _ index: Int) -> Int32 { Int32(bitPattern: u32(section, index)) }

  @inline(__always)
  func u16(_ section: Section, _ index: Int) -> UInt16 {
    UInt16(
      littleEndian: raw.loadUnaligned(fromByteOffset: data.offsets[section.rawValue] + 2 * index, as: UInt16.self))
  }

  @inline(__always)
  func u8(_ section: Section, _ index: Int) -> UInt8 {
    raw[data.offsets[section.rawValue] + index]
  }

  /// Entry `index` of a pool whose offsets are in `offsets` and bytes in `pool`.
  @inline(__always)
  func slice(_ offsets: Section, _ pool: Section, _ index: Int) -> UnsafeRawBufferPointer {
    let base = data.offsets[pool.rawValue]
    let start = int(offsets, index)
    let end = int(offsets, index + 1)
    return UnsafeRawBufferPointer(rebasing: raw[(base + start)..<(base + end)])
  }

  /// Entry `index` of a pool as a string.
  func string(_ offsets: Section, _ pool: Section, _ index: Int) -> String {
    String(decoding: slice(offsets, pool, index), as: UTF8.self)
  }

  // MARK: - Checks used when loading

  func offsetsAreValid(_ offsets: Section, count: Int, pool: Section) -> Bool {
    offsetsAreValid(offsets, count: count, bound: data.lengths[pool.rawValue])
  }

  /// `count` non-decreasing values, the last at most `bound`.
  func offsetsAreValid(_ offsets: Section, count: Int, bound: Int) -> Bool {
    guard data.lengths[offsets.rawValue] >= 4 * count else { return false }
    var previous = 0
    for index in 0..<count {
      let value = int(offsets, index)
      guard value >= previous else { return false }
      previous = value
    }
    return previous <= bound
  }

  func valuesBelow(_ section: Section, count: Int, bound: Int) -> Bool {
    for index in 0..<count where int(section, index) >= bound { return false }
    return true
  }

  func bytesBelow(_ section: Section, count: Int, bound: Int) -> Bool {
    for index in 0..<count where Int(u8(section, index)) >= bound { return false }
    return true
  }

  func adminsAreValid(count: Int, bound: Int) -> Bool {
    for index in 0..<count {
      let value = u16(.admins, index)
      if value != GazetteerFormat.noAdmin && Int(value) >= bound { return false }
    }
    return true
  }

  /// Every alternate key names a place with alternates and one of that place's alternates.
  func alternateReferencesAreValid() -> Bool {
    for index in 0..<data.alternateKeyCount {
      let reference = int(.alternateKeyReferences, index)
      let place = reference >> 16
      guard place < data.alternatePlaceCount,
        int(.firstAlternates, place) + (reference & 0xFFFF) < int(.firstAlternates, place + 1)
      else { return false }
    }
    return true
  }

  func typoEntriesAreValid(mainKeyCount: Int) -> Bool {
    for index in 0..<data.typoEntryCount where int(.typoEntries, index) >> 4 >= mainKeyCount { return false }
    return true
  }

  func topListsAreValid(_ ranges: Section, _ lists: Section, keyCount: Int) -> Bool {
    let listLength = data.lengths[lists.rawValue] / 4
    for range in 0..<(data.lengths[ranges.rawValue] / 12) {
      let lo = int(ranges, 3 * range)
      let hi = int(ranges, 3 * range + 1)
      let start = int(ranges, 3 * range + 2)
      guard lo <= hi, hi <= keyCount, start + GazetteerFormat.topListLength <= listLength else { return false }
    }
    for index in 0..<listLength {
      let value = u32(lists, index)
      if value != UInt32.max && Int(value) >= keyCount { return false }
    }
    return true
  }
}
