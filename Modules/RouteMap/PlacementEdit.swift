import Geo

/// One stop removed from, or added to, a long trip's kept placement, when that changes nothing else
/// on the map: the projection (the stop's longitude does not touch the widest gap, and no stop
/// reaches the poles), the frame (the stop is inside the box of the other stops' points), the
/// markers and chrome (the stop's cell holds another stop) and the edge pointers (the stop is on
/// the map). Then the placement is edited in place — its arrays by one element, its cell index by
/// one entry — instead of made again from every stop; otherwise there is no edit and the
/// placement is made again.
struct PlacementEdit {
  /// The change: the stop at `index` removed, or one added there at `point` (on the plane) and
  /// `dot` (on the map).
  enum Change {
    case removed(index: Int)
    case inserted(index: Int, point: SIMD2<Double>, dot: SIMD2<Double>)
  }

  let change: Change
  /// The cell of the stop removed or added.
  let cell: (column: Int, row: Int)

  /// The edit that turns `earlier` into the placement of `stops`, if it is one stop removed or
  /// added and nothing else on the map changes; nil otherwise. Short trips are made again (it is
  /// as cheap).
  init?(of earlier: MapCache.Placement, to stops: [Coordinate]) {
    let old = earlier.coordinates
    guard max(old.count, stops.count) > MapProjection.sortedUpTo, abs(old.count - stops.count) == 1,
      case .mercator = earlier.frame.projection, let gap = earlier.gap
    else { return nil }
    var index = 0
    while index < old.count, index < stops.count, old[index] == stops[index] { index += 1 }
    if old.count > stops.count {
      // Removed at `index`: every later stop one place earlier.
      guard old[(index + 1)...].elementsEqual(stops[index...]), let cell = earlier.markers[index],
        earlier.cells.count(in: cell) >= 2,
        Self.strictlyInside(earlier.points[index], earlier.bounds),
        Self.keepsGap(gap, removing: old[index].longitude, from: old, at: index)
      else { return nil }
      self.change = .removed(index: index)
      self.cell = cell
    } else {
      // Added at `index`: every later stop one place later.
      let coordinate = stops[index]
      let frame = earlier.frame
      let point = frame.projection.project(coordinate)
      let dot = frame.dot(point)
      guard old[index...].elementsEqual(stops[(index + 1)...]),
        abs(coordinate.latitude) < MapProjection.polarLatitude,
        Self.inside(point, earlier.bounds), let cell = frame.cell(of: dot),
        earlier.cells.count(in: cell) >= 1,
        Self.keepsGap(gap, adding: coordinate.longitude, to: old)
      else { return nil }
      self.change = .inserted(index: index, point: point, dot: dot)
      self.cell = cell
    }
  }

  /// Applies the edit to `placement` (the one it was made from), in place; `stops` are the stops
  /// now (kept as the placement's coordinates: no copy of the old ones is changed).
  func apply(to placement: inout MapCache.Placement, stops: [Coordinate]) {
    placement.coordinates = stops
    switch change {
    case .removed(let index):
      placement.points.remove(at: index)
      placement.dots.remove(at: index)
      placement.markers.remove(at: index)
      placement.cells.remove(index, from: cell, markers: placement.markers)
    case .inserted(let index, let point, let dot):
      placement.points.insert(point, at: index)
      placement.dots.insert(dot, at: index)
      placement.markers.insert(cell, at: index)
      placement.cells.insert(index, into: cell, markers: placement.markers)
    }
  }

  // MARK: - Checks

  private static func strictlyInside(
    _ point: SIMD2<Double>, _ bounds: (low: SIMD2<Double>, high: SIMD2<Double>)
  )
    -> Bool
  {
    all(point .> bounds.low) && all(point .< bounds.high)
  }

  private static func inside(_ point: SIMD2<Double>, _ bounds: (low: SIMD2<Double>, high: SIMD2<Double>))
    -> Bool
  {
    all(point .>= bounds.low) && all(point .<= bounds.high)
  }

  /// Whether the widest gap stays `gap` when the longitude at `index` of `coordinates` is removed:
  /// it is repeated elsewhere, or its neighbours on either side are joined by a gap narrower than
  /// `gap` that does not end at it.
  private static func keepsGap(
    _ gap: LongitudeGap, removing longitude: Double, from coordinates: [Coordinate], at index: Int
  ) -> Bool {
    let removed = MapProjection.wrapped(longitude)
    guard removed != gap.low, removed != gap.high else { return false }
    var below = -Double.infinity
    var above = Double.infinity
    for (other, coordinate) in coordinates.enumerated() where other != index {
      let value = MapProjection.wrapped(coordinate.longitude)
      if value == removed { return true }
      if value < removed { below = max(below, value) } else { above = min(above, value) }
    }
    // The westmost or eastmost longitude: the gap across 180° changes.
    guard below > -.infinity, above < .infinity else { return false }
    return above - below < gap.width
  }

  /// Whether the widest gap stays `gap` when `longitude` is added to `coordinates`: it is there
  /// already, or it falls in a gap other than the widest.
  private static func keepsGap(_ gap: LongitudeGap, adding longitude: Double, to coordinates: [Coordinate])
    -> Bool
  {
    let added = MapProjection.wrapped(longitude)
    var below = -Double.infinity
    var above = Double.infinity
    for coordinate in coordinates {
      let value = MapProjection.wrapped(coordinate.longitude)
      if value == added { return true }
      if value < added { below = max(below, value) } else { above = min(above, value) }
    }
    if below == -.infinity || above == .infinity {
      // In the gap across 180°: it must not be the widest.
      return !(gap.high <= gap.low)
    }
    return !(below == gap.low && above == gap.high)
  }
}
