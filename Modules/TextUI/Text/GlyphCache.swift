/// Texts already turned into glyphs, by string, style and ambiguous width: a frame mostly shows the
/// texts the last frame showed, so each is sanitized and measured once, not every frame.
///
/// Bounded: texts longer than `longest` bytes are not kept, and the cache is emptied when it holds
/// `capacity` texts (the next frames fill it again with what they show).
@MainActor
enum GlyphCache {
  /// A text by its UTF-8 bytes (its glyphs follow from the bytes), style and ambiguous width, with
  /// a digest of all three made once: a lookup hashes one word and compares bytes only when the
  /// digests match (`String`'s own hashing normalises non-ASCII text, and hashing the bytes and the
  /// style's seven fields through `Hasher` cost a quarter of building a text's node).
  private struct Key: Hashable {
    let string: String
    let style: Style
    let ambiguous: AmbiguousWidth
    let digest: UInt64

    init(string: String, style: Style, ambiguous: AmbiguousWidth) {
      self.string = string
      self.style = style
      self.ambiguous = ambiguous
      var bytes = string
      let stylePart = UInt64(truncatingIfNeeded: Self.packed(style)) << 1 | (ambiguous == .wide ? 1 : 0)
      digest = bytes.withUTF8 { ByteDigest.of(UnsafeRawBufferPointer($0), seed: stylePart) }
    }

    static func == (left: Key, right: Key) -> Bool {
      guard left.digest == right.digest, left.style == right.style, left.ambiguous == right.ambiguous
      else { return false }
      var first = left.string
      var second = right.string
      return first.withUTF8 { first in
        second.withUTF8 { second in
          ByteDigest.equal(UnsafeRawBufferPointer(first), UnsafeRawBufferPointer(second))
        }
      }
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(digest)
    }

    /// The style's fields in one word (each colour as its number plus one, 0 for none).
    private static func packed(_ style: Style) -> Int {
      let flags =
        (style.bold ? 1 : 0) | (style.dim ? 2 : 0) | (style.italic ? 4 : 0)
        | (style.underline ? 8 : 0) | (style.inverse ? 16 : 0)
      let foreground = style.foreground.map { $0.rawValue + 1 } ?? 0
      let background = style.background.map { $0.rawValue + 1 } ?? 0
      return flags | foreground << 5 | background << 10
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

  // Unchecked exclusivity (ARCHITECTURE.md, "exclusivity unchecked on layout caches"): every access
  // is a plain read or write, or a mutating call that reaches nothing but the value itself.
  @exclusivity(unchecked) private static var entries: [Key: Entry] = [:]

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
