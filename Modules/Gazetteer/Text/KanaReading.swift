/// Japanese kana written in Latin letters, as place names are romanized: Hepburn, with long vowels
/// folded the way the names are spelled without macrons ("とうきょう" and "トウキョウ" → "tokyo",
/// "おおさか" → "osaka", "キョウト" → "kyoto", "ほっかいどう" → "hokkaido").
///
/// Katakana is read as hiragana; small ゃ ゅ ょ join the syllable before ("きょ" → "kyo", "しゃ" →
/// "sha"); small っ doubles the next consonant ("っぽ" → "ppo", "っち" → "tchi"); the long mark ー
/// and a vowel lengthening the one before ("ou", "oo", "uu") are dropped.
enum KanaReading {
  /// The reading of `folded` (UTF-8) when it is kana, spaces and long marks only, with at least one
  /// kana; nil otherwise.
  static func romanized(_ folded: [UInt8]) -> [UInt8]? {
    var syllables: [String] = []
    var doubleNext = false
    var sawKana = false
    for scalar in TypoDistance.scalars(folded) {
      var value = scalar.value
      if (0x30A1...0x30F6).contains(value) { value -= 0x60 }  // katakana → hiragana
      if value == 0x20 {
        syllables.append(" ")
        continue
      }
      if value == 0x30FC { continue }  // ー: a long vowel, folded
      guard (0x3041...0x3096).contains(value) else { return nil }
      sawKana = true
      if value == 0x3063 {  // small っ
        doubleNext = true
        continue
      }
      if let small = smallYa[value], let last = syllables.last, last.count >= 2, last.hasSuffix("i") {
        let stem = last.dropLast()
        let palatal = stem.hasSuffix("sh") || stem.hasSuffix("ch") || stem.hasSuffix("j")
        let joined = palatal ? stem + small.dropFirst() : stem + small
        syllables[syllables.count - 1] = String(joined)
        continue
      }
      if let vowel = smallVowel[value], let last = syllables.last, last.count >= 2 {
        syllables[syllables.count - 1] = String(last.dropLast()) + vowel
        continue
      }
      let index = Int(value - 0x3041)
      guard index < table.count else { return nil }
      var syllable = table[index]
      if doubleNext, let first = syllable.first {
        syllable = (first == "c" ? "t" : String(first)) + syllable
        doubleNext = false
      }
      syllables.append(syllable)
    }
    guard sawKana else { return nil }
    return Array(foldLongVowels(syllables.joined()).utf8)
  }

  /// "ou", "oo" → "o"; "uu" → "u".
  private static func foldLongVowels(_ text: String) -> String {
    var result: [Character] = []
    for character in text {
      if let last = result.last,
        (last == "o" && (character == "u" || character == "o")) || (last == "u" && character == "u")
      {
        continue
      }
      result.append(character)
    }
    return String(result)
  }

  /// Small ゃ ゅ ょ.
  private static let smallYa: [UInt32: String] = [0x3083: "ya", 0x3085: "yu", 0x3087: "yo"]
  /// Small ぁ ぃ ぅ ぇ ぉ after a syllable ("ふぁ" → "fa", "てぃ" → "ti").
  private static let smallVowel: [UInt32: String] = [
    0x3041: "a", 0x3043: "i", 0x3045: "u", 0x3047: "e", 0x3049: "o",
  ]

  /// Hepburn for U+3041 ぁ … U+3096 ゖ, in code point order.
  private static let table: [String] = [
    "a", "a", "i", "i", "u", "u", "e", "e", "o", "o",  // ぁあぃいぅうぇえぉお
    "ka", "ga", "ki", "gi", "ku", "gu", "ke", "ge", "ko", "go",  // かが…こご
    "sa", "za", "shi", "ji", "su", "zu", "se", "ze", "so", "zo",  // さざ…そぞ
    "ta", "da", "chi", "ji", "tsu", "tsu", "zu", "te", "de", "to", "do",  // ただちぢっつづてでとど
    "na", "ni", "nu", "ne", "no",  // なにぬねの
    "ha", "ba", "pa", "hi", "bi", "pi", "fu", "bu", "pu", "he", "be", "pe", "ho", "bo", "po",  // はばぱ…
    "ma", "mi", "mu", "me", "mo",  // まみむめも
    "ya", "ya", "yu", "yu", "yo", "yo",  // ゃやゅゆょよ
    "ra", "ri", "ru", "re", "ro",  // らりるれろ
    "wa", "wa", "i", "e", "o", "n", "vu", "ka", "ke",  // ゎわゐゑをんゔゕゖ
  ]
}
