/// Texts already turned into glyphs, by string, style and ambiguous width: a frame mostly shows the
/// texts the last frame showed, so each is sanitized and measured once, not every frame.
///
/// Bounded: texts longer than `longest` bytes are not kept, and the cache is emptied when it holds
/// `capacity` texts (the next frames fill it again with what they show).
@MainActor
enum GlyphCache {
  /// A text by its UTF-8 bytes (its glyphs follow from the bytes): hashing and comparing bytes skips
  /// the Unicode normalisation `String`'s own hashing does for non-ASCII text.
  private struct Key: Hashable {
    let string: String
    let style: Style
    let ambiguous: AmbiguousWidth

    static func == (left: Key, right: Key) -> Bool {
      guard left.style == right.style, left.ambiguous == right.ambiguous,
        left.string.utf8.count == right.string.utf8.count
      else { return false }
      // Compared as byte buffers (the UTF-8 view's element-by-element comparison costs more).
      var first = left.string
      var second = right.string
      return first.withUTF8 { first in second.withUTF8 { second in first.elementsEqual(second) } }
    }

    func hash(into hasher: inout Hasher) {
      var string = string
      string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      hasher.combine(style)
      hasher.combine(ambiguous)
    }
  }

  /// The most texts kept.
  static let capacity = 4_096
  /// The longest text kept, in UTF-8 bytes.
  static let longest = 512

  /// A text's glyphs and what its layout needs to know of them.
  private struct Entry {
    let glyphs: [Glyph]
    let metrics: TextMetrics
  }

  private static var entries: [Key: Entry] = [:]

  /// `string`'s glyphs in `style`: sanitized, measured, line breaks kept (width 0); with their
  /// widths and lines.
  static func glyphs(
    _ string: String, style: Style, ambiguous: AmbiguousWidth
  ) -> (glyphs: [Glyph], metrics: TextMetrics) {
    guard string.utf8.count <= longest else {
      let glyphs = make(string, style: style, ambiguous: ambiguous)
      return (glyphs, TextMetrics(glyphs))
    }
    let key = Key(string: string, style: style, ambiguous: ambiguous)
    if let kept = entries[key] { return (kept.glyphs, kept.metrics) }
    let glyphs = make(string, style: style, ambiguous: ambiguous)
    let made = Entry(glyphs: glyphs, metrics: TextMetrics(glyphs))
    if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = made
    return (made.glyphs, made.metrics)
  }

  private static func make(_ string: String, style: Style, ambiguous: AmbiguousWidth) -> [Glyph] {
    var glyphs: [Glyph] = []
    glyphs.reserveCapacity(string.utf8.count)
    for character in string {
      // Line feeds (and CR LF) stay: they are hard line breaks. Every other control is replaced.
      let utf8 = character.utf8
      if utf8.first == 0x0A || (utf8.first == 0x0D && utf8.count == 2) {
        glyphs.append(Glyph(character: character, style: style, width: 0))
      } else {
        let (glyph, width) = DisplayWidth.prepared(character, ambiguous: ambiguous)
        glyphs.append(Glyph(character: glyph, style: style, width: width))
      }
    }
    return glyphs
  }
}
