/// Display width in terminal cells, measured per grapheme cluster (Swift `Character`).
///
/// Rules: East Asian Wide/Fullwidth = 2 (table generated from Unicode's EastAsianWidth
/// data, see `scripts/generate-width-table.py`); emoji presentation, VS16, ZWJ, skin-tone and flag
/// sequences = 2; combining marks and default-ignorable code points = 0; Ambiguous = 1 or 2 by
/// setting; control characters count as their one-cell visible replacement (see `Sanitizer`).
public enum DisplayWidth {
  /// The Unicode version of the East Asian Width table.
  public static var unicodeVersion: String { EastAsianWidthTable.unicodeVersion }

  /// The cells `character` takes.
  public static func of(_ character: Character, ambiguous: AmbiguousWidth = .narrow) -> Int {
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F { return 1 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: Sanitizer.isControl) { return 1 }
    if scalars.count > 1 {
      if let sequenceWidth = sequenceWidth(first: first, scalars) { return sequenceWidth }
    }
    return width(of: first, ambiguous: ambiguous)
  }

  /// The cells `text` takes (the sum over its grapheme clusters).
  public static func of(_ text: String, ambiguous: AmbiguousWidth = .narrow) -> Int {
    measure(text, ambiguous: ambiguous)
  }

  /// The cells `text` takes (the sum over its grapheme clusters).
  public static func of(_ text: Substring, ambiguous: AmbiguousWidth = .narrow) -> Int {
    measure(text, ambiguous: ambiguous)
  }

  /// The cells `text` takes (the sum over its grapheme clusters). Strings and substrings are
  /// measured by their own overloads, compiled for them here (a generic call from another module
  /// walks the text through protocol witnesses).
  public static func of<S: StringProtocol>(_ text: S, ambiguous: AmbiguousWidth = .narrow) -> Int {
    measure(text, ambiguous: ambiguous)
  }

  /// The sum over `text`'s clusters, worked out a scalar at a time while every scalar is one that
  /// makes a cluster of its own beside another such (``simpleWidth(of:ambiguous:)``: most names,
  /// figures and punctuation), and a cluster at a time from the first that may not.
  @inline(__always)
  private static func measure<S: StringProtocol>(_ text: S, ambiguous: AmbiguousWidth) -> Int {
    let scalars = text.unicodeScalars
    var total = 0
    var last: (start: String.Index, width: Int)?
    var index = scalars.startIndex
    while index < scalars.endIndex {
      guard let width = simpleWidth(of: scalars[index], ambiguous: ambiguous) else {
        // The last simple scalar may begin a cluster with this one (a combining mark, a keycap).
        let start = last?.start ?? index
        var sum = total - (last?.width ?? 0)
        for character in text[start...] { sum += of(character, ambiguous: ambiguous) }
        return sum
      }
      last = (index, width)
      total += width
      scalars.formIndex(after: &index)
    }
    return total
  }

  /// The width of `scalar` when it makes a cluster of its own beside any other such scalar — a
  /// grapheme break on both sides, as between two letters: printable ASCII, Latin-1 and the Latin
  /// extensions, Cyrillic, dashes, quotes, "›", the plain arrows and box drawing (not the soft
  /// hyphen, a control for grapheme breaking, nor ©, ®, ‼, ↔…, which can begin emoji sequences) —
  /// else nil.
  @inline(__always)
  static func simpleWidth(of scalar: Unicode.Scalar, ambiguous: AmbiguousWidth) -> Int? {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return 1 }
    switch value {
    case 0xA0...0x2FF where value != 0xAD && value != 0xA9 && value != 0xAE,
      0x400...0x482, 0x48A...0x52F, 0x2010...0x2027, 0x2030...0x203B, 0x2190...0x2193, 0x2500...0x257F:
      // None of them is wide or of no width: only the ambiguous ones ("·", "→") need looking up.
      return contains(EastAsianWidthTable.ambiguous, value) ? ambiguous.cells : 1
    default: return nil
    }
  }

  // MARK: - Scalars

  /// The width of a lone scalar.
  static func width(of scalar: Unicode.Scalar, ambiguous: AmbiguousWidth) -> Int {
    simpleWidth(of: scalar, ambiguous: ambiguous) ?? lookedUpWidth(of: scalar, ambiguous: ambiguous)
  }

  /// The width of a lone scalar, from its properties and the tables (what ``simpleWidth(of:ambiguous:)``
  /// shortens for the scalars it knows).
  static func lookedUpWidth(of scalar: Unicode.Scalar, ambiguous: AmbiguousWidth) -> Int {
    let value = scalar.value
    if value < 0x7F { return 1 }
    // Braille patterns (maps draw with them): neutral width, never zero-width; skips the lookups.
    if (0x2800...0x28FF).contains(value) { return 1 }
    if isZeroWidth(scalar) { return 0 }
    if contains(EastAsianWidthTable.wide, value) { return 2 }
    if contains(EastAsianWidthTable.ambiguous, value) { return ambiguous.cells }
    return 1
  }

  /// Combining marks, format characters, default-ignorables and Hangul medial/final jamo.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value == 0x00AD { return false }  // soft hyphen: terminals draw it
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return scalar.properties.isDefaultIgnorableCodePoint
    }
  }

  // MARK: - Sequences

  /// The width of emoji sequences, or `nil` when the cluster is measured by its first scalar.
  private static func sequenceWidth(first: Unicode.Scalar, _ scalars: String.UnicodeScalarView) -> Int? {
    var second: Unicode.Scalar?
    var hasZWJ = false
    var hasVS16 = false
    var hasVS15 = false
    var hasSkinTone = false
    for (index, scalar) in scalars.enumerated() {
      if index == 1 { second = scalar }
      switch scalar.value {
      case 0x200D: hasZWJ = true
      case 0xFE0F: hasVS16 = true
      case 0xFE0E: hasVS15 = true
      case 0x1F3FB...0x1F3FF: hasSkinTone = true
      default: break
      }
    }
    if isRegionalIndicator(first), let second, isRegionalIndicator(second) { return 2 }
    let firstIsEmoji = first.properties.isEmoji
    if firstIsEmoji && hasVS15 && !hasVS16 { return 1 }
    if firstIsEmoji && (hasZWJ || hasVS16 || hasSkinTone) { return 2 }
    return nil
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  /// Binary search in sorted, disjoint ranges.
  static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
    var low = 0
    var high = table.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let range = table[mid]
      if value < range.lowerBound {
        high = mid - 1
      } else if value > range.upperBound {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}
