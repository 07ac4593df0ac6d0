import Geo

/// Reduces a recorded track to the few points that keep its shape: Douglas–Peucker on the sphere,
/// splitting the worst segment first.
///
/// Distances are from a point to the great-circle arc between two kept points
/// (``GreatCircleArc``). Starting from the first and last points, the segment with the point
/// farthest from its arc is split at that point, again and again, until ``maximumPoints`` are kept
/// or every point is within ``baseToleranceMetres`` (about how far a phone's GPS wanders) of the
/// line. Splitting the worst segment first is what raises the tolerance just enough: the result
/// keeps every point of the track within ``Result/toleranceMetres`` of the line, the smallest
/// tolerance this order reaches with that many points. Each split scans its segment once, so a
/// track of `n` points costs at most about 23·`n` distance computations, whatever its shape.
enum TrackSimplifier {
  /// The most points a simplified track keeps, its first and last included.
  static let maximumPoints = 25
  /// The tolerance, in metres, within which points are dropped even when fewer would do.
  static let baseToleranceMetres = 20.0

  /// A simplified track.
  struct Result {
    /// The kept points, in track order: the first and last of the track and those between.
    var points: [Coordinate]
    /// Every point of the track is within this many metres of the line through ``points``.
    var toleranceMetres: Double
  }

  /// A stretch of the track between two kept points, with its point farthest from their arc.
  private struct Segment {
    var first: Int
    var last: Int
    var farthest: Int
    var metres: Double
  }

  /// The points of `track` that keep its shape, at most ``maximumPoints``.
  static func simplify(_ track: [Coordinate]) -> Result {
    guard track.count > 2 else { return Result(points: track, toleranceMetres: 0) }
    let vectors = track.map(SphericalVector.init)
    var kept: Set<Int> = [0, track.count - 1]
    var open = [segment(0, track.count - 1, vectors)].compactMap { $0 }
    while kept.count < maximumPoints,
      let worst = open.indices.max(by: { open[$0].metres < open[$1].metres }),
      open[worst].metres > baseToleranceMetres
    {
      let split = open.remove(at: worst)
      kept.insert(split.farthest)
      open += [segment(split.first, split.farthest, vectors), segment(split.farthest, split.last, vectors)]
        .compactMap { $0 }
    }
    let tolerance = open.map(\.metres).max() ?? 0
    return Result(points: kept.sorted().map { track[$0] }, toleranceMetres: tolerance)
  }

  /// The segment from `first` to `last` with its farthest point; nil when no point lies between.
  private static func segment(_ first: Int, _ last: Int, _ points: [SphericalVector]) -> Segment? {
    guard last - first >= 2 else { return nil }
    let arc = GreatCircleArc(from: points[first], to: points[last])
    var result = Segment(first: first, last: last, farthest: first + 1, metres: -1)
    for index in (first + 1)..<last {
      let metres = arc.metres(to: points[index])
      if metres > result.metres {
        result.metres = metres
        result.farthest = index
      }
    }
    return result
  }
}
