/// Reads the tz database's binary files (TZif, RFC 8536): versions 2 and later through their
/// 64-bit section and footer rule; a version 1 file through its 32-bit section.
enum TZifReader {
  /// Why a file is not a zone.
  enum Failure: Error, Equatable {
    case notTZif
    case truncated
  }

  /// The zone `name` from the file's `bytes`.
  static func read(_ bytes: [UInt8], name: String) throws(Failure) -> TimeZoneRules {
    var cursor = Cursor(bytes: bytes)
    let first = try cursor.header()
    guard first.version >= 2 else {
      return try cursor.body(first, timeSize: 4, name: name, footer: nil)
    }
    try cursor.skip(first.dataLength(timeSize: 4))
    let second = try cursor.header()
    let start = cursor.index
    try cursor.skip(second.dataLength(timeSize: 8))
    let footer = cursor.footer().flatMap { PosixZoneRule($0) }
    cursor.index = start
    return try cursor.body(second, timeSize: 8, name: name, footer: footer)
  }

  /// The counts a TZif header gives.
  struct Header {
    var version: Int
    var isUTCCount, isStandardCount, leapCount, timeCount, typeCount, characterCount: Int

    func dataLength(timeSize: Int) -> Int {
      timeCount * (timeSize + 1) + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
        + isStandardCount + isUTCCount
    }
  }

  /// A read position in the file.
  struct Cursor {
    let bytes: [UInt8]
    var index = 0

    mutating func skip(_ count: Int) throws(Failure) {
      guard count >= 0, bytes.count - index >= count else { throw .truncated }
      index += count
    }

    mutating func integer(size: Int) throws(Failure) -> Int64 {
      guard bytes.count - index >= size else { throw .truncated }
      var value: UInt64 = 0
      for byte in bytes[index..<(index + size)] { value = value << 8 | UInt64(byte) }
      index += size
      // Sign-extend a 32-bit value.
      if size == 4 { return Int64(Int32(bitPattern: UInt32(truncatingIfNeeded: value))) }
      return Int64(bitPattern: value)
    }

    mutating func header() throws(Failure) -> Header {
      guard bytes.count - index >= 44 else { throw .truncated }
      guard bytes[index..<(index + 4)].elementsEqual("TZif".utf8) else { throw .notTZif }
      let versionByte = bytes[index + 4]
      let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
      index += 20
      var counts: [Int] = []
      for _ in 0..<6 {
        let count = try integer(size: 4)
        guard count >= 0, count < 1 << 24 else { throw .notTZif }
        counts.append(Int(count))
      }
      return Header(
        version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
        timeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
    }

    /// The footer's text between its two newlines, or nil.
    func footer() -> String? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\n") else { return nil }
      guard let end = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      return String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
    }

    mutating func body(_ header: Header, timeSize: Int, name: String, footer: PosixZoneRule?)
      throws(Failure) -> TimeZoneRules
    {
      var transitions: [Int64] = []
      transitions.reserveCapacity(header.timeCount)
      for _ in 0..<header.timeCount { transitions.append(try integer(size: timeSize)) }
      guard bytes.count - index >= header.timeCount else { throw .truncated }
      let indices = Array(bytes[index..<(index + header.timeCount)])
      index += header.timeCount
      var raw: [(offset: Int, isDST: Bool, abbreviationIndex: Int)] = []
      for _ in 0..<header.typeCount {
        let offset = Int(try integer(size: 4))
        guard bytes.count - index >= 2 else { throw .truncated }
        raw.append((offset, bytes[index] != 0, Int(bytes[index + 1])))
        index += 2
      }
      guard bytes.count - index >= header.characterCount else { throw .truncated }
      let characters = Array(bytes[index..<(index + header.characterCount)])
      index += header.characterCount
      let types = raw.map { type in
        let start = min(type.abbreviationIndex, characters.count)
        let end = characters[start...].firstIndex(of: 0) ?? characters.count
        return ZoneOffset(
          seconds: type.offset, abbreviation: String(decoding: characters[start..<end], as: UTF8.self),
          isDaylightSaving: type.isDST)
      }
      guard indices.allSatisfy({ Int($0) < max(types.count, 1) }) else { throw .notTZif }
      return TimeZoneRules(
        name: name, transitions: transitions, transitionTypes: indices, types: types, footer: footer)
    }
  }
}
