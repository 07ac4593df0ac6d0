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

/// How a coordinate is written.
public enum CoordinateStyle: Sendable, CaseIterable {
  /// "35.02°N 135.75°E" (two decimals, as everywhere in the app).
  case decimal
  /// "35°01.26′N 135°45.23′E" (minutes with two decimals).
  case degreesMinutes
  /// "35°01′16″N 135°45′14″E" (whole seconds).
  case degreesMinutesSeconds
}

extension Coordinate {
  /// The coordinate written in `style`; every style reads back with the place search.
  public func formatted(_ style: CoordinateStyle) -> String {
    switch style {
    case .decimal: return formatted()
    case .degreesMinutes, .degreesMinutesSeconds:
      let seconds = style == .degreesMinutesSeconds
      return
        "\(Self.sexagesimal(latitude, "N", "S", seconds)) \(Self.sexagesimal(longitude, "E", "W", seconds))"
    }
  }

  private static func sexagesimal(_ degrees: Double, _ positive: String, _ negative: String, _ seconds: Bool)
    -> String
  {
    guard degrees.isFinite else { return "—" }
    // Round once, in the smallest unit shown, so 59.999″ carries into the minutes.
    let units = seconds ? 3600.0 : 6000.0  // whole seconds, or hundredths of a minute
    let total = Int((abs(degrees) * units).rounded())
    let hemisphere = degrees < 0 && total > 0 ? negative : positive
    if seconds {
      let (d, rest) = total.quotientAndRemainder(dividingBy: 3600)
      let (m, s) = rest.quotientAndRemainder(dividingBy: 60)
      return "\(d)°\(twoDigits(m))′\(twoDigits(s))″\(hemisphere)"
    }
    let (d, hundredths) = total.quotientAndRemainder(dividingBy: 6000)
    let (m, fraction) = hundredths.quotientAndRemainder(dividingBy: 100)
    return "\(d)°\(twoDigits(m)).\(twoDigits(fraction))′\(hemisphere)"
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
