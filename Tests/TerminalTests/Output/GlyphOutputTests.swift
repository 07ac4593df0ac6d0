import Testing

@testable import Terminal

/// The canvas already sanitizes text; the encoder checks again, so that no path — a future canvas
/// bug included — can send a control character to the terminal.
@Suite("Glyph output")
struct GlyphOutputTests {
  @Test(
    "a glyph holding a control character is written as '?' per column",
    arguments: [
      ("\u{1B}", 1, "?"), ("\r\n", 1, "?"), ("\u{7F}", 1, "?"), ("\u{9B}", 1, "?"), ("\u{0}", 2, "??"),
    ] as [(Character, Int, String)])
  func controlGlyphs(glyph: Character, columns: Int, written: String) {
    var output: [UInt8] = []
    FrameEncoder.appendGlyph(glyph, columns: columns, into: &output)
    #expect(output == Array(written.utf8))
  }

  @Test(
    "printable glyphs are written as their UTF-8 bytes",
    arguments: ["a", "京", "é", "e\u{301}", "👍🏽", "👨‍👩‍👧", "🇨🇳", "␛"] as [Character])
  func printableGlyphs(glyph: Character) {
    var output: [UInt8] = []
    FrameEncoder.appendGlyph(glyph, columns: 1, into: &output)
    #expect(output == Array(String(glyph).utf8))
  }
}
