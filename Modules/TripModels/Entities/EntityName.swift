/// The rule every trip and stop name follows: trimmed, control characters removed, 1–60 characters.
public enum EntityName {
  /// The longest name allowed, in characters (grapheme clusters).
  public static let maximumLength = 60

  /// Returns `raw` cleaned up, or throws if it is empty or too long once cleaned.
  public static func validated(_ raw: String) throws(ValidationError) -> String {
    if let ascii = validatedPrintableASCII(raw) { return ascii }
    if let clean = validatedUnchanged(raw) { return clean }
    let withoutControls = String(
      String.UnicodeScalarView(
        raw.unicodeScalars.filter { !$0.properties.generalCategory.isControlLike }))
    let trimmed = withoutControls.trimmingWhitespace()
    guard !trimmed.isEmpty else { throw .emptyName }
    guard trimmed.count <= maximumLength else { throw .nameTooLong(trimmed.count) }
    return trimmed
  }

  /// The same answer as ``validated(_:)`` for a name of printable ASCII only (most names in a
  /// file), without looking up each character's properties: nothing to remove, only spaces to
  /// trim, one character per byte. Nil for any other name (or an empty or too long one).
  private static func validatedPrintableASCII(_ raw: String) -> String? {
    let utf8 = raw.utf8
    guard utf8.count <= maximumLength * 4, utf8.allSatisfy({ (0x20...0x7E).contains($0) }),
      let first = utf8.firstIndex(where: { $0 != 0x20 }), let last = utf8.lastIndex(where: { $0 != 0x20 })
    else { return nil }
    guard utf8.distance(from: first, to: last) < maximumLength else { return nil }
    return first == utf8.startIndex && last == utf8.index(before: utf8.endIndex)
      ? raw : String(raw[first...last])
  }

  /// The same answer as ``validated(_:)`` for a name that it leaves as it is (most names that are
  /// not ASCII, such as "京都"): no control character, no white space at either end and at most
  /// ``maximumLength`` scalars (so at most that many characters), checked without building a new
  /// string or asking every scalar's properties. Nil for any other name.
  private static func validatedUnchanged(_ raw: String) -> String? {
    let scalars = raw.unicodeScalars
    guard let first = scalars.first, let last = scalars.last, !first.properties.isWhitespace,
      !last.properties.isWhitespace
    else { return nil }
    var count = 0
    for scalar in scalars {
      count += 1
      // The control characters (general category Cc) are exactly U+0000–U+001F and U+007F–U+009F.
      guard count <= maximumLength, scalar.value >= 0x20, !(0x7F...0x9F).contains(scalar.value) else {
        return nil
      }
    }
    return raw
  }

  /// `name` followed by `suffix` (for example " (copy)"), the name shortened with "…" so that the
  /// whole stays within ``maximumLength``.
  public static func name(_ name: String, suffixed suffix: String) -> String {
    let room = maximumLength - suffix.count
    guard name.count > room else { return name + suffix }
    return String(name.prefix(max(0, room - 1))) + "…" + suffix
  }
}

/// Why a name or coordinate was rejected.
public enum ValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name is empty after trimming.
  case emptyName
  /// The name has this many characters, more than ``EntityName/maximumLength``.
  case nameTooLong(Int)
  /// The coordinate is not finite or out of range.
  case invalidCoordinate(String)
  /// The note has this many characters, more than ``StopNote/maximumLength``.
  case noteTooLong(Int)
  /// A trip's schedule has a field outside its range (``TripSchedule/isValid``).
  case scheduleOutOfRange

  /// A one-line message that says what was wrong and what to do.
  public var description: String {
    switch self {
    case .emptyName: "name is empty — type at least one character"
    case .nameTooLong(let count):
      "name is \(count) characters — use at most \(EntityName.maximumLength)"
    case .invalidCoordinate(let reason): reason
    case .noteTooLong(let count):
      "note is \(count) characters — use at most \(StopNote.maximumLength)"
    case .scheduleOutOfRange:
      "the schedule is out of range — departure 00:00–23:59, daily driving 1 min to 24 h, speed 1–300 km/h"
    }
  }
}

extension Unicode.GeneralCategory {
  /// C0/C1 controls and format characters that must never reach a name (DEL is a control too).
  fileprivate var isControlLike: Bool {
    self == .control
  }
}

extension String {
  /// The string without leading and trailing white space and newlines.
  fileprivate func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
