import Platform

/// Compass bearings between coordinates.
public enum Bearing {
  /// The initial great-circle bearing from `start` to `end`, degrees clockwise from north in
  /// [0, 360) (0 when the points coincide). Computed on the sphere, which is ample for an
  /// eight-point compass direction.
  public static func initial(from start: Coordinate, to end: Coordinate) -> Double {
    let lat1 = start.latitude * .pi / 180
    let lat2 = end.latitude * .pi / 180
    let dLon = (end.longitude - start.longitude) * .pi / 180
    let y = sin(dLon) * cos(lat2)
    let x = cos(lat1) * sin(lat2) - sin(lat1) * cos(lat2) * cos(dLon)
    guard x != 0 || y != 0 else { return 0 }
    let degrees = atan2(y, x) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
  }

  /// The mean Earth radius (IUGG), in metres.
  public static let meanEarthRadius = 6_371_008.8

  /// The great-circle distance in metres between two coordinates on the sphere of
  /// ``meanEarthRadius`` (haversine): within 0.5 % of the WGS-84 distance, and cheap enough for
  /// naming a spot "12 km NE of" a place. Use ``Geodesic`` for leg lengths.
  public static func sphericalDistance(from start: Coordinate, to end: Coordinate) -> Double {
    let lat1 = start.latitude * .pi / 180
    let lat2 = end.latitude * .pi / 180
    let dLat = lat2 - lat1
    let dLon = (end.longitude - start.longitude) * .pi / 180
    let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * meanEarthRadius * asin(min(1, h.squareRoot()))
  }
}
