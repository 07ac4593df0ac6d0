import Geo

/// The gazetteer place nearest to a coordinate, with how far and in which direction the coordinate
/// lies from it — for naming a spot "near Big Sur" or "12 km NE of Salinas".
public struct NearbyPlace: Hashable, Sendable {
  /// Within this distance a coordinate is "near" the place rather than "N km DIR of" it.
  public static let nearRadius = 2_000.0

  /// The place.
  public var place: Place
  /// Geodesic distance from the place to the coordinate, in metres.
  public var distance: Double
  /// Initial bearing from the place to the coordinate, degrees clockwise from north in [0, 360).
  public var bearing: Double

  /// Creates a value.
  public init(place: Place, distance: Double, bearing: Double) {
    self.place = place
    self.distance = distance
    self.bearing = bearing
  }

  /// The eight-point compass direction of ``bearing``: "N", "NE", "E", …
  public var compassDirection: String { Self.compassDirection(bearing) }

  /// "near Big Sur" within ``nearRadius``, else "12 km NE of Salinas" (whole units, at least 1).
  public func phrase(units: DistanceUnit = .kilometers) -> String {
    Self.phrase(name: place.name, distance: distance, bearing: bearing, units: units)
  }

  /// The eight-point compass direction of `bearing` (degrees clockwise from north).
  static func compassDirection(_ bearing: Double) -> String {
    let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    guard bearing.isFinite else { return "N" }
    let normalized = (bearing.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    return points[Int((normalized / 45).rounded()) % 8]
  }

  /// "near NAME" within ``nearRadius``, else "12 km NE of NAME".
  static func phrase(name: String, distance: Double, bearing: Double, units: DistanceUnit) -> String {
    guard distance >= nearRadius else { return "near \(name)" }
    let amount = max(1, units.value(meters: distance).rounded())
    return
      "\(NumberText.format(amount, decimals: 0)) \(units.rawValue) \(compassDirection(bearing)) of \(name)"
  }
}
