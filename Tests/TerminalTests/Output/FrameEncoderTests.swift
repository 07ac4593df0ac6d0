import Foundation
import Terminal
import Testing
import TextUI

// MARK: - Exact bytes for small frames

/// Shows escape bytes as `⎋` so expected output reads like the sequences it is made of.
private func visible(_ bytes: [UInt8]) -> String {
  String(decoding: bytes, as: UTF8.self).replacingEscapes()
}

extension String {
  fileprivate func replacingEscapes() -> String {
    String(unicodeScalars.map { $0 == "\u{1B}" ? "⎋" : Character($0) })
  }
}

private func canvas(_ rows: [String], width: Int, style: Style = .plain) -> Canvas {
  var canvas = Canvas(width: width, height: rows.count)
  for (row, text) in rows.enumerated() { canvas.draw(text, x: 0, y: row, style: style) }
  return canvas
}

@Suite("Frame encoder")
struct FrameEncoderTests {
  @Test("the first frame hides the cursor, clears, and writes only non-blank cells")
  func firstFrame() {
    var encoder = FrameEncoder()
    let bytes = encoder.encode(canvas(["hi", ""], width: 10))
    #expect(visible(bytes) == "⎋[?2026h⎋[?25l⎋[0m⎋[H⎋[2Jhi⎋[?2026l")
  }

  @Test("an identical frame writes zero bytes, with the cursor hidden or shown")
  func identicalFrame() {
    var encoder = FrameEncoder()
    let frame = canvas(["hello", "world"], width: 8)
    #expect(!encoder.encode(frame).isEmpty)
    #expect(encoder.encode(frame).isEmpty)
    #expect(encoder.encode(canvas(["hello", "world"], width: 8)).isEmpty)
    #expect(!encoder.encode(frame, cursor: .visible(column: 2, row: 1)).isEmpty)
    #expect(encoder.encode(frame, cursor: .visible(column: 2, row: 1)).isEmpty)
  }

  @Test("one changed cell is one absolute move and one glyph")
  func oneCell() {
    var encoder = FrameEncoder()
    _ = encoder.encode(canvas(["hi", "", ""], width: 10))
    var next = canvas(["hi", "", ""], width: 10)
    next.draw("X", x: 5, y: 1, style: .plain)
    // After glyphs were written the cursor is placed absolutely, never relative to them.
    #expect(visible(encoder.encode(next)) == "⎋[?2026h⎋[2;6HX⎋[?2026l")
  }

  @Test("a far change uses an absolute move")
  func absoluteMove() {
    var encoder = FrameEncoder()
    let blank = Canvas(width: 80, height: 24)
    _ = encoder.encode(blank)
    var next = blank
    next.draw("Z", x: 69, y: 19, style: .plain)
    #expect(visible(encoder.encode(next)) == "⎋[?2026h⎋[20;70HZ⎋[?2026l")
  }

  @Test("a short gap of unchanged cells is rewritten instead of jumped")
  func gapRewrite() {
    var encoder = FrameEncoder()
    _ = encoder.encode(canvas(["abcdef"], width: 10))
    #expect(visible(encoder.encode(canvas(["xbcyef"], width: 10))) == "⎋[?2026h⎋[Hxbcy⎋[?2026l")
  }

  @Test("SGR is sent once per style change, not per cell")
  func styleChanges() {
    var encoder = FrameEncoder()
    _ = encoder.encode(canvas([""], width: 10))
    var next = Canvas(width: 10, height: 1)
    next.draw("abc", x: 0, y: 0, style: Style(bold: true))
    next.draw("de", x: 3, y: 0, style: .plain)
    #expect(visible(encoder.encode(next)) == "⎋[?2026h⎋[H⎋[1mabc⎋[0mde⎋[?2026l")
    next.restyle(Rect(x: 0, y: 0, width: 5, height: 1)) { $0.merged(with: Style(foreground: .red)) }
    #expect(visible(encoder.encode(next)) == "⎋[?2026h⎋[H⎋[1;31mabc⎋[0;31mde⎋[?2026l")
  }

  @Test("a line that becomes blank is erased with EL")
  func eraseLine() {
    var encoder = FrameEncoder()
    _ = encoder.encode(canvas(["a long line of text"], width: 30))
    #expect(visible(encoder.encode(canvas(["a"], width: 30))) == "⎋[?2026h⎋[1;3H⎋[K⎋[?2026l")
  }

  @Test("every changed row starts at an absolute position, so a mismeasured glyph cannot shift later rows")
  func absoluteRowStarts() {
    var encoder = FrameEncoder()
    _ = encoder.encode(canvas(["a\u{2028}b", "row two", "row three"], width: 20))
    let next = canvas(["a\u{2028}c", "row 2", "row 3"], width: 20)
    let text = visible(encoder.encode(next))
    #expect(text.contains("⎋[1;3H"), "\(text)")
    #expect(text.contains("⎋[2;5H"), "\(text)")
    #expect(text.contains("⎋[3;5H"), "\(text)")
    #expect(!text.contains("\u{2028}"), "U+2028 is never written raw: \(text)")
  }

