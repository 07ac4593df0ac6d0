/// Keeps control characters from data away from the terminal (DESIGN §3).
///
/// Every C0 control, DEL and C1 control is replaced by a visible stand-in: C0 and DEL by their
/// Unicode Control Pictures (`␛` for ESC, `␊` for a line feed), C1 by `�`. The canvas applies this
/// to every grapheme it stores, so no renderer can emit a control byte that came from text.
public enum Sanitizer {
  /// Whether `scalar` is a C0 control, DEL or a C1 control.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value)
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
