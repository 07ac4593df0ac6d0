/// One closed outline of a country (a coastline or a land border), as compact points.
///
/// Points are stored as `Float` pairs (x: longitude, y: latitude, in degrees): 8 bytes a point,
/// about 3 m of precision, far finer than the 1:110m data.
public struct BasemapRing: Sendable, Equatable {
  /// The country's ISO 3166-1 alpha-2 code, or "-99" where the source has none.
  public let country: String
  /// The ring's points in order, x = longitude and y = latitude in degrees; the last equals the first.
  public let points: [SIMD2<Float>]
  /// The smallest and largest latitude of the points.
  public let latitudes: ClosedRange<Float>
  /// The smallest and largest longitude of the points (the source cuts rings at ±180°, so a ring
  /// never wraps).
  public let longitudes: ClosedRange<Float>

  /// A ring of `points` (at least one) belonging to `country`.
  public init?(country: String, points: [SIMD2<Float>]) {
    guard let first = points.first else { return nil }
    var low = first
    var high = first
    for point in points {
      low = pointwiseMin(low, point)
      high = pointwiseMax(high, point)
    }
    self.country = country
    self.points = points
    latitudes = low.y...high.y
    longitudes = low.x...high.x
  }
}
