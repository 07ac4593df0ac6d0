import Foundation

/// Distances on the WGS-84 ellipsoid.
public enum Geodesic {
  /// The distance in metres between two coordinates along the ellipsoid's geodesic.
  ///
  /// Skeleton: spherical approximation until the WGS-84 inverse lands (issue 5).
  public static func distance(from start: Coordinate, to end: Coordinate) -> Double {
    let radius = 6_371_008.8
    let lat1 = start.latitude * .pi / 180
    let lat2 = end.latitude * .pi / 180
    let dLat = lat2 - lat1
    let dLon = (end.longitude - start.longitude) * .pi / 180
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * radius * asin(min(1, sqrt(a)))
  }
}
