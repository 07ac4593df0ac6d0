/// Keeps control characters from data away from the terminal.
///
/// Every C0 control, DEL and C1 control is replaced by a visible stand-in: C0 and DEL by their
/// Unicode Control Pictures (`␛` for ESC, `␊` for a line feed), C1 and the layout-breaking
/// characters of ``isControl(_:)`` (U+2028, bidi overrides…) by `�`, which every terminal draws
/// in one cell. The canvas applies this
/// to every grapheme it stores, so no renderer can emit a control byte that came from text.
public enum Sanitizer {
  /// Whether `scalar` is a C0 control, DEL, a C1 control, or a character terminals lay out
  /// unpredictably: the line and paragraph separators U+2028/U+2029 (one cell for some terminals,
  /// none or a line break for others) and the bidirectional marks, embeddings, overrides and
  /// isolates (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069), which can reorder what follows.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    guard value >= 0x061C else { return false }
    switch value {
    case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// The visible stand-in for a control scalar.
  public static func replacement(for scalar: Unicode.Scalar) -> Character {
    let value = scalar.value
    if value < 0x20, let picture = Unicode.Scalar(0x2400 + value) { return Character(picture) }
    if value == 0x7F { return "\u{2421}" }
    return "\u{FFFD}"
  }

  /// `character`, or its visible stand-in when it holds a control scalar.
  public static func sanitize(_ character: Character) -> Character {
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F { return character }
    for scalar in character.unicodeScalars where isControl(scalar) {
      return replacement(for: scalar)
    }
    return character
  }

  /// `text` with every control character replaced by its visible stand-in.
  public static func sanitize(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    return String(text.map { sanitize($0) })
  }
}
