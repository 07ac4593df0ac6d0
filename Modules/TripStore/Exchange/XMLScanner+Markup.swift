// MARK: - Declarations, comments, CDATA and scanning helpers

extension XMLScanner {
  // MARK: - Markup declarations, comments, CDATA

  /// `<!--…-->` (skipped), `<![CDATA[…]]>` (text), or a refused `<!DOCTYPE`/other declaration.
  mutating func markupDeclaration() throws(Failure) -> Event? {
    if matches("<!--") {
      index += 4
      while true {
        guard index < bytes.count else { throw endedEarly() }
        if matches("--") {
          guard matches("-->") else { throw fail("“--” inside a comment") }
          index += 3
          return nil
        }
        try skipCharacter()
      }
    }
    if matches("<![CDATA[") {
      guard !open.isEmpty else { throw fail("a CDATA section outside the root element") }
      index += 9
      var text: [UInt8] = []
      var count = 0
      while !matches("]]>") {
        guard index < bytes.count else { throw endedEarly() }
        let byte = bytes[index]
        if byte == 0x0D {
          advanceLineEnd()
          count += 1
          if count <= Self.maximumTextBytes { text.append(0x0A) }
          continue
        }
        try skipCharacter()
        count += 1
        if count <= Self.maximumTextBytes { text.append(byte) }
      }
      index += 3
      return .text(String(decoding: text, as: UTF8.self), byteCount: count)
    }
    if matchesIgnoringCase("<!DOCTYPE") {
      throw fail("document type declarations (<!DOCTYPE>) are not accepted in GPX or KML")
    }
    throw fail("“<!” starts neither a comment nor a CDATA section")
  }

  mutating func processingInstruction() -> Failure {
    index += 2
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index], first: index == start) { index += 1 }
    let target = String(decoding: bytes[start..<index], as: UTF8.self)
    if target.lowercased() == "xml" {
      return fail("the XML declaration (<?xml …?>) must be at the very start of the file")
    }
    return fail("processing instructions (<?\(target.prefix(20))…?>) are not accepted in GPX or KML")
  }

  // MARK: - XML declaration

  /// Reads `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` if the file starts with it.
  mutating func declaration() throws(Failure) {
    guard matches("<?xml"), index + 5 < bytes.count, Self.isSpace(bytes[index + 5]) else { return }
    index += 5
    var seen: [String] = []
    var lastPosition = -1
    while true {
      let spaced = skipSpace()
      guard index < bytes.count else { throw endedEarly() }
      if matches("?>") {
        index += 2
        break
      }
      guard spaced else { throw fail("the XML declaration is malformed") }
      let start = index
      while index < bytes.count, Self.isNameByte(bytes[index], first: false) { index += 1 }
      let key = String(decoding: bytes[start..<index], as: UTF8.self)
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        throw fail("the XML declaration is malformed")
      }
      index += 1
      skipSpace()
      let value = try attributeValue(of: key)
      let order = ["version", "encoding", "standalone"]
      guard let position = order.firstIndex(of: key), position > lastPosition else {
        throw fail("the XML declaration has an unexpected “\(key.prefix(20))”")
      }
      lastPosition = position
      seen.append(key)
      switch key {
      case "version" where value != "1.0":
        throw fail("XML version “\(value.prefix(20))” is not supported — GPX and KML use 1.0")
      case "encoding" where value.lowercased() != "utf-8":
        throw fail(
          "the file declares the encoding “\(value.prefix(20))” — only UTF-8 is read; save it as UTF-8")
      case "standalone" where value != "yes" && value != "no":
        throw fail("standalone must be yes or no")
      default: break
      }
    }
    guard seen.first == "version" else { throw fail("the XML declaration has no version") }
  }

  // MARK: - Low level

  mutating func advanceLineEnd() {
    index += 1
    if index < bytes.count, bytes[index] == 0x0A { index += 1 }
    line += 1
  }

  /// Steps over one byte of a comment or CDATA section, counting lines and refusing bad characters.
  mutating func skipCharacter() throws(Failure) {
    let byte = bytes[index]
    if byte == 0x0D { return advanceLineEnd() }
    if byte == 0x0A { line += 1 } else { try checkCharacter() }
    index += 1
  }

  @discardableResult
  mutating func skipSpace() -> Bool {
    let start = index
    while index < bytes.count, Self.isSpace(bytes[index]) {
      if bytes[index] == 0x0D {
        advanceLineEnd()
      } else {
        if bytes[index] == 0x0A { line += 1 }
        index += 1
      }
    }
    return index > start
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  func matches(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return text.withUTF8Buffer { expected in
      (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
    }
  }

  func matchesIgnoringCase(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return text.withUTF8Buffer { expected in
      (0..<count).allSatisfy { bytes[index + $0] | 0x20 == expected[$0] | 0x20 }
    }
  }

  func endedEarly() -> Failure {
    fail("the file ends inside \(open.last.map { "<\($0)>" } ?? "a tag") (truncated?)")
  }

  func fail(_ message: String) -> Failure {
    Failure(line: line, message: message)
  }
}
