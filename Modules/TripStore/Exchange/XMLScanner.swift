/// A strict reader for the part of XML 1.0 that GPX and KML files use, over UTF-8 bytes.
///
/// It stops at the first well-formedness error and names its line. Deliberately stricter than XML:
/// only UTF-8, no processing instructions besides the XML declaration at the very start, no
/// document type declaration (so no entities beyond the five predefined ones and character
/// references), element and attribute names in ASCII. It never builds a tree: ``next()`` hands out
/// one event at a time, and text is kept only up to ``maximumTextBytes`` per run.
struct XMLScanner {
  /// Something the scanner reads, in document order.
  enum Event: Equatable {
    /// A start tag (also for `<empty/>`, which is followed by its `.end`).
    case start(name: String, attributes: [String: String])
    /// An end tag.
    case end(name: String)
    /// Character data inside the root element, references and CDATA decoded, line ends
    /// normalised. `byteCount` is the whole run's length; `text` stops at ``maximumTextBytes``.
    case text(String, byteCount: Int)
  }

  /// A well-formedness error at a line.
  struct Failure: Error, Equatable {
    var line: Int
    var message: String
  }

  /// The deepest element nesting accepted.
  static let maximumDepth = 32
  /// The longest text run kept (longer runs are measured, not kept).
  static let maximumTextBytes = 64 * 1024

  let bytes: [UInt8]
  var index = 0
  /// The line the scanner is at (1-based).
  var line = 1
  /// The line the last event started on.
  private(set) var eventLine = 1
  var open: [String] = []
  private var rootClosed = false
  private var sawRoot = false
  private var pendingEnd: String?
  /// The namespace prefixes each open element declares (`xmlns:p`), innermost last.
  var declaredPrefixes: [[String]] = []
  /// How many open elements declare each prefix in scope.
  var boundPrefixes: [String: Int] = [:]

  /// A scanner over `bytes` (valid UTF-8 without a byte-order mark); reads the XML declaration.
  init(_ bytes: [UInt8]) throws(Failure) {
    self.bytes = bytes
    try declaration()
  }

  /// The innermost open element.
  var openElement: String? { open.last }

  // MARK: - Events

  /// The next event, or nil at the end of a complete document.
  mutating func next() throws(Failure) -> Event? {
    if let name = pendingEnd {
      pendingEnd = nil
      return closeElement(name)
    }
    while index < bytes.count {
      eventLine = line
      guard bytes[index] == UInt8(ascii: "<") else {
        if let text = try characterData() { return text }
        continue
      }
      guard index + 1 < bytes.count else { throw endedEarly() }
      switch bytes[index + 1] {
      case UInt8(ascii: "/"): return try endTag()
      case UInt8(ascii: "?"): throw processingInstruction()
      case UInt8(ascii: "!"): if let text = try markupDeclaration() { return text }
      default: return try startTag()
      }
    }
    if let element = open.last { throw fail("the file ends inside <\(element)> (truncated?)") }
    guard sawRoot else { throw fail("there is no root element") }
    return nil
  }

  // MARK: - Tags

  mutating func startTag() throws(Failure) -> Event {
    index += 1
    guard !rootClosed else { throw fail("there is an element after the root element ended") }
    let name = try self.name(what: "an element")
    var attributes: [String: String] = [:]
    while true {
      let spaced = skipSpace()
      guard index < bytes.count else { throw endedEarly() }
      if bytes[index] == UInt8(ascii: ">") {
        index += 1
        break
      }
      if bytes[index] == UInt8(ascii: "/") {
        guard index + 1 < bytes.count else { throw endedEarly() }
        guard bytes[index + 1] == UInt8(ascii: ">") else { throw fail("“/” inside the tag <\(name)>") }
        index += 2
        pendingEnd = name
        break
      }
      guard spaced else { throw fail("the attributes of <\(name)> need a space between them") }
      let attribute = try self.name(what: "an attribute of <\(name)>")
      skipSpace()
      guard index < bytes.count else { throw endedEarly() }
      guard bytes[index] == UInt8(ascii: "=") else { throw fail("attribute \(attribute) has no “=”") }
      index += 1
      skipSpace()
      let value = try attributeValue(of: attribute)
      guard attributes.updateValue(value, forKey: attribute) == nil else {
        throw fail("<\(name)> has the attribute \(attribute) twice")
      }
    }
    try enterNamespaceScope(of: name, attributes: attributes)
    open.append(name)
    sawRoot = true
    guard open.count <= Self.maximumDepth else {
      throw fail("elements are nested deeper than \(Self.maximumDepth) levels")
    }
    return .start(name: name, attributes: attributes)
  }

  mutating func endTag() throws(Failure) -> Event {
    index += 2
    let name = try self.name(what: "an end tag")
    skipSpace()
    guard index < bytes.count else { throw endedEarly() }
    guard bytes[index] == UInt8(ascii: ">") else { throw fail("the end tag </\(name)> is not closed by “>”") }
    index += 1
    guard let innermost = open.last else { throw fail("</\(name)> closes nothing") }
    guard innermost == name else { throw fail("</\(name)> where </\(innermost)> was expected") }
    return closeElement(name)
  }

