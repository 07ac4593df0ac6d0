/// The rule every stop note follows: one line, control characters removed, trimmed, at most 120
/// characters; an empty note means "no note".
public enum StopNote {
  /// The longest note allowed, in characters (grapheme clusters).
  public static let maximumLength = 120

  /// Returns `raw` cleaned up (line breaks become spaces), or throws if it is too long.
  public static func validated(_ raw: String) throws(ValidationError) -> String {
    if raw.isEmpty { return raw }  // most stops have no note
    let clean = cleaned(raw)
    guard clean.count <= maximumLength else { throw .noteTooLong(clean.count) }
    return clean
  }

  /// `raw` as a note, never refused: cleaned like ``validated(_:)`` and, when longer than
  /// ``maximumLength``, shortened with "…" (for descriptions other software wrote).
  public static func shortened(_ raw: String) -> String {
    let clean = cleaned(raw)
    guard clean.count > maximumLength else { return clean }
    return String(clean.prefix(maximumLength - 1)) + "…"
  }

  /// `raw` on one line: every run of whitespace (line breaks included) becomes one space, control
  /// characters go, and the ends are trimmed.
  private static func cleaned(_ raw: String) -> String {
    let oneLine = String(
      String.UnicodeScalarView(
        raw.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
          if scalar.properties.isWhitespace { return " " }
          return scalar.properties.generalCategory == .control ? nil : scalar
        }))
    return oneLine.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}
