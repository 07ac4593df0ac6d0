extension DisplayWidth {
  /// `character` as the canvas stores it (sanitized, see `Sanitizer`) and the cells it takes.
  ///
  /// The glyphs frames are mostly made of answer from their UTF-8 bytes alone: printable ASCII,
  /// Braille patterns (maps) and box drawing (borders, rules), none of which is a control or
  /// zero-width; everything else goes through `Sanitizer.sanitize` and `of(_:ambiguous:)`.
  static func prepared(_ character: Character, ambiguous: AmbiguousWidth) -> (glyph: Character, width: Int) {
    let utf8 = character.utf8
    let count = utf8.count
    if count == 1 {
      if let byte = utf8.first, byte >= 0x20, byte < 0x7F { return (character, 1) }
    } else if count == 3, utf8.first == 0xE2 {
      // A three-byte lead byte: the cluster is this one scalar, U+2000–U+2FFF.
      let second = utf8[utf8.index(after: utf8.startIndex)]
      if second >= 0xA0 && second <= 0xA3 { return (character, 1) }  // U+2800–U+28FF Braille
      if second == 0x94 || second == 0x95 {  // U+2500–U+257F box drawing: neutral or ambiguous
        let third = utf8[utf8.index(utf8.startIndex, offsetBy: 2)]
        let value = 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
        return (character, contains(EastAsianWidthTable.ambiguous, value) ? ambiguous.cells : 1)
      }
    }
    let glyph = Sanitizer.sanitize(character)
    return (glyph, of(glyph, ambiguous: ambiguous))
  }
}
