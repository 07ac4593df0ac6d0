/// The rule every stop note follows: one line, control characters removed, trimmed, at most 120
/// characters; an empty note means "no note".
public enum StopNote {
  /// The longest note allowed, in characters (grapheme clusters).
  public static let maximumLength = 120

  /// Returns `raw` cleaned up (line breaks become spaces), or throws if it is too long.
  public static func validated(_ raw: String) throws(ValidationError) -> String {
    if raw.isEmpty { return raw }  // most stops have no note
    let oneLine = String(
      String.UnicodeScalarView(
        raw.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
          if scalar.properties.isWhitespace { return " " }
          return scalar.properties.generalCategory == .control ? nil : scalar
        }))
    let trimmed = oneLine.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    guard trimmed.count <= maximumLength else { throw .noteTooLong(trimmed.count) }
    return trimmed
  }

  /// `raw` as a note, never refused: cleaned like ``validated(_:)`` and, when longer than
  /// ``maximumLength``, shortened with "…" (for descriptions other software wrote).
  public static func shortened(_ raw: String) -> String {
    let oneLine = raw.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    let clean = String(
      String.UnicodeScalarView(oneLine.unicodeScalars.filter { $0.properties.generalCategory != .control }))
    guard clean.count > maximumLength else { return clean }
    return String(clean.prefix(maximumLength - 1)) + "…"
  }
}
