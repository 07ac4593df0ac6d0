import Foundation

extension Coordinate {
  /// The coordinate as hemisphere degrees with two decimals: "35.02°N 135.75°E".
  ///
  /// Zero is written as north/east; "-0.00" never appears. Non-finite components show as "—".
  public func formatted() -> String {
    "\(Self.format(latitude, positive: "N", negative: "S")) \(Self.format(longitude, positive: "E", negative: "W"))"
  }

  private static func format(_ degrees: Double, positive: String, negative: String) -> String {
    guard degrees.isFinite else { return "—" }
    let rounded = (abs(degrees) * 100).rounded() / 100
    let hemisphere = degrees < 0 && rounded > 0 ? negative : positive
    return "\(NumberText.format(rounded, decimals: 2))°\(hemisphere)"
  }
}
