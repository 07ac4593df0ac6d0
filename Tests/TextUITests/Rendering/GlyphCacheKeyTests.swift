import TestSupport
import Testing

@testable import TextUI

/// Texts are turned into glyphs once and kept by their bytes and style: a text that differs from a
/// kept one in any byte, wherever it lies in its words, or in its style alone, is drawn as itself.
@MainActor
@Suite("Glyphs kept by text and style")
struct GlyphCacheKeyTests {
  @Test("a text one byte away from one drawn before is drawn as itself, at every length and position")
  func oneByteAway() {
    for length in 1...40 {
      let base = String((0..<length).map { index in Character(UnicodeScalar(UInt8(97 + index % 26))) })
      expectRendered(Text(base), width: 40, height: 1, equals: base)
      for position in 0..<length {
        var bytes = Array(base.utf8)
        bytes[position] = UInt8(ascii: "#")
        let changed = String(decoding: bytes, as: UTF8.self)
        expectRendered(Text(changed), width: 40, height: 1, equals: changed)
      }
    }
  }

  @Test("the same text in another style is drawn in that style")
  func sameTextOtherStyle() {
    let text = "Helsinki — Tallinn ferry"
    let plain = ViewRenderer.render(Text(text), size: Size(width: 30, height: 1)).canvas
    let bold = ViewRenderer.render(Text(text).bold(), size: Size(width: 30, height: 1)).canvas
    let red = ViewRenderer.render(Text(text).foregroundColor(.red), size: Size(width: 30, height: 1)).canvas
    let onRed = ViewRenderer.render(Text(text).backgroundColor(.red), size: Size(width: 30, height: 1)).canvas
    #expect(plain[20, 0].style == Style())
    #expect(bold[20, 0].style == Style(bold: true))
    #expect(red[20, 0].style == Style(foreground: .red))
    #expect(onRed[20, 0].style == Style(background: .red))
  }

  @Test("ambiguous-width text kept narrow is drawn wide where the terminal draws it wide")
  func sameTextOtherAmbiguousWidth() {
    var wide = EnvironmentValues()
    wide.ambiguousWidth = .wide
    expectRendered(Text("±1 km"), width: 8, height: 1, equals: "±1 km")
    let canvas = ViewRenderer.render(Text("±1 km"), size: Size(width: 8, height: 1), environment: wide).canvas
    #expect(canvas[0, 0].width == 2)
  }
}
