/// The unit distances are shown in (`--units km|mi`).
public enum DistanceUnit: String, CaseIterable, Codable, Sendable {
  /// Kilometres.
  case kilometers = "km"
  /// Statute miles.
  case miles = "mi"

  // MARK: - Conversion

  /// How many metres one unit is (1,000 for km, 1,609.344 for statute miles).
  public var metersPerUnit: Double {
    switch self {
    case .kilometers: 1_000
    case .miles: 1_609.344
    }
  }

  /// `meters` expressed in this unit.
  public func value(meters: Double) -> Double {
    meters / metersPerUnit
  }

  // MARK: - Formatting

  /// A distance for display: one decimal below 100 ("8.1 km"), whole numbers from 100 ("742 km"),
  /// grouping from 1,000 ("1,234 km"). The same on every locale; "— km" for a non-finite value.
  public func format(meters: Double) -> String {
    let amount = value(meters: meters)
    guard amount.isFinite else { return "— \(rawValue)" }
    // Decide the precision on the rounded value, so 99.96 shows as "100", not "100.0".
    let oneDecimal = (abs(amount) * 10).rounded() / 10
    let decimals = oneDecimal < 100 ? 1 : 0
    return "\(NumberText.format(amount, decimals: decimals)) \(rawValue)"
  }
}
