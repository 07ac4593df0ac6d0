import TestSupport
import Testing

@testable import TextUI

@Suite("Display width (golden set)")
struct DisplayWidthTests {
  struct Golden: Sendable, CustomTestStringConvertible {
    let text: String
    let narrow: Int
    let wide: Int
    let note: String
    var testDescription: String { "\(note): \(text.unicodeScalars.map { String($0.value, radix: 16) })" }
  }

  static let golden: [Golden] = [
    Golden(text: "A", narrow: 1, wide: 1, note: "ASCII letter"),
    Golden(text: "Road trip!", narrow: 10, wide: 10, note: "ASCII text"),
    Golden(text: "中文", narrow: 4, wide: 4, note: "CJK ideographs are wide"),
    Golden(text: "，！。", narrow: 6, wide: 6, note: "fullwidth and ideographic punctuation"),
    Golden(text: "ＡＢ", narrow: 4, wide: 4, note: "fullwidth Latin"),
    Golden(text: "한글", narrow: 4, wide: 4, note: "Hangul syllables"),
    Golden(text: "\u{1112}\u{1161}\u{11AB}", narrow: 2, wide: 2, note: "decomposed Hangul jamo, one cluster"),
    Golden(text: "ｶﾀｶﾅ", narrow: 4, wide: 4, note: "halfwidth katakana"),
    Golden(text: "カタカナ", narrow: 8, wide: 8, note: "fullwidth katakana"),
    Golden(text: "e\u{301}", narrow: 1, wide: 1, note: "e + combining acute"),
    Golden(text: "\u{301}", narrow: 0, wide: 0, note: "a lone combining mark"),
    Golden(text: "👍🏽", narrow: 2, wide: 2, note: "emoji + skin tone"),
    Golden(text: "👨‍👩‍👧", narrow: 2, wide: 2, note: "ZWJ family"),
    Golden(text: "❤️", narrow: 2, wide: 2, note: "text-default heart + VS16"),
    Golden(text: "❤", narrow: 1, wide: 1, note: "text-default heart"),
    Golden(text: "🇨🇳", narrow: 2, wide: 2, note: "flag (regional indicator pair)"),
    Golden(text: "1️⃣", narrow: 2, wide: 2, note: "keycap sequence"),
    Golden(text: "⌚", narrow: 2, wide: 2, note: "emoji presentation by default"),
    Golden(text: "─│┌┐└┘", narrow: 6, wide: 12, note: "box drawing is ambiguous"),
    Golden(text: "αβγ", narrow: 3, wide: 6, note: "Greek is ambiguous"),
    Golden(text: "…", narrow: 1, wide: 2, note: "ellipsis is ambiguous"),
    Golden(text: "\u{200B}\u{200D}\u{FEFF}", narrow: 0, wide: 0, note: "zero-width and default-ignorable"),
    Golden(text: "\u{1B}", narrow: 1, wide: 1, note: "ESC counts as its one-cell stand-in"),
  ]

  @Test(arguments: golden)
  func width(_ golden: Golden) {
    #expect(DisplayWidth.of(golden.text, ambiguous: .narrow) == golden.narrow)
    #expect(DisplayWidth.of(golden.text, ambiguous: .wide) == golden.wide)
  }

  @Test("the table names the Unicode version it was generated from")
  func unicodeVersion() {
    #expect(DisplayWidth.unicodeVersion.split(separator: ".").count == 3)
  }

  @Test("every grapheme of a long mixed string is measured as the sum of its clusters")
  func sums() {
    let text = "Kyoto 京都 👨‍👩‍👧 🇯🇵 cafe\u{301}"
    #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
    #expect(DisplayWidth.of(text) == 5 + 1 + 4 + 1 + 2 + 1 + 2 + 1 + 4)
  }

  /// Pieces that join the character before them into one cluster (a combining mark, a keycap, a
  /// joiner, a variation selector), join the one after (a prepended mark), or stand alone.
  static let pieces = [
    "a", "Z", " ", "7", "#", "~", "\u{301}", "\u{20E3}", "\u{200D}", "\u{FE0F}", "\u{600}", "→", "…", "京",
    "👍", "🏽", "🇯", "\r", "\n", "\t", "\u{1B}", "\u{7F}", "e\u{301}", "한", "ö", "·", "Ж", "—", "ʰ", "©",
    "®", "↔", "\u{AD}", "\u{483}", "\u{2028}", "ä\u{308}",
  ]

  @Test("every scalar measured on its own makes a cluster of its own beside another, as wide as that cluster")
  func simpleScalarsAreClustersOfTheirOwn() {
    let simple = (0x20...0x2600).compactMap(Unicode.Scalar.init).filter {
      DisplayWidth.simpleWidth(of: $0, ambiguous: .narrow) != nil
    }
    #expect(simple.count > 1_000)
    for scalar in simple {
      for ambiguous in [AmbiguousWidth.narrow, .wide] {
        #expect(
          DisplayWidth.simpleWidth(of: scalar, ambiguous: ambiguous)
            == DisplayWidth.lookedUpWidth(of: scalar, ambiguous: ambiguous))
      }
      for neighbour in ["a", "ö", "→", "Ж", "ʰ", "›", "│"] {
        #expect(
          "\(neighbour)\(Character(scalar))\(neighbour)".count == 3, "U+\(String(scalar.value, radix: 16))")
      }
    }
  }

  @Test("a text measured a scalar at a time measures as the sum of its clusters, whatever follows them")
  func countedBytesAgreeWithClusters() {
    var generator = SplitMix64(seed: 0x5EED_0017)
    for _ in 0..<4_000 {
      let asciiStart = String(repeating: "ab", count: Int.random(in: 0...3, using: &generator))
      let tail = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
      }
      let text = asciiStart + tail.joined()
      for ambiguous in [AmbiguousWidth.narrow, .wide] {
        let clusters = text.reduce(0) { $0 + DisplayWidth.of($1, ambiguous: ambiguous) }
        #expect(
          DisplayWidth.of(text, ambiguous: ambiguous) == clusters, "\(text.unicodeScalars.map(\.value))")
        #expect(
          DisplayWidth.of(text.dropFirst(), ambiguous: ambiguous)
            == text.dropFirst().reduce(0) {
              $0 + DisplayWidth.of($1, ambiguous: ambiguous)
            })
      }
    }
  }
}
