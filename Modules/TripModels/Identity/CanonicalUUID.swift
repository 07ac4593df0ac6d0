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
  public static func parse(_ text: String) -> UUID? {
    let utf8 = Array(text.utf8)
    guard utf8.count == 36 else { return nil }
    for (offset, byte) in utf8.enumerated() {
      switch offset {
      case 8, 13, 18, 23: guard byte == UInt8(ascii: "-") else { return nil }
      default: guard byte.isHexDigit else { return nil }
      }
    }
    return UUID(uuidString: text)
  }
}

extension UInt8 {
  fileprivate var isHexDigit: Bool {
    (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
  }
}
