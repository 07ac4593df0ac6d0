/// A place's stable identity: a GeoNames place by its number, or any other text (a typed coordinate
/// is "coordinate:<lat>,<lon>"). Its text (``description``) is "geonames:5391295" for a GeoNames
/// place; that text is only written when asked for, so a search result does not format one.
///
/// Two ids are equal when their texts are: `PlaceID("geonames:42") == .geonames(42)`.
public struct PlaceID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  private enum Storage: Hashable, Sendable {
    case geonames(UInt32)
    case text(String)
  }

  private static let geonamesPrefix = "geonames:"

  private let storage: Storage

  /// The id of the GeoNames place numbered `number`.
  public static func geonames(_ number: UInt32) -> PlaceID {
    PlaceID(storage: .geonames(number))
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// The id written as `text` ("geonames:5391295", "coordinate:36.6,-121.9", or any other text).
  public init(_ text: String) {
    if text.hasPrefix(Self.geonamesPrefix), let number = Self.canonicalNumber(text.utf8.dropFirst(9)) {
      storage = .geonames(number)
    } else {
      storage = .text(text)
    }
  }

  /// The id written as `value`.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The GeoNames number of a GeoNames place, nil for any other id.
  public var geonameID: Int? {
    if case .geonames(let number) = storage { return Int(number) }
    return nil
  }

  /// The id as text: "geonames:5391295".
  public var description: String {
    switch storage {
    case .geonames(let number): Self.geonamesPrefix + String(number)
    case .text(let text): text
    }
  }

  /// The number written by `digits` when they are exactly how `String(UInt32)` writes it (no sign,
  /// no leading zero), so that the text of the id reads back the same.
  private static func canonicalNumber(_ digits: Substring.UTF8View) -> UInt32? {
    guard let first = digits.first, first != UInt8(ascii: "0") || digits.count == 1 else { return nil }
    var value: UInt32 = 0
    for digit in digits {
      guard digit &- UInt8(ascii: "0") < 10 else { return nil }
      let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times10.addingReportingOverflow(UInt32(digit &- UInt8(ascii: "0")))
      guard !overflow, !carry else { return nil }
      value = sum
    }
    return value
  }
}
