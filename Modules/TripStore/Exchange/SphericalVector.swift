import Foundation
import Geo

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

  private init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// The great-circle distance to `other`, in metres.
  func metres(to other: SphericalVector) -> Double {
    atan2(cross(other).length, dot(other)) * Bearing.meanEarthRadius
  }

  /// The distance in metres to the nearest point of the shorter great-circle arc from `start` to
  /// `end`: the cross-track distance where the perpendicular meets the arc, else the distance to
  /// the nearer end (also when the ends coincide).
  func metres(toArcFrom start: SphericalVector, to end: SphericalVector) -> Double {
    let normal = start.cross(end)
    let length = normal.length
    let nearerEnd = min(metres(to: start), metres(to: end))
    guard length > 1e-15 else { return nearerEnd }
    let unit = SphericalVector(x: normal.x / length, y: normal.y / length, z: normal.z / length)
    guard start.cross(self).dot(unit) >= 0, cross(end).dot(unit) >= 0 else { return nearerEnd }
    return asin(min(1, abs(dot(unit)))) * Bearing.meanEarthRadius
  }

  private func dot(_ other: SphericalVector) -> Double { x * other.x + y * other.y + z * other.z }

  private func cross(_ other: SphericalVector) -> SphericalVector {
    SphericalVector(
      x: y * other.z - z * other.y, y: z * other.x - x * other.z, z: x * other.y - y * other.x)
  }

  private var length: Double { (x * x + y * y + z * z).squareRoot() }
}
