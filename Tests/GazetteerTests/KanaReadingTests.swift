import Testing

@testable import Gazetteer

/// Kana queries are read in Latin letters the way Japanese place names are romanized.
@Suite("Kana reading")
struct KanaReadingTests {
  private func reading(_ kana: String) -> String? {
    KanaReading.romanized(Array(kana.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("hiragana and katakana read alike, long vowels folded")
  func longVowels() {
    #expect(reading("とうきょう") == "tokyo")
    #expect(reading("トウキョウ") == "tokyo")
    #expect(reading("おおさか") == "osaka")
    #expect(reading("キョウト") == "kyoto")
    #expect(reading("ホッカイドー") == "hokkaido")
  }

  @Test("small ya/yu/yo join the syllable before; small tsu doubles the next consonant")
  func digraphsAndGemination() {
    #expect(reading("しゃ") == "sha")
    #expect(reading("ちゅ") == "chu")
    #expect(reading("じょ") == "jo")
    #expect(reading("さっぽろ") == "sapporo")
    #expect(reading("まっちゃ") == "matcha")
    #expect(reading("ふぁ") == "fa")
  }

  @Test("text that is not only kana has no reading")
  func notKana() {
    #expect(reading("東京") == nil)
    #expect(reading("tokyo") == nil)
    #expect(reading("とうきょう駅") == nil)
    #expect(reading(" ") == nil)
  }
}
