import Geo
import Platform

/// A point on the unit sphere, for distances between a point and a great-circle arc.
///
/// Computed on a sphere of ``Geo/Bearing/meanEarthRadius`` (within 0.5 % of WGS-84): ample for
/// deciding which points of a recorded track keep its shape.
struct SphericalVector {
  var x: Double
  var y: Double
  var z: Double

  /// The unit vector of `coordinate`.
  init(_ coordinate: Coordinate) {
    let latitude = coordinate.latitude * .pi / 180
    let longitude = coordinate.longitude * .pi / 180
    x = cos(latitude) * cos(longitude)
    y = cos(latitude) * sin(longitude)
    z = sin(latitude)
  }

  fileprivate init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// The great-circle distance to `other`, in metres.
  func metres(to other: SphericalVector) -> Double {
    atan2(cross(other).length, dot(other)) * Bearing.meanEarthRadius
  }

  fileprivate func dot(_ other: SphericalVector) -> Double { x * other.x + y * other.y + z * other.z }

  fileprivate func cross(_ other: SphericalVector) -> SphericalVector {
    SphericalVector(
      x: y * other.z - z * other.y, y: z * other.x - x * other.z, z: x * other.y - y * other.x)
  }

  fileprivate var length: Double { (x * x + y * y + z * z).squareRoot() }
}

/// The shorter great-circle arc between two points, for the distance from a point to it.
struct GreatCircleArc {
  private let start: SphericalVector
  private let end: SphericalVector
  /// The unit normal of the arc's plane; nil when the ends coincide (or are antipodal).
  private let normal: SphericalVector?

  /// The arc from `start` to `end`.
  init(from start: SphericalVector, to end: SphericalVector) {
    self.start = start
    self.end = end
    let normal = start.cross(end)
    let length = normal.length
    self.normal =
      length > 1e-15 ? SphericalVector(x: normal.x / length, y: normal.y / length, z: normal.z / length) : nil
  }

  /// The distance in metres from `point` to the arc's nearest point: the cross-track distance
  /// where the perpendicular meets the arc, else the distance to the nearer end.
  func metres(to point: SphericalVector) -> Double {
    if let normal, start.cross(point).dot(normal) >= 0, point.cross(end).dot(normal) >= 0 {
      return asin(min(1, abs(point.dot(normal)))) * Bearing.meanEarthRadius
    }
    return min(point.metres(to: start), point.metres(to: end))
  }
}
