/// The deletion neighbourhood behind one-typo matching (shared by the generator and the search).
///
/// A name's *variants* are its first ``prefixScalars`` scalars, whole and with each one of them
/// deleted. Two names within one edit (substitution, insertion, deletion or swap of neighbours) share
/// a variant, so the typo index is a sorted list of variants and a query looks up its own variants
/// instead of scanning names; candidates are then checked with ``TypoDistance``.
enum TypoVariants {
  /// Only the first this many scalars make variants (longer names share their variants' runs). Long
  /// enough that runs are one name: with a short prefix, "santa b" would lead to every "Santa …".
  static let prefixScalars = 24
  /// Names and queries shorter than this (in scalars) take no part in typo matching: one edit away
  /// from three letters is almost every name.
  static let minimumScalars = 4
  /// The position stored for the undeleted variant.
  static let wholePrefix = 255

  /// Byte offsets where each of the first ``prefixScalars`` scalars of `key` starts, plus the end of
  /// the last one.
  static func boundaries(_ key: UnsafeBufferPointer<UInt8>) -> [Int] {
    var result: [Int] = [0]
    var index = 0
    while index < key.count && result.count <= prefixScalars {
      index += 1
      while index < key.count && key[index] & 0xC0 == 0x80 { index += 1 }
      result.append(index)
    }
    return result
  }

  /// The bytes of the variant of `key` with scalar `position` deleted (``wholePrefix``: none).
  static func variant(_ key: UnsafeBufferPointer<UInt8>, position: Int) -> [UInt8] {
    let bounds = boundaries(key)
    let end = bounds[bounds.count - 1]
    guard position < bounds.count - 1 else { return Array(key[0..<end]) }
    return Array(key[0..<bounds[position]]) + Array(key[bounds[position + 1]..<end])
  }

  /// Whether typo matching applies to folded text: at least ``minimumScalars`` scalars and no CJK
  /// ideograph, kana or Hangul (scripts where a "typo" is a different word, not a spelling variant).
  static func applies(to key: UnsafeBufferPointer<UInt8>) -> Bool {
    var scalars = 0
    var index = 0
    while index < key.count {
      let lead = key[index]
      if lead >= 0xE3 && lead <= 0xED { return false }  // U+3000…U+DFFF: kana, CJK, Hangul
      if lead >= 0xF0 { return false }  // supplementary CJK
      if lead & 0xC0 != 0x80 { scalars += 1 }
      index += 1
    }
    return scalars >= minimumScalars
  }
}
