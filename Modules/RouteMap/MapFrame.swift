import Geo

/// The part of the projected plane a map of `columns` × `rows` cells shows: a projection, a centre
/// and a scale. Positions on the map are in dots (Braille: 2 across and 4 down per cell), which are
/// about square on a terminal, so one scale serves both directions.
struct MapFrame: Equatable, Sendable {
  /// The fraction of each side kept free around the route when it is fitted.
  static let margin = 0.12
  /// The ground distance, in metres, across the map's shorter side around a single stop, or stops
  /// in one place: enough of the country around them to place them.
  static let placeExtent = 50_000.0
  /// The least ground distance, in metres, across the map's shorter side for stops that are not in
  /// one place: a day's round of a city fills the map instead of sitting in two cells of it.
  static let minimumExtent = 2_000.0

  /// The projection.
  let projection: MapProjection
  /// Width in cells.
  let columns: Int
  /// Height in cells.
  let rows: Int
  /// The plane point at the middle of the map.
  let center: SIMD2<Double>
  /// Plane units per dot.
  let unitsPerDot: Double

  /// Width in dots.
  var dotWidth: Int { columns * 2 }
  /// Height in dots.
  var dotHeight: Int { rows * 4 }

  // MARK: - Fitting

  /// The frame that shows every stop at `coordinates` with ``margin`` free on each side (at least
  /// ``minimumExtent`` across; ``placeExtent`` when they are all in one place), then zoomed and
  /// panned by `viewport`.
  static func fitting(
    _ coordinates: [Coordinate], columns: Int, rows: Int, viewport: MapViewport = .fitted
  ) -> MapFrame {
    let projection = MapProjection.suited(to: coordinates)
    return fitting(
      points: coordinates.map(projection.project), projection: projection, columns: columns, rows: rows,
      viewport: viewport)
  }

  /// The frame that shows every point of `points` (stops projected by `projection`, the projection
  /// suited to them) as ``fitting(_:columns:rows:viewport:)`` does.
  static func fitting(
    points: [SIMD2<Double>], projection: MapProjection, columns: Int, rows: Int,
    viewport: MapViewport = .fitted
  ) -> MapFrame {
    fitting(
      bounds: bounds(of: points), projection: projection, columns: columns, rows: rows, viewport: viewport)
  }

  /// The corners of the box holding every point of `points` (nil without points).
  static func bounds(of points: [SIMD2<Double>]) -> (low: SIMD2<Double>, high: SIMD2<Double>)? {
    guard var low = points.first else { return nil }
    var high = low
    for point in points {
      low = pointwiseMin(low, point)
      high = pointwiseMax(high, point)
    }
    return (low, high)
  }

  /// ``fitting(points:projection:columns:rows:viewport:)`` of points whose box is `bounds` (nil:
  /// no points).
  static func fitting(
    bounds: (low: SIMD2<Double>, high: SIMD2<Double>)?, projection: MapProjection, columns: Int, rows: Int,
    viewport: MapViewport = .fitted
  ) -> MapFrame {
    let (low, high) = bounds ?? (SIMD2(repeating: .infinity), SIMD2(repeating: -.infinity))
    let middle = bounds == nil ? SIMD2(0, 0) : (low + high) / 2
    let size = SIMD2(Double(max(1, columns * 2)), Double(max(1, rows * 4)))
    let shorter = min(size.x, size.y)
    let extent = bounds == nil || low == high ? placeExtent : minimumExtent
    let minimum = extent / projection.metersPerUnit(at: middle) / shorter
    var fitted = minimum
    if bounds != nil {
      let span = (high - low) / (size * (1 - 2 * margin))
      fitted = max(fitted, span.x, span.y)
    }
    let widest = max(fitted, 2 * Double.pi / shorter)  // zoomed out no further than the whole world
    let scale = min(fitted / viewport.magnification, widest)
    let base = viewport.anchor.map(projection.project) ?? middle
    return MapFrame(
      projection: projection, columns: max(0, columns), rows: max(0, rows),
      center: base + viewport.pan * size * fitted, unitsPerDot: scale)
  }

  // MARK: - Positions

  /// Where the plane point `point` is, in dots from the top left (not rounded; may be outside).
  func dot(_ point: SIMD2<Double>) -> SIMD2<Double> {
    let offset = (point - center) / unitsPerDot
    return SIMD2(Double(dotWidth) / 2 + offset.x, Double(dotHeight) / 2 - offset.y)
  }

  /// Where `coordinate` is, in dots from the top left.
  func dot(for coordinate: Coordinate) -> SIMD2<Double> {
    dot(projection.project(coordinate))
  }

  /// The plane point at `dot`.
  func point(atDot dot: SIMD2<Double>) -> SIMD2<Double> {
    let offset = SIMD2(dot.x - Double(dotWidth) / 2, Double(dotHeight) / 2 - dot.y)
    return center + offset * unitsPerDot
  }

  /// The coordinate at `dot`.
  func coordinate(atDot dot: SIMD2<Double>) -> Coordinate {
    projection.coordinate(at: point(atDot: dot))
  }

  /// The cell (column, row) holding `dot`, or nil outside the map.
  func cell(of dot: SIMD2<Double>) -> (column: Int, row: Int)? {
    guard dot.x >= 0, dot.y >= 0, dot.x < Double(dotWidth), dot.y < Double(dotHeight) else { return nil }
    return (Int(dot.x) / 2, Int(dot.y) / 4)
  }

  /// Metres on the ground per cell across, east–west, at the middle of the map (measured on the
  /// WGS-84 ellipsoid over ten cells).
  var metersPerCell: Double {
    let middle = SIMD2(Double(dotWidth) / 2, Double(dotHeight) / 2)
    let west = coordinate(atDot: middle - SIMD2(10, 0))
    let east = coordinate(atDot: middle + SIMD2(10, 0))
    return Geodesic.distance(from: west, to: east) / 10
  }
}
