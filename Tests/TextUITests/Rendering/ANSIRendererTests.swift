import TestSupport
import Testing

@testable import TextUI

@MainActor
@Suite("Styles and the ANSI renderer")
struct ANSIRendererTests {
  @Test("SGR transitions send only what changes, and reset when something turns off")
  func transitions() {
    let bold = Style(bold: true)
    let boldRed = Style(bold: true, foreground: .red)
    #expect(bold.sgrTransition(from: .plain) == "\u{1B}[1m")
    #expect(boldRed.sgrTransition(from: bold) == "\u{1B}[31m")
    #expect(Style(foreground: .red).sgrTransition(from: boldRed) == "\u{1B}[0;31m")
    #expect(Style.plain.sgrTransition(from: bold) == "\u{1B}[0m")
    #expect(bold.sgrTransition(from: bold) == "")
    #expect(Style(inverse: true, background: .brightBlue).sgr == "\u{1B}[0;7;104m")
    #expect(
      Style(dim: true, italic: true, underline: true, foreground: .brightWhite).sgrParameters == [
        2, 3, 4, 97,
      ])
  }

  @Test("a frame is drawn row by row with styles only where they change")
  func frame() {
    let view = VStack(alignment: .leading) {
      Text("ab").bold()
      Text("c") + Text("d").foregroundColor(.green)
    }
    let canvas = ViewRenderer.render(view, size: Size(width: 3, height: 2)).canvas
    let ansi = ANSIRenderer.render(canvas)
    #expect(
      ansi
        == "\u{1B}[H\u{1B}[0m\u{1B}[1;1H\u{1B}[1mab\u{1B}[0m \u{1B}[2;1Hc\u{1B}[32md\u{1B}[0m \u{1B}[0m")
  }

  @Test("with colour off, no colour codes are sent but attributes are")
  func noColor() {
    let view = Text("x").foregroundColor(.red).backgroundColor(.blue).bold()
    let canvas = ViewRenderer.render(view, size: Size(width: 1, height: 1)).canvas
    #expect(
      ANSIRenderer.render(canvas, colorEnabled: false) == "\u{1B}[H\u{1B}[0m\u{1B}[1;1H\u{1B}[1mx\u{1B}[0m")
    var environment = EnvironmentValues()
    environment.colorEnabled = false
    let plain = ViewRenderer.render(view, size: Size(width: 1, height: 1), environment: environment).canvas
    #expect(plain[0, 0].style == Style(bold: true))
  }

  @Test("wide glyphs are written once; their continuation cell is skipped")
  func wide() {
    let canvas = ViewRenderer.render(Text("京x"), size: Size(width: 3, height: 1)).canvas
    #expect(ANSIRenderer.render(canvas) == "\u{1B}[H\u{1B}[0m\u{1B}[1;1H京x\u{1B}[0m")
  }

  @Test("the ANSI frame shows the same characters as the plain frame, row by row")
  func sameContent() throws {
    let view = VStack(alignment: .leading) {
      Text("Roadtrips").bold().foregroundColor(.yellow)
      List(["Kyoto 京都", "Zürich", "👨‍👩‍👧 family"], id: \.self, selection: .constant("Zürich")) { Text($0) }
        .frame(height: 3)
      Text("12.5 km").dim() + Text(" · ") + Text("3 stops").underline()
    }
    .border(.rounded, title: "Trips")
    let canvas = ViewRenderer.render(view, size: Size(width: 24, height: 7)).canvas
    let rowStart = try Regex(#"\x1B\[[0-9]+;1H"#)
    let style = try Regex(#"\x1B\[[0-9;]*m"#)
    let ansi = ANSIRenderer.render(canvas).replacing(style, with: "").replacing("\u{1B}[H", with: "")
    let rows = ansi.split(separator: rowStart, omittingEmptySubsequences: false).dropFirst().map {
      var row = String($0)
      while row.last == " " { row.removeLast() }
      return row
    }
    #expect(rows == PlainTextRenderer.lines(canvas))
  }

  @Test("plain text has exactly one line per row, trailing spaces trimmed")
  func plainRows() {
    let frame = ViewRenderer.render(
      Text("a  ").frame(width: 5, alignment: .leading), size: Size(width: 8, height: 3))
    #expect(PlainTextRenderer.lines(frame.canvas) == ["a", "", ""])
    #expect(frame.plainText == "a\n\n")
  }
}
