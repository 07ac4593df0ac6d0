import Terminal
import Testing
import TextUI

@Suite("Terminal size")
struct TerminalSizeTests {
  @Test(
    "COLSxROWS text is parsed, anything else refused",
    arguments: [
      ("80x24", TerminalSize(columns: 80, rows: 24)), ("200X50", TerminalSize(columns: 200, rows: 50)),
      ("1x1", TerminalSize(columns: 1, rows: 1)), ("0x24", nil), ("80x", nil), ("x24", nil),
      ("80x24x1", nil), ("-80x24", nil), ("80 x 24", nil), ("abc", nil), ("", nil),
      ("10001x5", nil), ("99999999999999999999x5", nil),
    ] as [(String, TerminalSize?)])
  func parsing(text: String, size: TerminalSize?) {
    #expect(TerminalSize(text) == size)
  }

  @Test("a size prints as it is parsed and converts to a canvas size")
  func roundTrip() {
    let size = TerminalSize(columns: 132, rows: 43)
    #expect(TerminalSize(size.description) == size)
    #expect(size.canvasSize == Size(width: 132, height: 43))
  }
}