  mutating func closeElement(_ name: String) -> Event {
    leaveNamespaceScope()
    open.removeLast()
    if open.isEmpty { rootClosed = true }
    return .end(name: name)
  }

  /// An ASCII XML name (letters, digits, `_`, `:`, `-`, `.`; not starting with a digit, `-`, `.`).
  mutating func name(what: String) throws(Failure) -> String {
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index], first: index == start) { index += 1 }
    guard index > start else {
      guard index < bytes.count else { throw endedEarly() }
      if bytes[index] >= 0x80 { throw fail("\(what) has a name that is not plain ASCII") }
      throw fail("\(what) has no name")
    }
    if index < bytes.count, bytes[index] >= 0x80 {
      throw fail("\(what) has a name that is not plain ASCII")
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
      UInt8(ascii: ":"):
      true
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
    default: false
    }
  }

  mutating func attributeValue(of attribute: String) throws(Failure) -> String {
    guard index < bytes.count else { throw endedEarly() }
    let quote = bytes[index]
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      throw fail("the value of \(attribute) is not in quotes")
    }
    index += 1
    var value: [UInt8] = []
    while true {
      guard index < bytes.count else { throw endedEarly() }
      let byte = bytes[index]
      if byte == quote {
        index += 1
        return String(decoding: value, as: UTF8.self)
      }
      switch byte {
      case UInt8(ascii: "<"): throw fail("“<” inside the value of \(attribute)")
      case UInt8(ascii: "&"): try reference(into: &value)
      case 0x0D:
        // A line end (CR LF or CR) is one space in an attribute value.
        advanceLineEnd()
        value.append(0x20)
      case 0x0A, 0x09:
        if byte == 0x0A { line += 1 }
        index += 1
        value.append(0x20)
      default:
        try checkCharacter()
        value.append(byte)
        index += 1
      }
    }
  }

  // MARK: - Text

  /// Character data up to the next `<`; nil when it is white space outside the root element.
  mutating func characterData() throws(Failure) -> Event? {
    var text: [UInt8] = []
    var count = 0
    var onlySpace = true
    func keep(_ byte: UInt8) {
      count += 1
      if count <= Self.maximumTextBytes { text.append(byte) }
    }
    while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "&"):
        onlySpace = false
        var decoded: [UInt8] = []
        try reference(into: &decoded)
        decoded.forEach(keep)
      case 0x0D:
        advanceLineEnd()
        keep(0x0A)
      case 0x0A:
        line += 1
        index += 1
        keep(byte)
      case 0x09, 0x20:
        index += 1
        keep(byte)
      case UInt8(ascii: "]") where matches("]]>"):
        throw fail("“]]>” outside a CDATA section")
      default:
        onlySpace = false
        try checkCharacter()
        keep(byte)
        index += 1
      }
    }
    guard !open.isEmpty else {
      guard onlySpace else {
        throw fail(
          sawRoot ? "there is text after the root element ended" : "there is text before the root element")
      }
      return nil
    }
    return .text(String(decoding: text, as: UTF8.self), byteCount: count)
  }

  /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#N;` or `&#xH;` at `index`, decoded into `out`.
  mutating func reference(into out: inout [UInt8]) throws(Failure) {
    index += 1
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
      throw fail("“&” is not followed by a reference like &amp;")
    }
    let body = Array(bytes[start..<index])
    index += 1
    let predefined: [String: UInt8] = ["lt": 0x3C, "gt": 0x3E, "amp": 0x26, "quot": 0x22, "apos": 0x27]
    let text = String(decoding: body, as: UTF8.self)
    if let byte = predefined[text] {
      out.append(byte)
      return
    }
    guard text.hasPrefix("#") else { throw fail("the entity &\(text.prefix(12)); is not defined") }
    let hex = text.hasPrefix("#x")
    let digits = text.dropFirst(hex ? 2 : 1)
    guard !digits.isEmpty, digits.allSatisfy({ hex ? $0.isHexDigit : $0.isASCII && $0.isNumber }),
      let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value),
      Self.isXMLCharacter(value)
    else { throw fail("&\(text.prefix(12)); is not a valid character reference") }
    out.append(contentsOf: Array(String(Character(scalar)).utf8))
  }

  static func isXMLCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// Refuses the byte at `index` when it starts a character XML does not allow (the input is
  /// valid UTF-8, so only C0 controls and U+FFFE/U+FFFF remain to check).
  func checkCharacter() throws(Failure) {
    let byte = bytes[index]
    if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
      throw fail("the control character U+\(String(format4: byte)) is not allowed in XML")
    }
    if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
      throw fail("the noncharacter U+FFF\(bytes[index + 2] == 0xBE ? "E" : "F") is not allowed in XML")
    }
  }
}

extension String {
  /// `byte` as four upper-case hex digits.
  fileprivate init(format4 byte: UInt8) {
    let digits = String(byte, radix: 16, uppercase: true)
    self = String(repeating: "0", count: 4 - digits.count) + digits
  }
}
