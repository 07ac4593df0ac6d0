import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Parsing of identifiers and numbers from files and command lines, stricter than Foundation's:
/// `UUID(uuidString:)` and `Double(_:)` accept forms that are not what a RoadTrip file says (hex
/// floats such as `0x1p4`, `inf`, `nan`), so every such text goes through here first.
public enum StrictParsing {
  /// The UUID written canonically as 8-4-4-4-12 hexadecimal digits (either case), else nil.
  public static func uuid(_ text: String) -> UUID? {
    CanonicalUUID.parse(text)
  }

  /// A decimal number as GPX writes coordinates (`xsd:decimal`): an optional sign, digits with
  /// an optional decimal point, no exponent, no hex, no `inf`/`nan`; XML white space around it
  /// is allowed. Nil for anything else.
  public static func decimal(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }),
      let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return nil }
    let number = bytes[first...last]
    var digits = 0
    var points = 0
    for (offset, byte) in number.enumerated() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      case UInt8(ascii: "."): points += 1
      case UInt8(ascii: "+") where offset == 0, UInt8(ascii: "-") where offset == 0: break
      default: return nil
      }
    }
    guard digits > 0, digits <= 64, points <= 1 else { return nil }
    let value = Double(String(decoding: number, as: UTF8.self))
    return value?.isFinite == true ? value : nil
  }
}
