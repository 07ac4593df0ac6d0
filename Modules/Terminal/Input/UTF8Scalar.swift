// MARK: - UTF-8 scalar decoding

/// Decodes one Unicode scalar from UTF-8 bytes, telling an unfinished sequence (wait for more bytes)
/// from an invalid one (skip a byte).
enum UTF8Scalar: Equatable {
  case scalar(Unicode.Scalar, length: Int)
  case incomplete
  case invalid

  /// Decodes the scalar whose first byte is `bytes[start]`.
  static func decode(_ bytes: [UInt8], at start: Int) -> UTF8Scalar {
    let lead = bytes[start]
    let length: Int
    var value: UInt32
    switch lead {
    case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return .invalid
    }
    for offset in 1..<length {
      guard start + offset < bytes.count else { return .incomplete }
      let byte = bytes[start + offset]
      guard byte & 0xC0 == 0x80 else { return .invalid }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { return .invalid }
    return .scalar(scalar, length: length)
  }
}
