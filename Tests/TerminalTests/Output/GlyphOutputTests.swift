import Testing
import TextUI

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
    #expect(Self.written(glyph, columns: columns) == Array(written.utf8))
  }

  @Test(
    "printable glyphs are written as their UTF-8 bytes",
    arguments: ["a", "京", "é", "e\u{301}", "👍🏽", "👨‍👩‍👧", "🇨🇳", "␛"] as [Character])
  func printableGlyphs(glyph: Character) {
    #expect(Self.written(glyph, columns: 1) == Array(String(glyph).utf8))
  }

  /// The bytes the encoder writes for a cell holding `glyph`.
  private static func written(_ glyph: Character, columns: Int) -> [UInt8] {
    var output: [UInt8] = []
    var cell = Cell(character: glyph, width: UInt8(columns))
    withUnsafePointer(to: &cell) { FrameEncoder.appendGlyph(of: $0, columns: columns, into: &output) }
    return output
  }
}
