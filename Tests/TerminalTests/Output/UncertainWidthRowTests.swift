import Terminal
import Testing
import TextUI

/// Rows holding a glyph terminals measure differently (a Devanagari spacing mark or conjunct, a
/// ZWJ sequence, a flag, VS16) are drawn so that no stale cell can survive: erased and drawn
/// whole, with the cell after each such glyph placed absolutely — and erased again when the row
/// changes, whatever it holds then.
@Suite("Rows with glyphs of uncertain width")
struct UncertainWidthRowTests {
  private func visible(_ bytes: [UInt8]) -> String {
    String(String(decoding: bytes, as: UTF8.self).unicodeScalars.map { $0 == "\u{1B}" ? "⎋" : Character($0) })
  }

  private func canvas(_ rows: [String], width: Int) -> Canvas {
    var canvas = Canvas(width: width, height: rows.count)
    for (row, text) in rows.enumerated() { canvas.draw(text, x: 0, y: row, style: .plain) }
    return canvas
  }

  @Test("which clusters are uncertain: marks that space, conjuncts, joiners, selectors, flags, tones")
  func uncertainClusters() {
    for uncertain in ["वा", "न्दी", "हि", "👨‍👩‍👧", "🏳️‍🌈", "🇯🇵", "❤️", "👍🏽", "ی‌"] {
      let character = Character(uncertain)
      #expect(DisplayWidth.isUncertain(character), "\(uncertain)")
    }
    for certain in ["a", "é", "e\u{301}", "दे", "京", "😀", "⠁", "─", "ก\u{E34}"] {
      #expect(!DisplayWidth.isUncertain(Character(certain)), "\(certain)")
    }
  }

  @Test("a row with such a glyph is erased, then drawn with the cell after the glyph placed absolutely")
  func drawnWhole() {
    var encoder = FrameEncoder()
    _ = encoder.encode(Canvas(width: 10, height: 2))
    #expect(visible(encoder.encode(canvas(["aवाb", ""], width: 10))) == "⎋[?2026h⎋[H⎋[Kaवा⎋[1;3Hb⎋[?2026l")
  }

  @Test("a row that held such a glyph is erased when it changes, so nothing of it can stay")
  func erasedAfter() {
    var encoder = FrameEncoder()
    _ = encoder.encode(Canvas(width: 10, height: 2))
    _ = encoder.encode(canvas(["हिन्दी", "x"], width: 10))
    #expect(visible(encoder.encode(canvas(["ab", "x"], width: 10))) == "⎋[?2026h⎋[H⎋[Kab⎋[?2026l")
    // Plain rows keep the smallest diff.
    #expect(visible(encoder.encode(canvas(["ac", "x"], width: 10))) == "⎋[?2026h⎋[1;2Hc⎋[?2026l")
  }
}
