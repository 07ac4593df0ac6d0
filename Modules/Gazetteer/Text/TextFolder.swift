import Geo

/// Folds text into search keys. These are the only folding rules; the generator of `gazetteer.bin`
/// compiles this very file, so names and queries are folded alike (docs/gazetteer.md lists them):
///
/// 1. Each character takes its compatibility form (fullwidth letters, ligatures, circled digits).
/// 2. Case: lowercase, Greek final ς as σ ("ΑΘΉΝΑ" → "αθηνα").
/// 3. Diacritics and other non-spacing marks are dropped ("Zürich" → "zurich", "ё" → "е",
///    Arabic and Hebrew vowel points); letters without a decomposition map as spelled: ß → ss,
///    ø → o, æ → ae, œ → oe, ł → l, đ/ð → d, þ → th, ı → i.
/// 4. Width: fullwidth Latin and digits as ASCII ("ＫＹＯＴＯ" → "kyoto").
/// 5. Apostrophes vanish ("Xi'an" → "xian"); other punctuation and spaces separate words, as one
///    space, trimmed ("Saint-Étienne" → "saint etienne"). Control characters are dropped.
/// 6. CJK ideographs, kana and Hangul syllables are kept as they are.
///
/// Works on UTF-8 bytes with an ASCII fast path; each distinct non-ASCII scalar is folded once by
/// Geo's ``ScalarFolding`` (the standard library's properties and a generated table of Unicode's
/// decompositions) and remembered in this value. Each loader or search makes its own folder.
struct TextFolder {
  private var scalarCache: [UInt32: [UInt8]] = [:]

  // MARK: - Folding

  /// Appends the folded form of `text` to `output`.
  mutating func fold(_ text: String, into output: inout [UInt8]) {
    var text = text
    text.withUTF8 { fold(utf8: $0, into: &output) }
  }

  /// The folded form of `text`.
  mutating func fold(_ text: String) -> [UInt8] {
    var output: [UInt8] = []
    fold(text, into: &output)
    return output
  }

  /// Appends the folded form of the UTF-8 bytes to `output`.
  mutating func fold(utf8 bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
    let start = output.count
    let table = Self.asciiTable
    var pendingSpace = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        index += 1
        let folded = table[Int(byte)]
        if folded == Self.separator {
          pendingSpace = true
        } else if folded != Self.dropped {
          if pendingSpace && output.count > start { output.append(0x20) }
          pendingSpace = false
          output.append(folded)
        }
        continue
      }
      let (scalar, width) = Self.decode(bytes, at: index)
      index += width
      if Self.composeKana(with: scalar, in: &output, from: start) { continue }
      let folded = foldScalar(scalar)
      for byte in folded {
        if byte == 0x20 {
          pendingSpace = true
        } else {
          if pendingSpace && output.count > start { output.append(0x20) }
          pendingSpace = false
          output.append(byte)
        }
      }
    }
  }

  // MARK: - Scalars

  /// Joins a halfwidth (semi-)voiced sound mark to the katakana just written, as composition does
  /// ("ｶﾞ" → "ガ"). Returns false when `scalar` is not such a mark or has nothing to join.
  private static func composeKana(with scalar: UInt32, in output: inout [UInt8], from start: Int) -> Bool {
    guard scalar == 0xFF9E || scalar == 0xFF9F, output.count - start >= 3 else { return false }
    let tail = output.suffix(3)
    guard let last = String(decoding: tail, as: UTF8.self).unicodeScalars.first, tail.first == 0xE3,
      let composed = ScalarFolding.composedKana(last.value, mark: scalar),
      let composedScalar = Unicode.Scalar(composed)
    else { return false }
    output.removeLast(3)
    output.append(contentsOf: String(composedScalar).utf8)
    return true
  }

  private static let separator: UInt8 = 0x20
  private static let dropped: UInt8 = 0xFF

  /// What each ASCII byte folds to: itself lowercased, a separator, or nothing (control characters,
  /// and apostrophes so that "Xi'an" folds to "xian").
  private static let asciiTable: [UInt8] = (0..<128).map { value in
    let byte = UInt8(value)
    if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
      return dropped
    }
    return asciiFold(byte) ?? separator
  }

  /// Lowercase letters and digits pass; other printable ASCII becomes a separator (nil).
  private static func asciiFold(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
    default: nil
    }
  }

  private mutating func foldScalar(_ value: UInt32) -> [UInt8] {
    if let cached = scalarCache[value] { return cached }
    let folded = Self.foldUncached(value)
    scalarCache[value] = folded
    return folded
  }

  private static func foldUncached(_ value: UInt32) -> [UInt8] {
    ScalarFolding.fold(value)
  }

  /// Decodes one scalar; malformed UTF-8 decodes as U+FFFD and advances one byte.
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
    let lead = bytes[index]
    let width: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: width = 2; value = UInt32(lead & 0x1F)
    case 0xE0...0xEF: width = 3; value = UInt32(lead & 0x0F)
    case 0xF0...0xF4: width = 4; value = UInt32(lead & 0x07)
    default: return (0xFFFD, 1)
    }
    guard index + width <= bytes.count else { return (0xFFFD, 1) }
    for offset in 1..<width {
      let next = bytes[index + offset]
      guard next & 0xC0 == 0x80 else { return (0xFFFD, 1) }
      value = value << 6 | UInt32(next & 0x3F)
    }
    return (value, width)
  }
}
