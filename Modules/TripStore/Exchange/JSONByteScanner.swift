/// A strict JSON reader (RFC 8259) that walks a document's bytes front to back and builds nothing:
/// its caller asks for the value it expects next (an object's members, an array's elements, a
/// string's bytes, a number) and skips the rest, checked but not kept.
///
/// It accepts exactly what ``BoundedJSONParser`` accepts (the same nesting limit, escapes, numbers
/// and duplicate-key rule) but says nothing about a document it refuses: it throws ``Refusal`` and
/// the caller reads the file again with the tree parser, which names the problem's line. It also
/// refuses, to keep itself simple, a few valid but unusual documents (an object with more than
/// ``maximumKeysChecked`` keys, a key with escapes); those are read by the tree parser too.
///
/// It reads a document held whole in memory, or one read a chunk at a time through an
/// ``ImportByteWindow``: then ``bytes`` holds only the value being read and what follows it, and
/// more of the file is read (and what is behind the value let go) when the reader reaches their
/// end. A range it returns (a key, a string) is of ``bytes`` and valid until it next reads.
struct JSONByteScanner {
  /// The document is not read here (see the type's description).
  struct Refusal: Error {}

  /// What a value is, from its first byte.
  enum Kind {
    case object, array, string, number, literal
  }

  /// The deepest nesting accepted, as ``BoundedJSONParser/maximumDepth``.
  static let maximumDepth = BoundedJSONParser.maximumDepth
  /// The most keys an object may have here (their duplicates are checked pairwise).
  static let maximumKeysChecked = 16

  /// The document, or the part of it held now (see the type's description).
  private(set) var bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read, in ``bytes``.
  private(set) var index = 0
  /// The file read a chunk at a time, nil for a document held whole.
  private let window: ImportByteWindow?
  /// The keys of the objects being read, innermost last, as ranges of `keyBytes` (copied: the
  /// bytes they were read from may be let go before their object ends).
  private var keys: [Range<Int>] = []
  private var keyBytes: [UInt8] = []
  /// Where each open object's keys start in `keys`.
  private var keyStarts: [Int] = []
  /// The bytes of the last string that had escapes (see ``string(_:)``).
  private(set) var decoded: [UInt8] = []

