/// Distances on the WGS-84 ellipsoid.
public enum Geodesic {
  private static let wgs84 = GeodesicInverse(ellipsoid: .wgs84)

  /// The distance in metres between two coordinates along the WGS-84 ellipsoid's shortest geodesic.
  ///
  /// Karney's inverse solution: converges for every pair, antipodal ones included, and agrees with
  /// GeographicLib to well under a millimetre. Longitudes outside ±180° are reduced; a coordinate
  /// that is not finite or has a latitude outside ±90° gives NaN (never a trap) — validate input with
  /// ``Coordinate/validated(latitude:longitude:)`` first.
  public static func distance(from start: Coordinate, to end: Coordinate) -> Double {
    wgs84.distance(
      latitude1: start.latitude, longitude1: start.longitude,
      latitude2: end.latitude, longitude2: end.longitude)
  }

  /// The length in metres of a path through `coordinates` in order (0 for fewer than two).
  public static func pathLength(_ coordinates: [Coordinate]) -> Double {
    zip(coordinates, coordinates.dropFirst()).reduce(0) { $0 + distance(from: $1.0, to: $1.1) }
  }
}
