import Foundation
import Geo

/// Distance text for the list. Temporary until Geo's `DistanceUnit.format(meters:)` lands (branch `geo`).
enum DistanceText {
  /// "8.1 km" below 100 units, "1,234 km" above.
  static func format(meters: Double, in units: DistanceUnit) -> String {
    let value = units == .kilometers ? meters / 1000 : meters / 1609.344
    if value < 100 { return String(format: "%.1f %@", value, units.rawValue) }
    let whole = Int(value.rounded())
    var digits = String(whole)
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    return digits + grouped + " " + units.rawValue
  }
}
