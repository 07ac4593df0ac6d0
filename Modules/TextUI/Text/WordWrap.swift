/// Greedy word wrap of plain text in terminal cells, the same wrap `Text` uses: lines break at
/// spaces, between wide (CJK) characters, and inside a word longer than the line.
package enum WordWrap {
  /// `text` broken into lines at most `width` cells wide (hard line breaks kept).
  package static func lines(_ text: String, width: Int, ambiguous: AmbiguousWidth = .narrow) -> [String] {
    let glyphs = text.map { character in
      Glyph(character: character, style: .plain, width: DisplayWidth.of(character, ambiguous: ambiguous))
    }
    return TextLayout.lines(glyphs, width: width, maxLines: nil, truncation: .tail, ambiguous: ambiguous)
      .map { line in String(line.map(\.character)) }
  }
}
