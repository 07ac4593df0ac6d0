import TestSupport
import Testing

@testable import TextUI

@MainActor
@Suite("Canvas")
struct CanvasTests {
  @Test("a wide glyph takes two cells: the glyph, then a continuation")
  func wideGlyph() {
    var canvas = Canvas(width: 4, height: 1)
    #expect(canvas.put("京", x: 1, y: 0, style: .plain) == 2)
    #expect(canvas[1, 0].character == "京")
    #expect(canvas[1, 0].width == 2)
    #expect(canvas[2, 0].isContinuation)
    #expect(PlainTextRenderer.render(canvas) == " 京")
  }

  @Test("a wide glyph that would be cut by the right edge becomes a space")
  func neverSplitAtEdge() {
    var canvas = Canvas(width: 3, height: 1)
    canvas.draw("a京都", x: 0, y: 0, style: .plain)
    #expect(PlainTextRenderer.render(canvas) == "a京")
    var clipped = Canvas(width: 6, height: 1)
    clipped.draw("京都", x: 0, y: 0, style: .plain, clip: Rect(x: 0, y: 0, width: 3, height: 1))
    #expect(PlainTextRenderer.render(clipped) == "京")
    #expect(clipped[2, 0] == Cell(character: " ", style: .plain, width: 1))
  }

  @Test("overwriting either half of a wide glyph blanks the other half")
  func overwriteHalves() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.draw("京都", x: 0, y: 0, style: .plain)
    canvas.put("x", x: 1, y: 0, style: .plain)
    #expect(PlainTextRenderer.render(canvas) == " x都")
    canvas.put("y", x: 2, y: 0, style: .plain)
    #expect(PlainTextRenderer.render(canvas) == " xy")
    #expect(!canvas.cells.contains { $0.isContinuation })
  }

  @Test("a frame with wide text never has a line wider than the frame")
  func linesFit() {
    let view = Text("東京 Tokyo 京都 Kyoto 👨‍👩‍👧 family 🇯🇵 flag").frame(width: 7).border(.ascii)
    for width in 1...12 {
      let screen = render(view, width: width, height: 12)
      expectLinesFit(screen, width: width)
    }
  }

  @Test("a grapheme longer than a cell keeps inline (a family emoji) is drawn and read back whole")
  func longGrapheme() {
    let family: Character = "👨‍👩‍👧‍👦"
    var canvas = Canvas(width: 6, height: 1)
    canvas.draw("a\(family)b", x: 0, y: 0, style: .plain)
    #expect(canvas[1, 0].character == family)
    #expect(canvas[1, 0] == Cell(character: family, style: .plain, width: 2))
    #expect(PlainTextRenderer.render(canvas) == "a\(family)b")
    #expect(ANSIRenderer.render(canvas).contains("a\(family)b"))
  }

  @Test("zero-width clusters are dropped and do not advance")
  func zeroWidth() {
    var canvas = Canvas(width: 3, height: 1)
    #expect(canvas.put("\u{200B}", x: 0, y: 0, style: .plain) == 0)
    #expect(canvas[0, 0] == .blank)
  }

  @Test("text drawn over a coloured background keeps the background")
  func transparentBackground() {
    var canvas = Canvas(width: 2, height: 1)
    canvas.fill(canvas.bounds, style: Style(background: .blue))
    canvas.put("a", x: 0, y: 0, style: Style(bold: true))
    #expect(canvas[0, 0].style == Style(bold: true, background: .blue))
  }
}
