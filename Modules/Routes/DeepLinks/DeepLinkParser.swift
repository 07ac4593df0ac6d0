import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// MARK: - Text → DeepLink (syntax only; the data is checked by the resolver)

/// Reads `roadtrip://trips[/<trip>[/waypoints/<stop>]][/<sheet>]` and
/// `roadtrip://trips/<trip>/waypoints/new[/after/<stop>]` strictly: printable ASCII only, no
/// percent-escapes, no query, fragment, user or port, no empty segments (one trailing `/` is allowed).
/// The scheme and the words (`trips`, `waypoints`, `new`, `after`) are matched case-insensitively.
struct DeepLinkParser {
  /// The longest text shown back in a message.
  private static let quoteLimit = 40

  func parse(_ text: String) throws(DeepLinkError) -> DeepLink {
    guard !text.isEmpty else { throw .empty }
    if text.utf8.count > DeepLinkCodec.maximumLength {
      let length = text.unicodeScalars.count
      guard length <= DeepLinkCodec.maximumLength else { throw .tooLong(length) }
    }
    try checkCharacters(text)

    // From here on the text is printable ASCII, so bytes are characters.
    let bytes = Array(text.utf8)
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else {
      throw .missingScheme(Self.quote(text))
    }
    let scheme = String(decoding: bytes[..<colon], as: UTF8.self)
    guard scheme.equalsIgnoringASCIICase(DeepLinkCodec.scheme) else { throw .wrongScheme(Self.quote(scheme)) }
    let slash = UInt8(ascii: "/")
    guard bytes.count >= colon + 3, bytes[colon + 1] == slash, bytes[colon + 2] == slash else {
      throw .missingScheme(Self.quote(text))
    }
    let rest = bytes[(colon + 3)...]
    let unsupported: [UInt8] = Array("?#@:".utf8)
    if let bad = rest.firstIndex(where: { unsupported.contains($0) }) {
      throw .unsupportedPart(Self.quote(String(decoding: rest[bad...], as: UTF8.self)))
    }
    let segments = rest.split(separator: slash, omittingEmptySubsequences: false)
    return try parseSegments(segments.map { String(decoding: $0, as: UTF8.self) })
  }

  private func parseSegments(_ parts: [String]) throws(DeepLinkError) -> DeepLink {
    var segments = parts
    if segments.count > 1, segments.last == "" { segments.removeLast() }
    guard let section = segments.first, section.equalsIgnoringASCIICase("trips") else {
      throw .unknownSection(Self.quote(segments.first ?? ""))
    }
    for (index, segment) in segments.enumerated() where segment.isEmpty {
      throw .emptySegment(after: segments[..<index].joined(separator: "/"))
    }
    // A sheet's name is the link's last segment: what comes before it names the screen below.
    var sheet: DeepLink.SheetName?
    if segments.count > 1, let name = Self.sheetName(segments[segments.count - 1]) {
      sheet = name
      segments.removeLast()
    }
    let link = try parseScreen(segments)
    guard let sheet else { return link }
    if link.isNewStop { throw .unexpectedSegment(sheet.rawValue, after: "waypoints/new") }
    if sheet == .export || sheet == .schedule, link.trip == nil { throw .sheetNeedsTrip(sheet.rawValue) }
    return DeepLink(trip: link.trip, stop: link.stop, sheet: sheet)
  }

  /// `trips[/<trip>[/waypoints/<stop>]]`, the segments already checked to be non-empty.
  private func parseScreen(_ segments: [String]) throws(DeepLinkError) -> DeepLink {
    guard segments.count > 1 else { return .trips }
    let trip = try reference(segments[1], kind: .trip)
    guard segments.count > 2 else { return DeepLink(trip: trip) }
    guard segments[2].equalsIgnoringASCIICase("waypoints") else {
      throw .unexpectedSegment(Self.quote(segments[2]), after: "trips/\(Self.quote(segments[1]))")
    }
    guard segments.count > 3 else { throw .missingStop }
    if segments[3].equalsIgnoringASCIICase("new") { return try parseNewStop(trip: trip, segments) }
    let stop = try reference(segments[3], kind: .stop)
    guard segments.count == 4 else {
      throw .unexpectedSegment(Self.quote(segments[4]), after: "waypoints/\(Self.quote(segments[3]))")
    }
    return DeepLink(trip: trip, stop: stop)
  }

