import TestSupport
import Testing

@testable import TextUI

@MainActor
@Suite("Sanitizing")
struct SanitizingTests {
  /// Every C0 control, DEL and every C1 control.
  static let controls: [Character] = ((0x00...0x1F).map { $0 } + (0x7F...0x9F).map { $0 }).compactMap {
    Unicode.Scalar($0).map(Character.init)
  }

  /// Deterministic pseudo-random strings mixing controls, escape sequences, CJK and emoji.
  static func samples(count: Int) -> [String] {
    let pieces: [String] =
      controls.map { String($0) } + [
        "\u{1B}[2J", "\u{1B}]0;title\u{07}", "\u{9B}31m", "\r\n", "Kyoto", "京都", "👨‍👩‍👧", "e\u{301}", " ",
        "\u{202E}", "\u{200B}",
      ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    return (0..<count).map { _ in (0..<(1 + next() % 12)).map { _ in pieces[next() % pieces.count] }.joined()
    }
  }

  @Test("a name that tries to clear the screen is shown, not obeyed")
  func clearScreen() {
    let frame = ViewRenderer.render(Text("\u{1B}[2J"), size: Size(width: 10, height: 1))
    #expect(frame.plainText == "␛[2J")
    #expect(Sanitizer.sanitize("a\u{7}b\u{7F}c\u{85}") == "a␇b␡c\u{FFFD}")
  }

  @Test("line/paragraph separators and bidi overrides are drawn as one visible cell, never raw")
  func layoutBreakers() {
    for scalar in ["\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{061C}"] {
      let name = "a\(scalar)b"
      #expect(DisplayWidth.of(name) == 3, "\(name.debugDescription)")
      let frame = ViewRenderer.render(Text(name), size: Size(width: 5, height: 1))
      #expect(frame.plainText == "a\u{FFFD}b", "\(name.debugDescription)")
    }
    #expect(Sanitizer.sanitize("👨‍👩‍👧") == "👨‍👩‍👧", "ZWJ sequences are kept")
  }

  @Test("no ESC or other control character reaches plain output, for any input")
  func plainOutput() {
    for sample in Self.samples(count: 400) + Self.controls.map({ String($0) }) {
      let view = VStack {
        Text(sample)
        Button(sample) {}
        TextField(sample, text: .constant(sample))
        List([sample], id: \.self) { Text($0) }.frame(height: 1)
      }
      .border(title: sample)
      let text = render(view, width: 30, height: 8)
      let offending = text.unicodeScalars.filter { Sanitizer.isControl($0) && $0 != "\n" }
      #expect(offending.isEmpty, "control characters leaked for \(sample.debugDescription)")
    }
  }

  @Test("ANSI output contains no escape but the renderer's own SGR and cursor sequences")
  func ansiOutput() throws {
    let ownSequence = try Regex(#"\x1B\[[0-9;]*[mH]"#)
    for sample in Self.samples(count: 200) {
      let view = Text(sample).bold().foregroundColor(.red)
      let canvas = ViewRenderer.render(view, size: Size(width: 20, height: 3)).canvas
      let stripped = ANSIRenderer.render(canvas).replacing(ownSequence, with: "")
      let offending = stripped.unicodeScalars.filter(Sanitizer.isControl)
      #expect(offending.isEmpty, "control characters leaked for \(sample.debugDescription)")
    }
  }

  @Test("typing or pasting control characters into a field inserts nothing harmful; a line break is a space")
  func fieldInput() throws {
    var text = ""
    let host = ScreenHost(size: Size(width: 30, height: 1)) {
      TextField("Name", text: Binding(get: { text }, set: { text = $0 }))
    }
    try host.focus("Name")  // a field takes keys only once the person puts the focus there
    try host.send(.paste("a\u{1B}[2Jb\nc"))
    #expect(try !host.send(.character("\u{7}")))
    #expect(text == "a[2Jb c")
  }
}