  /// A reader at the start of `bytes`.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    window = nil
  }

  /// A reader at the start of the file `window` reads.
  init(window: ImportByteWindow) {
    self.window = window
    bytes = window.bytes
  }

  // MARK: - Reading more

  /// Whether `count` bytes from the reader on are held, reading more of the file when they are
  /// not; `start` is the first byte the caller still needs (at most the reader's), kept and moved
  /// with the bytes when what is before it is let go.
  @inline(__always)
  mutating func available(_ count: Int, keeping start: inout Int) -> Bool {
    index + count <= bytes.count || readMore(count, keeping: &start)
  }

  /// Whether `count` bytes from the reader on are held, reading more of the file when they are not.
  @inline(__always)
  mutating func available(_ count: Int = 1) -> Bool {
    guard index + count > bytes.count else { return true }
    var start = index
    return readMore(count, keeping: &start)
  }

  @inline(never)
  private mutating func readMore(_ count: Int, keeping start: inout Int) -> Bool {
    guard let window else { return false }
    while index + count > bytes.count {
      let dropped = min(start, index)
      let more = window.advance(dropping: dropped)
      index -= dropped
      start -= dropped
      bytes = window.bytes
      guard more else { return index + count <= bytes.count }
    }
    return true
  }

  /// Skips a UTF-8 byte order mark at the reader.
  mutating func skipByteOrderMark() {
    if available(3), bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { index += 3 }
  }

  /// The first byte that is not white space, nil when there is none; the reader stays before it.
  mutating func firstSignificantByte() -> UInt8? {
    skipWhitespace()
    return available() ? bytes[index] : nil
  }

  // MARK: - Structure

  /// The kind of the value at the reader (after white space), within the nesting limit.
  mutating func kind(depth: Int) throws(Refusal) -> Kind {
    guard depth < Self.maximumDepth, available() else { throw Refusal() }
    switch bytes[index] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return .literal
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw Refusal()
    }
  }

  /// Enters the object at the reader; false when it is empty (and then already left).
  mutating func openObject() -> Bool {
    index += 1
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return false
    }
    keyStarts.append(keys.count)
    return true
  }

  /// Reads the next member's key and its `:`, leaving the reader at the value; refuses a key the
  /// object already has. The key is for ``key(_:is:)``, until the object ends.
  mutating func key() throws(Refusal) -> Range<Int> {
    skipWhitespace()
    guard peek(UInt8(ascii: "\"")) else { throw Refusal() }
    guard let key = try stringSpan(), let start = keyStarts.last, keys.count - start < Self.maximumKeysChecked
    else { throw Refusal() }
    for earlier in keys[start...] where keyBytes[earlier].elementsEqual(bytes[key]) { throw Refusal() }
    let copy = keyBytes.count..<keyBytes.count + key.count
    keys.append(copy)
    keyBytes.append(contentsOf: bytes[key])
    skipWhitespace()
    try expect(UInt8(ascii: ":"))
    skipWhitespace()
    return copy
  }

  /// After a member's value: true when another member follows, false at the object's end (left).
  mutating func nextMember() throws(Refusal) -> Bool {
    skipWhitespace()
    if peek(UInt8(ascii: ",")) {
      index += 1
      return true
    }
    try expect(UInt8(ascii: "}"))
    if let start = keyStarts.popLast(), start < keys.count {
      keyBytes.removeSubrange(keys[start].lowerBound...)
      keys.removeSubrange(start...)
    }
    return false
  }

  /// Enters the array at the reader; false when it is empty (and then already left). Before each
  /// element the reader is at its first byte.
  mutating func openArray() -> Bool {
    index += 1
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return false
    }
    return true
  }

  /// After an element: true when another follows (the reader at its first byte), false at the
  /// array's end (left).
  mutating func nextElement() throws(Refusal) -> Bool {
    skipWhitespace()
    if peek(UInt8(ascii: ",")) {
      index += 1
      skipWhitespace()
      return true
    }
    try expect(UInt8(ascii: "]"))
    return false
  }

  /// Whether the key `key` (from ``key()``) is `name`.
  func key(_ key: Range<Int>, is name: StaticString) -> Bool {
    key.count == name.utf8CodeUnitCount
      && keyBytes.withUnsafeBufferPointer { keys in
        UnsafeBufferPointer(rebasing: keys[key]).elementsEqual(
          UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
      }
  }

  /// Skips white space, then checks that nothing but white space follows (and, for a file read
  /// a chunk at a time, that all of it was read and is UTF-8).
  mutating func finish() throws(Refusal) {
    skipWhitespace()
    guard !available(), window?.endedCleanly ?? true else { throw Refusal() }
  }

  /// Skips the value at the reader, checking it.
  mutating func skipValue(depth: Int) throws(Refusal) {
    switch try kind(depth: depth) {
    case .object:
      guard openObject() else { return }
      repeat {
        _ = try key()
        try skipValue(depth: depth + 1)
      } while try nextMember()
    case .array:
      guard openArray() else { return }
      repeat { try skipValue(depth: depth + 1) } while try nextElement()
    case .string: _ = try string()
    case .number: _ = try number(converted: false)
    case .literal: try literal()
    }
  }

  // MARK: - Scalars

  /// Reads the string at the reader: its bytes, as a range of the document, or nil when it has
  /// escapes (its decoded bytes are then ``decoded``).
  mutating func string() throws(Refusal) -> Range<Int>? {
    if let span = try stringSpan() { return span }
    index += 1
    return nil
  }

  /// Reads `true`, `false` or `null`.
  mutating func literal() throws(Refusal) {
    for word: StaticString in ["true", "false", "null"] {
      let length = word.utf8CodeUnitCount
      if available(length),
        bytes[index..<index + length].elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: length))
      {
        index += length
        return
      }
    }
    throw Refusal()
  }

  /// The string at the reader when it has no escapes, else nil with the reader at the string's
  /// last byte and its decoded bytes in ``decoded``.
  private mutating func stringSpan() throws(Refusal) -> Range<Int>? {
    index += 1
    var start = index
    while available(1, keeping: &start) {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return start..<index - 1
      }
      if byte < 0x20 { throw Refusal() }
      if byte == UInt8(ascii: "\\") {
        try decodeEscapedString(from: start)
        return nil
      }
      index += 1
    }
    throw Refusal()
  }

  private mutating func decodeEscapedString(from start: Int) throws(Refusal) {
    decoded.removeAll(keepingCapacity: true)
    var chunkStart = start
    while available(1, keeping: &chunkStart) {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        decoded.append(contentsOf: bytes[chunkStart..<index])
        return
      }
      if byte < 0x20 { throw Refusal() }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      decoded.append(contentsOf: bytes[chunkStart..<index])
      chunkStart = index
      guard available(2, keeping: &chunkStart) else { throw Refusal() }
      let escape = bytes[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
      case UInt8(ascii: "b"): decoded.append(0x08)
      case UInt8(ascii: "f"): decoded.append(0x0C)
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "u"): try decodeUnicodeEscape()
      default: throw Refusal()
      }
      chunkStart = index
    }
    throw Refusal()
  }

  /// Appends the UTF-8 of a `\uXXXX` escape (a surrogate pair takes two) to ``decoded``.
  private mutating func decodeUnicodeEscape() throws(Refusal) {
    var value = try hexQuad()
    if (0xD800...0xDBFF).contains(value) {
      guard available(2), bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      else { throw Refusal() }
      index += 2
      let low = try hexQuad()
      guard (0xDC00...0xDFFF).contains(low) else { throw Refusal() }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(value) {
      throw Refusal()
    }
    guard let scalar = Unicode.Scalar(value) else { throw Refusal() }
    decoded.append(contentsOf: String(Character(scalar)).utf8)
  }

  private mutating func hexQuad() throws(Refusal) -> UInt32 {
    guard available(4) else { throw Refusal() }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = byte.hexDigit else { throw Refusal() }
      value = value << 4 | digit
    }
    index += 4
    return value
  }

  // MARK: - Helpers

  /// Moves past white space.
  mutating func skipWhitespace() {
    while available() {
      switch bytes[index] {
      case 0x20, 0x0A, 0x09, 0x0D: index += 1
      default: return
      }
    }
  }

  /// Moves past `byte`, refusing anything else.
  mutating func expect(_ byte: UInt8) throws(Refusal) {
    guard peek(byte) else { throw Refusal() }
    index += 1
  }

  /// Moves past one byte.
  mutating func advance() { index += 1 }

  /// Whether the next byte is `byte`.
  mutating func peek(_ byte: UInt8) -> Bool { available() && bytes[index] == byte }

  /// Whether the next byte is `byte`, keeping the bytes from `start` on (see
  /// ``available(_:keeping:)``).
  mutating func peek(_ byte: UInt8, keeping start: inout Int) -> Bool {
    available(1, keeping: &start) && bytes[index] == byte
  }
}

extension UInt8 {
  /// The value of a hexadecimal digit (either case), nil for any other byte.
  fileprivate var hexDigit: UInt32? {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(self - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(self - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(self - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
