/// A fast digest and comparison of byte buffers, a word at a time, for caches keyed by text (the
/// digest is not for security: it only spreads keys, and equal digests are confirmed by bytes).
enum ByteDigest {
  /// A 64-bit digest of `bytes`, starting from `seed`: each 8-byte word (the last zero-padded) is
  /// mixed in by a multiply and a shift, then the whole is mixed by SplitMix64's finalizer.
  static func of(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
    var digest = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
    var offset = 0
    while offset + 8 <= bytes.count {
      digest = mix(digest, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    if offset < bytes.count {
      var word: UInt64 = 0
      for index in offset..<bytes.count {
        word |= UInt64(bytes[index]) << (8 * UInt64(index - offset))
      }
      digest = mix(digest, word)
    }
    return finalized(digest)
  }

  /// SplitMix64's finalizer: a bijection that spreads every bit of `value` over the whole word.
  static func finalized(_ value: UInt64) -> UInt64 {
    var mixed = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// Whether `left` and `right` hold the same bytes (compared a word at a time).
  static func equal(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
    guard left.count == right.count else { return false }
    var offset = 0
    while offset + 8 <= left.count {
      if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < left.count {
      if left[offset] != right[offset] { return false }
      offset += 1
    }
    return true
  }

  private static func mix(_ digest: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = (digest ^ word) &* 0xFF51_AFD7_ED55_8CCD
    return mixed ^ (mixed >> 33)
  }
}
