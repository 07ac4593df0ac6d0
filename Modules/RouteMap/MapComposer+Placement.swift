import Geo

/// Where the stops fall on the map: projected, fitted and placed once per change to the trip, size
/// or viewport (kept in the cache), and for a move, reordered in the kept placement.
extension MapComposer {
  // MARK: - Placement

  /// The stops' coordinates, the frame fitted to them in `rows` rows, and each stop's dot and cell:
  /// what a selection move does not change, kept in the cache (a long trip's stops are projected
  /// once per change to the trip, size or viewport, not once per frame).
  mutating func placement(rows: Int) -> MapCache.Placement {
    let make = { (composer: inout MapComposer, earlier: MapCache.Placement?) -> MapCache.Placement in
      let coordinates = composer.plane?.coordinates ?? composer.map.coordinates
      let gap = composer.gap ?? MapProjection.widestGap(of: coordinates)
      composer.gap = gap
      let projection = composer.plane?.projection ?? MapProjection.suited(to: coordinates, gap: gap)
      let points = composer.projected(coordinates, projection, reusing: earlier)
      let bounds = MapFrame.bounds(of: points)
      let frame = MapFrame.fitting(
        bounds: bounds, projection: projection, columns: composer.columns, rows: rows,
        viewport: composer.viewport)
      let (dots, markers) = Self.place(points, in: frame)
      return MapCache.Placement(
        coordinates: coordinates, points: points, frame: frame, dots: dots, markers: markers,
        cells: MapCellStops(markers, columns: composer.columns, rows: rows),
        chrome: composer.chrome(dots, markers, frame: frame, rows: rows), gap: gap,
        bounds: bounds ?? (SIMD2(repeating: .infinity), SIMD2(repeating: -.infinity)))
    }
    guard let cache else { return make(&self, nil) }
    let (columns, viewport, units) = (self.columns, self.viewport, map.units)
    return cache.placement(
      of: map.coordinates, units: units, columns: columns, rows: rows, viewport: viewport
    ) { make(&self, $0) }
  }

  /// Each of `points`' dot and cell in `frame` (a long trip's in two halves at once).
  static func place(
    _ points: [SIMD2<Double>], in frame: MapFrame
  ) -> (dots: [SIMD2<Double>], markers: [(column: Int, row: Int)?]) {
    let dots = SplitWork.map(points) { frame.dot($0) }
    return (dots, SplitWork.map(dots) { frame.cell(of: $0) })
  }

  /// The run of stops in which `stops` reorder `earlier`'s (a placement for the same map size,
  /// viewport and units), when they are the same stops reordered within one run whose stops are all
  /// on the map (a stop moved, or such a move undone): the same stops have the same projection,
  /// frame, markers and chrome, so only the run's dots and cells need working out again
  /// (``reorder(_:as:in:)``), and a move costs the stops it moved, not a fitting of the whole trip.
  /// Nil otherwise.
  static func reorderedRun(of earlier: MapCache.Placement, as stops: [Coordinate]) -> Range<Int>? {
    let old = earlier.coordinates
    guard old.count == stops.count else { return nil }
    var first = 0
    while first < old.count, old[first] == stops[first] { first += 1 }
    guard first < old.count else { return nil }  // the same coordinates: not a reordering
    var end = old.count
    while end > first, old[end - 1] == stops[end - 1] { end -= 1 }
    let run = first..<end
    guard run.allSatisfy({ earlier.markers[$0] != nil }) else { return nil }
    let before = old[run].sorted(by: Self.ordered)
    let after = stops[run].sorted(by: Self.ordered)
    return before == after ? run : nil
  }

  /// Puts the points, dots and cells of `placement` in the order of `stops` within `run`
  /// (``reorderedRun(of:as:)``), in place; the caller gives it `stops` as its coordinates.
  static func reorder(_ placement: inout MapCache.Placement, as stops: [Coordinate], in run: Range<Int>) {
    let frame = placement.frame
    for index in run {
      let coordinate = stops[index]
      let point = frame.projection.project(coordinate)
      let dot = frame.dot(point)
      placement.points[index] = point
      placement.dots[index] = dot
      placement.markers[index] = frame.cell(of: dot)
    }
  }

  /// A total order on coordinates, to compare two runs as sets.
  private static func ordered(_ lhs: Coordinate, _ rhs: Coordinate) -> Bool {
    (lhs.latitude, lhs.longitude) < (rhs.latitude, rhs.longitude)
  }

  /// Where the stops fall on the plane of `projection` (kept for the next layout). A stop at the
  /// same place as in `earlier` (a placement on the same projection), counted from the start or
  /// from the end of the trip, keeps its point: after a stop is added or removed, every other stop.
  private mutating func projected(
    _ coordinates: [Coordinate], _ projection: MapProjection, reusing earlier: MapCache.Placement? = nil
  ) -> [SIMD2<Double>] {
    if let plane, plane.projection == projection { return plane.points }
    let points: [SIMD2<Double>]
    if let earlier, earlier.frame.projection == projection {
      // The stops the same from the start keep their points, and so do those the same from the end
      // (after a stop added or removed, they sit `shift` places from where they were).
      let old = earlier.coordinates
      let oldPoints = earlier.points
      let shift = old.count - coordinates.count
      var same = 0
      while same < old.count, same < coordinates.count, old[same] == coordinates[same] { same += 1 }
      points = coordinates.indices.map { index in
        if index < same { return oldPoints[index] }
        let before = index + shift
        return before >= 0 && before < old.count && old[before] == coordinates[index]
          ? oldPoints[before] : projection.project(coordinates[index])
      }
    } else {
      points = SplitWork.map(coordinates) { projection.project($0) }
    }
    plane = (coordinates, projection, points)
    return points
  }
}
