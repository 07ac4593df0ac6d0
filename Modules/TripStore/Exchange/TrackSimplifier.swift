import Geo

/// Reduces a recorded track to the few points that keep its shape (Douglas–Peucker on the sphere).
///
/// A point is dropped when it lies within the tolerance of the great-circle arc between the points
/// kept either side of it (``SphericalVector``). The tolerance is the smallest one, at least
/// ``baseToleranceMetres`` (about how far a phone's GPS wanders), that leaves at most
/// ``maximumPoints``; the first and last points are always kept. The tolerance is found from one
/// pass, not by trying values: each point's significance is the least split distance on its path
/// in the full Douglas–Peucker tree, and a point is kept at tolerance `t` exactly when its
/// significance is above `t`.
enum TrackSimplifier {
  /// The most points a simplified track keeps, its first and last included.
  static let maximumPoints = 25
  /// The smallest tolerance, in metres.
  static let baseToleranceMetres = 20.0
  /// Tracks with more points are first thinned to at most this many (see ``thinned(_:)``), which
  /// bounds the work on any file.
  static let maximumWorkingPoints = 10_000

  /// A simplified track.
  struct Result {
    /// The kept points, in track order: the first and last of the track and those between.
    var points: [Coordinate]
    /// Every point of the track is within this many metres of the line through ``points``.
    var toleranceMetres: Double
  }

  /// The points of `track` that keep its shape, at most ``maximumPoints``.
  static func simplify(_ track: [Coordinate]) -> Result {
    guard track.count > 2 else { return Result(points: track, toleranceMetres: 0) }
    let (working, thinningMetres) = thinned(track)
    let vectors = working.map(SphericalVector.init)
    let significance = significances(of: vectors)
    let interior = significance.dropFirst().dropLast().sorted(by: >)
    let allowed = maximumPoints - 2
    var tolerance = baseToleranceMetres
    if interior.count > allowed { tolerance = max(tolerance, interior[allowed]) }
    let kept = working.indices.filter { significance[$0] > tolerance }
    return Result(points: kept.map { working[$0] }, toleranceMetres: tolerance + thinningMetres)
  }

  /// Each point's significance in metres: infinite for the ends; for the others the smaller of
  /// its distance to the arc it splits and its parent's significance.
  private static func significances(of points: [SphericalVector]) -> [Double] {
    var significance = [Double](repeating: 0, count: points.count)
    significance[0] = .infinity
    significance[points.count - 1] = .infinity
    var pending = [(first: 0, last: points.count - 1, parent: Double.infinity)]
    while let (first, last, parent) = pending.popLast() {
      guard last - first >= 2 else { continue }
      var farthest = first + 1
      var distance = -1.0
      for index in (first + 1)..<last {
        let candidate = points[index].metres(toArcFrom: points[first], to: points[last])
        if candidate > distance {
          distance = candidate
          farthest = index
        }
      }
      let value = min(distance, parent)
      significance[farthest] = value
      pending.append((first, farthest, value))
      pending.append((farthest, last, value))
    }
    return significance
  }

  /// `track` itself when it has at most ``maximumWorkingPoints``; otherwise the points at least a
  /// radius apart along it (the radius doubling from the base tolerance until few enough remain),
  /// with its last point, and that radius: every dropped point is within it of a kept one.
  private static func thinned(_ track: [Coordinate]) -> (points: [Coordinate], radiusMetres: Double) {
    guard track.count > maximumWorkingPoints, let first = track.first, let last = track.last else {
      return (track, 0)
    }
    let vectors = track.map(SphericalVector.init)
    var radius = baseToleranceMetres
    while true {
      var kept = [first]
      var anchor = vectors[0]
      for index in 1..<(track.count - 1) where vectors[index].metres(to: anchor) > radius {
        kept.append(track[index])
        anchor = vectors[index]
      }
      kept.append(last)
      if kept.count <= maximumWorkingPoints { return (kept, radius) }
      radius *= 2
    }
  }
}
