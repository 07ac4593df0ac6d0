/// Checks that bytes are UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above
/// U+10FFFF) without copying them, as `String(validating:as:)` would but without building a string
/// of the whole file; a file read a chunk at a time is checked chunk by chunk (``validPrefix(_:)``).
enum UTF8Validation {
  /// Whether `bytes` are well-formed UTF-8.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    validPrefix(bytes) == bytes.count
  }

  /// How many of `bytes`, from the first, are whole well-formed UTF-8 characters: all of them, or
  /// fewer when the last character is cut off at the end (a file read a chunk at a time: the rest
  /// comes with the next chunk); nil when a character is malformed.
  static func validPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
    let count = bytes.count
    var index = 0
    while index < count {
      // Eight ASCII bytes at a time.
      if index + 8 <= count,
        base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var second: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; second = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; second = 0x80...0x9F
      case 0xF0: length = 4; second = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; second = 0x80...0x8F
      default: return nil
      }
      guard index + length <= count else { return index }
      guard second.contains(bytes[index + 1]) else { return nil }
      for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
      index += length
    }
    return count
  }
}