  /// The sheet a segment names (case-insensitive), nil for any other segment.
  private static func sheetName(_ segment: String) -> DeepLink.SheetName? {
    DeepLink.SheetName.allCases.first { segment.equalsIgnoringASCIICase($0.rawValue) }
  }

  /// `…/waypoints/new[/after/<stop>]`: the editor of a new stop (`segments` has at least 4 parts).
  private func parseNewStop(trip: DeepLink.Reference, _ segments: [String]) throws(DeepLinkError)
    -> DeepLink
  {
    guard segments.count > 4 else { return .newStop(trip: trip) }
    guard segments[4].equalsIgnoringASCIICase("after") else {
      throw .unexpectedSegment(Self.quote(segments[4]), after: "waypoints/new")
    }
    guard segments.count > 5 else { throw .missingAfterStop }
    let after = try reference(segments[5], kind: .stop)
    guard segments.count == 6 else {
      throw .unexpectedSegment(Self.quote(segments[6]), after: "after/\(Self.quote(segments[5]))")
    }
    return .newStop(trip: trip, after: after)
  }

  /// A UUID in its canonical 8-4-4-4-12 text (the one parser ids have everywhere), or a position:
  /// digits without a leading zero that fit an `Int`.
  private func reference(_ text: String, kind: DeepLinkError.Kind) throws(DeepLinkError) -> DeepLink.Reference
  {
    if let id = CanonicalUUID.parse(text) { return .id(id) }
    if let first = text.utf8.first, first != UInt8(ascii: "0"),
      text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      let position = Int(text)
    {
      return .position(position)
    }
    throw .invalidReference(Self.quote(text), kind: kind)
  }

  /// Only printable ASCII without spaces; `%` starts a refused escape. Characters are checked first,
  /// so the escape quoted back in a message is itself printable.
  private func checkCharacters(_ text: String) throws(DeepLinkError) {
    let isPlain = text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "%") }
    if isPlain { return }
    for (offset, scalar) in text.unicodeScalars.enumerated()
    where scalar.value <= 0x20 || scalar.value >= 0x7F {
      throw .invalidCharacter(Self.describe(scalar), offset: offset)
    }
    if let percent = text.utf8.firstIndex(of: UInt8(ascii: "%")) {
      let escape = text.utf8[percent...].prefix(3)
      throw .percentEncoding(String(decoding: escape, as: UTF8.self))
    }
  }

  /// `U+0020` for invisible characters, `“é” (U+00E9)` for visible ones.
  private static func describe(_ scalar: Unicode.Scalar) -> String {
    let code = "U+" + String(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))
    let category = scalar.properties.generalCategory
    let invisible: Set<Unicode.GeneralCategory> = [
      .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned,
      .privateUse, .surrogate, .nonspacingMark, .enclosingMark, .spacingMark,
    ]
    return invisible.contains(category) ? code : "“\(Character(scalar))” (\(code))"
  }

  /// `text`, cut to ``quoteLimit`` characters with "…".
  static func quote(_ text: String) -> String {
    text.count <= quoteLimit ? text : String(text.prefix(quoteLimit - 1)) + "…"
  }
}

extension String {
  /// Whether the string equals `other` when ASCII letters are compared without case.
  fileprivate func equalsIgnoringASCIICase(_ other: String) -> Bool {
    utf8.count == other.utf8.count
      && zip(utf8, other.utf8).allSatisfy { Self.lowercasedASCII($0) == Self.lowercasedASCII($1) }
  }

  private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
