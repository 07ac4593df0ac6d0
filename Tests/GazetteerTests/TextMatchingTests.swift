import Testing

@testable import Gazetteer
@testable import Geo
@testable import PlaceSearch

@Suite("Search keys and typo distance")
struct TextMatchingTests {
  @Test(
    "names fold to lowercase keys without diacritics, punctuation or control characters",
    arguments: [
      ("Zürich", "zurich"), ("Saint-Étienne", "saint etienne"), ("São Paulo", "sao paulo"),
      ("Xi'an", "xian"), ("Xi’an", "xian"), ("  New   York  ", "new york"), ("Ｋｙｏｔｏ", "kyoto"),
      ("Kraków", "krakow"), ("Łódź", "lodz"), ("Tromsø", "tromso"), ("Straße", "strasse"),
      ("京都市", "京都市"), ("Ky\u{0}o\u{1B}to", "kyoto"), ("e\u{301}cole", "ecole"), ("", ""),
      ("İstanbul", "istanbul"), ("Москва", "москва"), ("Королёв", "королев"), ("ΑΘΉΝΑ", "αθηνα"),
      ("Πάτρας", "πατρασ"), ("القَاهِرَة", "القاهرة"), ("יְרוּשָׁלַיִם", "ירושלים"), ("ｷｮｳﾄ", "キョウト"),
      ("ＫＹＯＴＯ", "kyoto"), ("서울", "서울"), ("GROẞ", "gross"), ("Œuvre", "oeuvre"), ("ﬁ", "fi"),
      ("Xi`an", "xian"), ("नई दिल्ली", "नई दिलली"), ("กรุงเทพ", "กรงเทพ"), ("ﾊﾟﾘ", "パリ"),
      ("ｳﾞｪﾈﾂｨｱ", "ヴェネツィア"), ("ﾄﾞｲﾂ", "ドイツ"), ("①", "1"), ("Ǆ", "dz"),
    ])
  func folding(text: String, key: String) {
    var folder = TextFolder()
    #expect(String(decoding: folder.fold(text), as: UTF8.self) == key)
  }

  @Test("invalid UTF-8 bytes fold without trapping")
  func invalidUTF8() {
    var folder = TextFolder()
    var output: [UInt8] = []
    let bytes: [UInt8] = [0x4B, 0xFF, 0xC3, 0x79, 0xE4, 0xBA]
    bytes.withUnsafeBufferPointer { folder.fold(utf8: $0, into: &output) }
    #expect(output.starts(with: [0x6B]))
  }

  @Test(
    "within one typo",
    arguments: [
      ("kyoto", "kyotp", true), ("kyoto", "kyoot", true), ("kyoto", "kyto", true), ("kyoto", "kyotoo", true),
      ("kyoto", "ykoto", true), ("kyoto", "kyoto", true), ("kyoto", "kypto", true), ("kyoto", "kyptp", false),
      ("kyoto", "okyto", false), ("kyoto", "kyotoxx", false), ("kyoto", "xyoto", true), ("", "a", true),
      ("ab", "ba", true), ("abc", "cba", false),
    ])
  func typo(a: String, b: String, expected: Bool) {
    #expect(TypoDistance.withinOne(Array(a.unicodeScalars), Array(b.unicodeScalars)) == expected)
  }
}
