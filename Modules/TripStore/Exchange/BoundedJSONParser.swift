import Geo

/// A strict JSON parser (RFC 8259) with a nesting limit, so that hostile input such as 100,000
/// nested arrays is rejected instead of exhausting the stack.
struct BoundedJSONParser {
  /// A syntax error at a line (1-based).
  struct SyntaxError: Error, Equatable {
    var line: Int
    var message: String
  }

  /// The deepest nesting accepted (the trip format needs 5).
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1

  /// Parses `bytes` as one JSON document.
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var parser = BoundedJSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.error("unexpected text after the end of the data") }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw error("nesting is deeper than \(Self.maximumDepth) levels")
    }
    guard index < bytes.count else { throw error("the data ends early (truncated?)") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("unexpected \(describe(bytes[index])) (expected a value)")
    }
  }

  private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    var keys: Set<String> = []
    skipWhitespace()
    if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { throw error("expected a quoted key") }
      let key = try parseString()
      guard keys.insert(key).inserted else { throw error("the key “\(key)” appears twice") }
      skipWhitespace()
      try expect(UInt8(ascii: ":"))
      skipWhitespace()
      members.append((key, try parseValue(depth: depth + 1)))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) { index += 1; continue }
      try expect(UInt8(ascii: "}"))
      return .object(members)
    }
  }

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) { index += 1; return .array(elements) }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) { index += 1; continue }
      try expect(UInt8(ascii: "]"))
      return .array(elements)
    }
  }

  // MARK: - Scalars

  private mutating func parseString() throws(SyntaxError) -> String {
    index += 1
    var chunkStart = index
    var utf8: [UInt8] = []
    while true {
      guard index < bytes.count else { throw error("a string is not closed (truncated?)") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        utf8.append(contentsOf: bytes[chunkStart..<index])
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte < 0x20 { throw error("a string contains a raw control character (use \\u escapes)") }
      guard byte == UInt8(ascii: "\\") else { index += 1; continue }
      utf8.append(contentsOf: bytes[chunkStart..<index])
      index += 1
      guard index < bytes.count else { throw error("a string is not closed (truncated?)") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): utf8.append(0x22)
      case UInt8(ascii: "\\"): utf8.append(0x5C)
      case UInt8(ascii: "/"): utf8.append(0x2F)
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"): utf8.append(contentsOf: try parseUnicodeEscape())
      default: throw error("unknown escape \\\(describe(escape))")
      }
      chunkStart = index
    }
  }

  /// The UTF-8 bytes of a `\uXXXX` escape (a surrogate pair takes two escapes).
  private mutating func parseUnicodeEscape() throws(SyntaxError) -> [UInt8] {
    var value = try hexQuad()
    if (0xD800...0xDBFF).contains(value) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      else { throw error("a \\u escape has a lone surrogate") }
      index += 2
      let low = try hexQuad()
      guard (0xDC00...0xDFFF).contains(low) else { throw error("a \\u escape has a lone surrogate") }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(value) {
      throw error("a \\u escape has a lone surrogate")
    }
    guard let scalar = Unicode.Scalar(value) else { throw error("a \\u escape is not a character") }
    return Array(String(Character(scalar)).utf8)
  }

  private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("a \\u escape is cut short") }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = hexDigit(byte) else { throw error("a \\u escape has a non-hex digit") }
      value = value << 4 | digit
    }
    index += 4
    return value
  }

  private mutating func parseNumber() throws(SyntaxError) -> Double {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number has no digits") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      skipDigits()
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("a number has no digits after “.”")
      }
      skipDigits()
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number has an empty exponent") }
      skipDigits()
    }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
      throw error("a number cannot be read")
    }
    return value
  }

  // MARK: - Helpers

  private mutating func expectWord(_ word: String) throws(SyntaxError) {
    let expected = Array(word.utf8)
    guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected
    else {
      throw error("unexpected \(describe(bytes[index])) (expected a value)")
    }
    index += expected.count
  }

  private mutating func expect(_ byte: UInt8) throws(SyntaxError) {
    guard index < bytes.count else { throw error("the data ends early (truncated?)") }
    guard bytes[index] == byte else {
      throw error("expected “\(Character(Unicode.Scalar(byte)))”, found \(describe(bytes[index]))")
    }
    index += 1
  }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x0A: line += 1
      case 0x20, 0x09, 0x0D: break
      default: return
      }
      index += 1
    }
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func describe(_ byte: UInt8) -> String {
    (0x21..<0x7F).contains(byte)
      ? "“\(Character(Unicode.Scalar(byte)))”" : "byte 0x" + NumberText.hex(byte, width: 2)
  }

  private func error(_ message: String) -> SyntaxError {
    SyntaxError(line: line, message: index < bytes.count ? message : "the data ends early (truncated?)")
  }
}
