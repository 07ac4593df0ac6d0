import Geo
import Platform

/// A leg's way on the ground: road shape points, or the geodesic between its ends (on the sphere,
/// within 0.5 % of the ellipsoid's).
enum RoutePath {
  case shape([Coordinate])
  case geodesic(Coordinate, Coordinate)

  /// The point `fraction` (0…1) of the way along `path` by length.
  static func point(along path: RoutePath, fraction: Double) -> Coordinate {
    let fraction = min(max(fraction.isFinite ? fraction : 0, 0), 1)
    switch path {
    case .geodesic(let from, let to):
      return greatCircle(from, to, fraction)
    case .shape(let points):
      var lengths: [Double] = []
      lengths.reserveCapacity(points.count)
      var total = 0.0
      for (a, b) in zip(points, points.dropFirst()) {
        let length = Bearing.sphericalDistance(from: a, to: b)
        lengths.append(length)
        total += length
      }
      var target = fraction * total
      for (index, length) in lengths.enumerated() {
        if target <= length, length > 0 {
          return greatCircle(points[index], points[index + 1], target / length)
        }
        target -= length
      }
      return points[points.count - 1]
    }
  }

  /// The shortest distance from `coordinate` to `path` in metres (the shape's segments, or the
  /// geodesic, sampled every 1 % of their length and refined around the nearest sample).
  static func distance(from coordinate: Coordinate, to path: RoutePath) -> Double {
    let segments: [(Coordinate, Coordinate)] =
      switch path {
      case .geodesic(let from, let to): [(from, to)]
      case .shape(let points): Array(zip(points, points.dropFirst()))
      }
    var best = Double.infinity
    for (a, b) in segments {
      var low = 0.0
      var high = 1.0
      // Coarse samples, then two rounds of finer ones around the nearest.
      for steps in [100, 20, 20] {
        var bestFraction = low
        var bestHere = Double.infinity
        for step in 0...steps {
          let fraction = low + (high - low) * Double(step) / Double(steps)
          let distance = Bearing.sphericalDistance(from: greatCircle(a, b, fraction), to: coordinate)
          if distance < bestHere {
            bestHere = distance
            bestFraction = fraction
          }
        }
        best = min(best, bestHere)
        let width = (high - low) / Double(steps)
        low = max(0, bestFraction - width)
        high = min(1, bestFraction + width)
      }
    }
    return best
  }

  /// The point `fraction` of the way from `a` to `b` on the great circle.
  static func greatCircle(_ a: Coordinate, _ b: Coordinate, _ fraction: Double) -> Coordinate {
    let radians = Double.pi / 180
    let (φ1, λ1, φ2, λ2) = (
      a.latitude * radians, a.longitude * radians, b.latitude * radians, b.longitude * radians
    )
    let (x1, y1, z1) = (cos(φ1) * cos(λ1), cos(φ1) * sin(λ1), sin(φ1))
    let (x2, y2, z2) = (cos(φ2) * cos(λ2), cos(φ2) * sin(λ2), sin(φ2))
    let dot = min(max(x1 * x2 + y1 * y2 + z1 * z2, -1), 1)
    let angle = acos(dot)
    guard angle > 1e-12 else { return a }
    let wa = sin((1 - fraction) * angle) / sin(angle)
    let wb = sin(fraction * angle) / sin(angle)
    let (x, y, z) = (wa * x1 + wb * x2, wa * y1 + wb * y2, wa * z1 + wb * z2)
    return Coordinate(
      latitude: atan2(z, (x * x + y * y).squareRoot()) / radians, longitude: atan2(y, x) / radians)
  }
}
