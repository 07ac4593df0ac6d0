import Geo
import PlaceSearch

/// Where the trip is, for the examples a search that found nothing suggests: a state or country
/// people write after a name there ("Norway", "California") and a coordinate near the trip.
struct SearchHintArea: Equatable, Sendable {
  /// What to write after a comma: a state for the countries whose places are named with theirs,
  /// else the country.
  var qualifier: String
  /// A coordinate in the area (a stop beside the edited one).
  var coordinate: Coordinate

  /// The examples when nothing tells where the trip is (it has no other stop yet).
  static let standard = SearchHintArea(
    qualifier: "TX", coordinate: Coordinate(latitude: 36.6, longitude: -121.9))

  /// Countries whose places people name with their state or province ("Springfield, Illinois").
  static let countriesNamedByState: Set<String> = ["US", "CA", "AU"]

  /// The area of `place`, near `coordinate`; nil when the place says neither its state nor its
  /// country.
  init?(around coordinate: Coordinate, in place: Place) {
    let state = Self.countriesNamedByState.contains(place.countryCode) ? place.admin1 : ""
    let qualifier = [state, place.countryName, place.countryCode].first { !$0.isEmpty }
    guard let qualifier else { return nil }
    self.init(qualifier: qualifier, coordinate: coordinate)
  }

  init(qualifier: String, coordinate: Coordinate) {
    self.qualifier = qualifier
    self.coordinate = coordinate
  }

  /// The coordinate as decimal degrees to a tenth, as typed: "60.4, 5.3", "36.6, -121.9".
  var decimalExample: String {
    "\(Self.tenths(coordinate.latitude)), \(Self.tenths(coordinate.longitude))"
  }

  /// The same point as ``decimalExample`` in degrees and minutes: "60°24′N 5°18′E",
  /// "36°36′N 121°54′W".
  var sexagesimalExample: String {
    "\(Self.degreesAndMinutes(coordinate.latitude, positive: "N", negative: "S")) "
      + Self.degreesAndMinutes(coordinate.longitude, positive: "E", negative: "W")
  }

  // MARK: - Formatting

  /// `value` in tenths of a degree, rounded.
  private static func roundedTenths(_ value: Double) -> Int {
    Int((value * 10).rounded())
  }

  private static func tenths(_ value: Double) -> String {
    let tenths = roundedTenths(value)
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }

  /// A tenth of a degree is six minutes.
  private static func degreesAndMinutes(_ value: Double, positive: String, negative: String) -> String {
    let tenths = roundedTenths(value)
    return "\(abs(tenths) / 10)°\(abs(tenths) % 10 * 6)′\(tenths < 0 ? negative : positive)"
  }
}
