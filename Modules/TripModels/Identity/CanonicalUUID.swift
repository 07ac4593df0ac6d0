#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Strict UUID text parsing: exactly 8-4-4-4-12 hexadecimal digits, nothing else.
///
/// Foundation's `UUID(uuidString:)` accepts some text that is not a canonical UUID; ids that reach
/// the store must round-trip to the same text, so they are checked here first.
public enum CanonicalUUID {
  /// The UUID `text` spells, or nil when it is not canonical UUID text (either letter case).
  /// The bytes are read here, two digits to a byte (Foundation's parser goes through `sscanf`).
  public static func parse(_ text: String) -> UUID? {
    let utf8 = text.utf8
    guard utf8.count == 36 else { return nil }
    var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let parsed = withUnsafeMutableBytes(of: &value) { bytes -> Bool in
      var digits = 0
      for (offset, byte) in utf8.enumerated() {
        if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
          guard byte == UInt8(ascii: "-") else { return false }
          continue
        }
        guard let digit = byte.hexDigitValue else { return false }
        bytes[digits / 2] = digits % 2 == 0 ? digit << 4 : bytes[digits / 2] | digit
        digits += 1
      }
      return true
    }
    return parsed ? UUID(uuid: value) : nil
  }
}

extension UInt8 {
  /// The value of a hexadecimal digit (either case), nil for any other byte.
  fileprivate var hexDigitValue: UInt8? {
    switch self {
    case 0x30...0x39: self - 0x30
    case 0x41...0x46: self - 0x41 + 10
    case 0x61...0x66: self - 0x61 + 10
    default: nil
    }
  }
}