  // MARK: - Wide glyphs

  @Test(
    "wide and narrow glyphs replacing each other leave no half glyph",
    arguments: [
      (["中文"], ["a文"]), (["ab文"], ["中文"]), (["中文字"], ["a中文"]), (["a中文"], ["中文字"]),
      (["x👍🏽y"], ["xy👍🏽"]), (["한글"], ["ｶﾀ글"]), (["中"], ["é"]), (["abcd"], ["a中d"]),
    ])
  func wideAndNarrow(before: [String], after: [String]) {
    var encoder = FrameEncoder()
    var screen = ScreenEmulator(width: 6, height: 1)
    screen.apply(encoder.encode(canvas(before, width: 6)))
    let next = canvas(after, width: 6)
    screen.apply(encoder.encode(next))
    #expect(screen.violations.isEmpty)
    let shown = screen.matches(next)
    #expect(shown, "screen shows \(screen.lines)")
  }

  // MARK: - Cursor

  @Test("a visible cursor is placed last and shown; moving it alone is a short move")
  func visibleCursor() {
    var encoder = FrameEncoder()
    let frame = canvas(["name: Kyoto"], width: 20)
    let first = visible(encoder.encode(frame, cursor: .visible(column: 11, row: 0)))
    #expect(first.hasSuffix("⎋[?25h⎋[?2026l"))
    #expect(visible(encoder.encode(frame, cursor: .visible(column: 10, row: 0))) == "⎋[?2026h\u{8}⎋[?2026l")
    #expect(visible(encoder.encode(frame)) == "⎋[?2026h⎋[?25l⎋[?2026l")
  }

  @Test("cursor positions outside the frame are clamped to it")
  func clampedCursor() {
    var encoder = FrameEncoder()
    var screen = ScreenEmulator(width: 5, height: 2)
    screen.apply(encoder.encode(canvas(["abc"], width: 5), cursor: .visible(column: 99, row: -3)))
    #expect(screen.cursorVisible && screen.row == 0 && screen.column == 4)
  }

  // MARK: - Invalidation and sizes

  @Test("a new size or invalidate() clears and redraws the whole frame")
  func redraws() {
    var encoder = FrameEncoder()
    let small = canvas(["abc"], width: 5)
    _ = encoder.encode(small)
    let large = canvas(["abc"], width: 6)
    #expect(visible(encoder.encode(large)).contains("⎋[2Jabc"))
    #expect(encoder.encode(large).isEmpty)
    encoder.invalidate()
    #expect(visible(encoder.encode(large)).contains("⎋[2Jabc"))
  }

  @Test("an empty frame writes nothing once the cursor is hidden")
  func emptyFrame() {
    var encoder = FrameEncoder()
    _ = encoder.encode(Canvas(width: 0, height: 0))
    #expect(encoder.encode(Canvas(width: 0, height: 0)).isEmpty)
  }

  // MARK: - Control characters

  @Test("control characters in text never reach the terminal")
  func controlCharacters() {
    var encoder = FrameEncoder()
    var screen = ScreenEmulator(width: 20, height: 1)
    let hostile = canvas(["\u{1B}[2J\u{7}\u{9B}31m\r\n"], width: 20)
    let bytes = encoder.encode(hostile)
    screen.apply(bytes)
    #expect(screen.violations.isEmpty)
    let shown = screen.matches(hostile)
    #expect(shown)
    let ours = ["⎋[?2026h", "⎋[?25l", "⎋[0m", "⎋[H", "⎋[2J", "⎋[?2026l"]
    let stripped = ours.reduce(visible(bytes)) { $0.replacingOccurrences(of: $1, with: "") }
    #expect(!stripped.contains("⎋"))
    #expect(!bytes.contains(0x07) && !bytes.contains(0x0D) && !bytes.contains(0x0A))
  }
}

// MARK: - Colour off

@Suite("Frame encoder without colour")
struct FrameEncoderColorTests {
  @Test("with colour off no colour SGR is sent, attributes still are")
  func noColor() {
    var encoder = FrameEncoder(colorEnabled: false)
    var frame = Canvas(width: 12, height: 1)
    frame.draw("red", x: 0, y: 0, style: Style(bold: true, foreground: .red, background: .blue))
    frame.draw("plain", x: 4, y: 0, style: Style(underline: true, foreground: .green))
    let bytes = encoder.encode(frame)
    var screen = ScreenEmulator(width: 12, height: 1)
    screen.apply(bytes)
    var expected = frame
    expected.restyle(expected.bounds) { $0.withoutColor }
    #expect(screen.matches(expected))
    #expect(screen.violations.isEmpty)
    #expect(!String(decoding: bytes, as: UTF8.self).contains("31"))
  }
}
