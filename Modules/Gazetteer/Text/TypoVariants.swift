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
  /// The position meaning "the undeleted variant" in ``variant(_:position:)``.
  static let wholePrefix = 255

  // MARK: - The index's buckets

  /// The typo index groups its entries in 2^bucketBits buckets by a hash of the variant, so a
  /// variant is looked up in its bucket (a few entries) instead of by binary search.
  static let bucketBits = 18
  /// An entry's deleted position, in 5 bits: 0 ..< ``prefixScalars``, or this for the whole prefix.
  static let wholeCode = 31
  /// Bits of the variant's hash kept in each entry, so that most entries of a bucket that belong to
  /// another variant are passed over without reading their key.
  static let fingerprintBits = 9
  /// Main keys an entry can refer to (18 bits).
  static let maximumKeys = 1 << (32 - 5 - fingerprintBits)

  /// The 64-bit FNV-1a hash of a variant's bytes.
  @inline(__always)
  static func hash<C: Sequence>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
  }

  /// The bucket of a variant with `hash`.
  @inline(__always)
  static func bucket(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> UInt64(64 - bucketBits)) }

  /// The fingerprint of a variant with `hash`.
  @inline(__always)
  static func fingerprint(_ hash: UInt64) -> Int {
    Int(truncatingIfNeeded: hash) & (1 << fingerprintBits - 1)
  }

  /// One entry of the index: the main key, the variant's fingerprint, and the deleted position
  /// (``wholePrefix`` for none).
  static func entry(key: Int, fingerprint: Int, position: Int) -> UInt32 {
    let code = position == wholePrefix ? wholeCode : position
    return UInt32(key) << UInt32(5 + fingerprintBits) | UInt32(fingerprint) << 5 | UInt32(code)
  }

  /// The parts of an entry: main key, fingerprint, deleted position (``wholePrefix`` for none).
  @inline(__always)
  static func parts(_ entry: UInt32) -> (key: Int, fingerprint: Int, position: Int) {
    let code = Int(entry & 31)
    return (
      Int(entry >> UInt32(5 + fingerprintBits)), Int(entry >> 5) & (1 << fingerprintBits - 1),
      code == wholeCode ? wholePrefix : code
    )
  }

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

  /// The byte length and scalar count of the first ``prefixScalars`` scalars of `key` (the last
  /// entry of ``boundaries(_:)`` and its count less one, without building the array).
  static func prefixEnd(_ key: UnsafeBufferPointer<UInt8>) -> (bytes: Int, scalars: Int) {
    var scalars = 0
    var index = 0
    while index < key.count && scalars < prefixScalars {
      index += 1
      while index < key.count && key[index] & 0xC0 == 0x80 { index += 1 }
      scalars += 1
    }
    return (index, scalars)
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
