import Geo

/// Typed coordinates, in every form the app writes and the usual ones people paste:
/// decimal ("36.6, -121.9", "36.6 -121.9", "35.02°N 135.75°E", "N35 E135"), degree-minute
/// ("48°51.4′N 2°21.05′E") and degree-minute-second ("48°51′24″N 2°21′03″E", "48 51 24 N 2 21 3 E"),
/// with ° ′ ″ or ' " marks and N/S/E/W before or after the numbers.
///
/// Text made only of numbers, marks, hemisphere letters and separators is a coordinate query;
/// anything else is a name. A coordinate query that is malformed or out of range finds nothing
/// (never traps); the stop editor says which.
public enum CoordinateQuery: Equatable, Sendable {
  /// The text is not a coordinate; search names.
  case notCoordinate
  /// The text looks like a coordinate but does not read as a latitude and a longitude.
  case invalid
  /// The text reads as a latitude and a longitude, but one is outside −90…90 or −180…180.
  case outOfRange(latitude: Double, longitude: Double)
  /// A valid coordinate.
  case coordinate(Coordinate)

  /// Longer text is never a coordinate.
  private static let maximumLength = 80

  /// How `text` reads: a coordinate, a malformed or out-of-range one, or not a coordinate at all.
  public static func parse(_ text: String) -> CoordinateQuery {
    // Without a digit there is no number, so no coordinate (and no need to tokenise).
    guard text.utf8.count <= maximumLength, text.utf8.contains(where: { $0 &- 0x30 < 10 }),
      let tokens = CoordinateTokens(text)
    else { return .notCoordinate }
    guard tokens.hasNumber else { return .notCoordinate }
    guard let (latitude, longitude) = tokens.latitudeLongitude() else { return .invalid }
    guard let coordinate = try? Coordinate.validated(latitude: latitude, longitude: longitude) else {
      return .outOfRange(latitude: latitude, longitude: longitude)
    }
    return .coordinate(coordinate)
  }

  /// The place a coordinate query stands for.
  public static func place(for coordinate: Coordinate) -> Place {
    Place(
      id: PlaceID("coordinate:\(coordinate.latitude),\(coordinate.longitude)"), name: coordinate.formatted(),
      countryCode: "", coordinate: coordinate, population: 0, match: .coordinate)
  }
}
