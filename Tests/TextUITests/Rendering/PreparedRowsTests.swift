import TestSupport
import Testing

@testable import TextUI

@MainActor
@Suite("Prepared rows")
struct PreparedRowsTests {
  /// A map-like picture: an indented first row, styled runs, a wide glyph and a control character.
  private static let rows = PreparedRows([
    PreparedRows.Row(indent: 2, spans: [PreparedRows.Span("⠁⠂", style: Style(dim: true))]),
    PreparedRows.Row(spans: [
      PreparedRows.Span("N "), PreparedRows.Span("京都", style: Style(bold: true)),
      PreparedRows.Span("\u{1B}x"),
    ]),
  ])

  @Test("rows are drawn as given: indent left blank, wide glyphs two cells, controls made visible")
  func drawsRows() {
    expectRendered(
      Self.rows.border(.ascii), width: 10, height: 4,
      equals:
        """
        +--------+
        |  ⠁⠂    |
        |N 京都␛x|
        +--------+
        """)
  }

  @Test("each run keeps its style, drawn over the environment's text style like a Text's")
  func styles() {
    let canvas = ViewRenderer.render(Self.rows, size: Size(width: 8, height: 2)).canvas
    #expect(canvas[2, 0].style == Style(dim: true))
    #expect(canvas[0, 0] == .blank)
    #expect(canvas[2, 1].style == Style(bold: true))
    #expect(canvas[0, 1].style == .plain)
  }

  @Test("a row wider than its space is cut at the edge, a wide glyph cut in half becomes a space")
  func cutAtEdge() {
    let screen = render(Self.rows.frame(width: 3, alignment: .leading), width: 6, height: 2)
    #expect(screen == "  ⠁\nN")
  }
}
