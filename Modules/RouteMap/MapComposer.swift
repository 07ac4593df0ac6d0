import Geo
import TextUI

/// Lays out one map picture: fits the frame, draws the basemap and the route, then places the
/// markers, the north sign and scale bar, the labels and the legend, in that order (each later part
/// avoids the earlier ones).
struct MapComposer {
  let map: RouteMap
  let columns: Int
  let viewport: MapViewport
  let selected: Int?
  let ambiguous: AmbiguousWidth
  /// What earlier frames drew and worked out, if anything is kept.
  let cache: MapCache?
  /// The label texts of every stop of a short trip, worked out once (the layout may run twice).
  private var labelTexts: [LabelText]?
  /// The stops' coordinates and where they fall on the plane, worked out once.
  private var plane: (coordinates: [Coordinate], projection: MapProjection, points: [SIMD2<Double>])?
  /// The widest gap between the stops' longitudes (what the projection is centred by), found once.
  private var gap: LongitudeGap??

  /// A stop's label as its number alone and as "number name", each with its width in cells.
  typealias LabelText = (number: (String, Int), named: (String, Int))

  /// The most stops whose label texts are all made (and kept between frames): a longer trip makes
  /// the texts of the stops that get a label, a few hundred at most.
  static let textsMadeUpfront = 4_096

  init(
    map: RouteMap, columns: Int, viewport: MapViewport, selected: Int?, ambiguous: AmbiguousWidth,
    cache: MapCache? = nil
  ) {
    self.map = map
    self.columns = columns
    self.viewport = viewport
    self.selected = selected
    self.ambiguous = ambiguous
    self.cache = cache
  }

  /// The picture with `rows` rows of map, and a legend row under them when `withLegend`.
  ///
  /// ``RouteMap`` lays the map out without a legend first and keeps that picture only when every
  /// stop on it got a label (or there is no row to spare for a legend); a picture it will not keep
  /// is left without dots.
  mutating func compose(rows: Int, withLegend: Bool) -> MapPicture {
    let placed = placement(rows: rows)
    let (coordinates, frame, dots, markers) = (placed.coordinates, placed.frame, placed.dots, placed.markers)

    let occupancy = placed.chrome.occupancy
    let scaleBar = placed.chrome.scaleBar
    var overlays = placed.chrome.overlays
    Self.markSelected(selected, markers, in: &overlays, markerCount: placed.chrome.markerCount)

    var placer = LabelPlacer(occupancy: occupancy)
    let texts = shortTripTexts()
    placer.place(markers, cells: placed.cells, selected: selected) { index in
      let text = texts?[index] ?? labelText(index)
      return text.named.0 == text.number.0 ? nil : (text.named.0, text.named.1)
    }
    var ranges = MapLegend.ranges(unlabelledOf: placed.cells.onMap, labelled: placer.labels.keys)
    var legend: String? = withLegend ? "" : nil  // the row stays, blank, if the smaller map fits all
    if withLegend && !ranges.isEmpty {
      while MapLegend.text(ranges, width: columns) == nil && ranges.count > 1 {
        ranges = MapLegend.joiningClosest(ranges, keeping: selected)
      }
      placer.unlabel(ranges)
      legend = MapLegend.text(ranges, width: columns) ?? ""  // narrower than "1-999": nothing fits
    }
    let labels = placer.labels.values.sorted { $0.stop < $1.stop }
    for label in labels {
      overlays.append(
        MapPicture.Overlay(
          column: label.column, row: label.row, text: label.text, width: label.width,
          ink: label.stop == selected ? .selectedLabel : .label))
    }
    let kept = withLegend || ranges.isEmpty || rows <= 1
    let draw = { [columns, map] in
      var canvas = BrailleCanvas(columns: columns, rows: rows)
      BasemapLayer.shared.draw(into: &canvas, frame: frame)
      Self.drawRoute(dots, roads: map, frame: frame, on: &canvas)
      return canvas
    }
    let canvas =
      kept
      ? cache?.canvas(for: coordinates, roads: map.roads, frame: frame, draw: draw) ?? draw()
      : BrailleCanvas(columns: columns, rows: rows)
    return MapPicture(
      columns: columns, mapRows: rows, frame: frame, canvas: canvas, overlays: overlays, markers: markers,
      labels: labels, legendRanges: ranges, legend: legend, scaleBar: scaleBar)
  }

  /// The stops' coordinates, the frame fitted to them in `rows` rows, and each stop's dot and cell:
  /// what a selection move does not change, kept in the cache (a long trip's stops are projected
  /// once per change to the trip, size or viewport, not once per frame).
  private mutating func placement(rows: Int) -> MapCache.Placement {
    let make = { (composer: inout MapComposer, earlier: MapCache.Placement?) -> MapCache.Placement in
      let coordinates = composer.plane?.coordinates ?? composer.map.coordinates
      let gap = composer.gap ?? MapProjection.widestGap(of: coordinates.map(\.longitude))
      composer.gap = gap
      let projection = composer.plane?.projection ?? MapProjection.suited(to: coordinates, gap: gap)
      let points = composer.projected(coordinates, projection, reusing: earlier)
      let frame = MapFrame.fitting(
        points: points, projection: projection, columns: composer.columns, rows: rows,
        viewport: composer.viewport)
      let dots = points.map(frame.dot)
      let markers = dots.map(frame.cell(of:))
      let low = points.reduce(SIMD2(repeating: Double.infinity)) { pointwiseMin($0, $1) }
      let high = points.reduce(SIMD2(repeating: -Double.infinity)) { pointwiseMax($0, $1) }
      return MapCache.Placement(
        coordinates: coordinates, points: points, frame: frame, dots: dots, markers: markers,
        cells: MapCellStops(markers, columns: composer.columns, rows: rows),
        chrome: composer.chrome(dots, markers, frame: frame, rows: rows), gap: gap, bounds: (low, high))
    }
    guard let cache else { return make(&self, nil) }
    let (columns, viewport, units) = (self.columns, self.viewport, map.units)
    return cache.placement(
      of: map.coordinates, units: units, columns: columns, rows: rows, viewport: viewport
    ) { make(&self, $0) }
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
      points = coordinates.map(projection.project)
    }
    plane = (coordinates, projection, points)
    return points
  }

  /// Every stop's label texts when the trip is short (kept in the cache between frames), else nil.
  private mutating func shortTripTexts() -> [LabelText]? {
    guard map.count <= Self.textsMadeUpfront else { return nil }
    let texts =
      labelTexts
      ?? cache?.labelTexts(for: map.names, count: map.count, ambiguous: ambiguous) {
        map.coordinates.indices.map(labelText)
      }
      ?? map.coordinates.indices.map(labelText)
    labelTexts = texts
    return texts
  }

  // MARK: - Parts

  /// The markers (none selected), the edge pointers, the north sign and the scale bar, and the
  /// cells they take: the same for every selection.
  private func chrome(
    _ dots: [SIMD2<Double>], _ markers: [(column: Int, row: Int)?], frame: MapFrame, rows: Int
  ) -> MapCache.Chrome {
    var occupancy = MapOccupancy(columns: columns, rows: rows)
    var overlays: [MapPicture.Overlay] = []
    addMarkers(markers, to: &overlays, occupancy: &occupancy)
    let markerCount = overlays.count
    addEdgePointers(dots, markers, frame: frame, to: &overlays, occupancy: &occupancy)
    if frame.projection.isNorthUp { addNorth(to: &overlays, occupancy: &occupancy) }
    let scaleBar = addScaleBar(frame, to: &overlays, occupancy: &occupancy)
    return MapCache.Chrome(
      overlays: overlays, markerCount: markerCount, occupancy: occupancy, scaleBar: scaleBar)
  }

  /// The selected stop's marker (the first `markerCount` overlays are the markers, one per cell)
  /// drawn as the selected one: it wins its cell.
  private static func markSelected(
    _ selected: Int?, _ markers: [(column: Int, row: Int)?], in overlays: inout [MapPicture.Overlay],
    markerCount: Int
  ) {
    guard let selected, markers.indices.contains(selected), let cell = markers[selected],
      let index = overlays[..<markerCount].firstIndex(where: {
        $0.column == cell.column && $0.row == cell.row
      })
    else { return }
    overlays[index] = MapPicture.Overlay(
      column: cell.column, row: cell.row, text: String(RouteMap.markers.selected), width: 1,
      ink: .selectedMarker)
  }

  /// Each leg along its road where it has one (the road's points reduced to the Braille dots they
  /// fall in: a road of thousands of points draws a line per dot it crosses), straight otherwise.
  private static func drawRoute(
    _ dots: [SIMD2<Double>], roads map: RouteMap, frame: MapFrame, on canvas: inout BrailleCanvas
  ) {
    let width = Double(canvas.dotWidth)
    let height = Double(canvas.dotHeight)
    for (index, (start, end)) in zip(dots, dots.dropFirst()).enumerated() {
      guard let road = map.road(ofLeg: index) else {
        Self.drawSegment(start, end, width, height, on: &canvas)
        continue
      }
      var previous = frame.dot(for: road[0])
      var previousCell = Self.cell(previous)
      for coordinate in road.dropFirst() {
        let next = frame.dot(for: coordinate)
        let nextCell = Self.cell(next)
        guard nextCell != previousCell else { continue }
        Self.drawSegment(previous, next, width, height, on: &canvas)
        previous = next
        previousCell = nextCell
      }
    }
  }

  private static func drawSegment(
    _ start: SIMD2<Double>, _ end: SIMD2<Double>, _ width: Double, _ height: Double,
    on canvas: inout BrailleCanvas
  ) {
    guard let (from, to) = LineClipper.clip(start, end, width: width, height: height) else { return }
    canvas.drawLine(from: dot(from, width, height), to: dot(to, width, height), layer: .route)
  }

  /// The Braille dot a point falls in (the same for every point of that dot).
  private static func cell(_ point: SIMD2<Double>) -> SIMD2<Int> {
    guard point.x.isFinite, point.y.isFinite, abs(point.x) < 1e9, abs(point.y) < 1e9 else {
      return SIMD2(Int.min, Int.min)
    }
    return SIMD2(Int(point.x.rounded(.down)), Int(point.y.rounded(.down)))
  }

  private static func dot(_ point: SIMD2<Double>, _ width: Double, _ height: Double) -> SIMD2<Int> {
    SIMD2(Int(min(point.x, width - 1).rounded(.down)), Int(min(point.y, height - 1).rounded(.down)))
  }

  /// One marker per occupied cell (none selected: see ``markSelected(_:_:in:markerCount:)``).
  private func addMarkers(
    _ markers: [(column: Int, row: Int)?], to overlays: inout [MapPicture.Overlay],
    occupancy: inout MapOccupancy
  ) {
    for cell in markers {
      guard let cell, !occupancy.kind(column: cell.column, row: cell.row).contains(.marker) else { continue }
      occupancy.mark(.marker, column: cell.column, row: cell.row)
      overlays.append(
        MapPicture.Overlay(
          column: cell.column, row: cell.row, text: String(RouteMap.markers.normal), width: 1, ink: .marker))
    }
  }

  /// Stops outside the view (a zoomed or panned map): `<` `>` `^` `v` on the map's edge, where the
  /// line from the middle towards each meets it (one per cell; ASCII, so one cell on every terminal).
  private func addEdgePointers(
    _ dots: [SIMD2<Double>], _ markers: [(column: Int, row: Int)?], frame: MapFrame,
    to overlays: inout [MapPicture.Overlay], occupancy: inout MapOccupancy
  ) {
    let middle = SIMD2(Double(frame.dotWidth) / 2, Double(frame.dotHeight) / 2)
    for (dot, marker) in zip(dots, markers) where marker == nil && dot.x.isFinite && dot.y.isFinite {
      let away = dot - middle
      guard away.x != 0 || away.y != 0, middle.x > 1, middle.y > 1 else { continue }
      let toSide = away.x == 0 ? Double.infinity : (middle.x - 0.5) / abs(away.x)
      let toTopOrBottom = away.y == 0 ? Double.infinity : (middle.y - 0.5) / abs(away.y)
      guard let cell = frame.cell(of: middle + away * min(toSide, toTopOrBottom)),
        occupancy.kind(column: cell.column, row: cell.row).isEmpty
      else { continue }
      let glyph =
        toSide <= toTopOrBottom ? (away.x < 0 ? "<" : ">") : (away.y < 0 ? "^" : "v")
      occupancy.mark(.chrome, column: cell.column, row: cell.row)
      overlays.append(
        MapPicture.Overlay(column: cell.column, row: cell.row, text: glyph, width: 1, ink: .marker))
    }
  }

  /// "N" in the top-right corner (top-left if a marker is there).
  private func addNorth(to overlays: inout [MapPicture.Overlay], occupancy: inout MapOccupancy) {
    guard columns >= 2 else { return }
    for column in [columns - 1, 0] where occupancy.kind(column: column, row: 0).isEmpty {
      occupancy.mark(.chrome, column: column, row: 0)
      overlays.append(MapPicture.Overlay(column: column, row: 0, text: "N", width: 1, ink: .chrome))
      return
    }
  }

  /// The scale bar in the bottom-left corner (bottom-right if markers are there), if one fits.
  private func addScaleBar(
    _ frame: MapFrame, to overlays: inout [MapPicture.Overlay], occupancy: inout MapOccupancy
  ) -> ScaleBar? {
    let row = frame.rows - 1
    guard row > 0,
      let bar = ScaleBar(metersPerCell: frame.metersPerCell, units: map.units, maxCells: min(12, columns / 4))
    else { return nil }
    let width = bar.width
    for column in [0, columns - width] where column >= 0 {
      let free = (column..<column + width).allSatisfy { occupancy.kind(column: $0, row: row).isEmpty }
      guard free else { continue }
      occupancy.mark(.chrome, column: column, row: row, width: width)
      overlays.append(
        MapPicture.Overlay(
          column: column, row: row, text: bar.text(ascii: ambiguous == .wide), width: width, ink: .chrome))
      return bar
    }
    return nil
  }

  /// "3" and "3 Osaka" (the name cut to ``RouteMap/nameWidth`` cells), with their widths.
  private func labelText(_ index: Int) -> LabelText {
    let number = String(index + 1)
    // An unnamed stop (a long trip's map is drawn without its names) is its number alone.
    let stopName = map.name(at: index)
    guard !stopName.isEmpty else { return ((number, number.count), (number, number.count)) }
    var name = ""
    var width = 0
    for character in Sanitizer.sanitize(stopName) {
      let cells = DisplayWidth.of(character, ambiguous: ambiguous)
      if width + cells > RouteMap.nameWidth { break }
      name.append(character)
      width += cells
    }
    let trimmed = name.trimmingWhitespace()
    guard !trimmed.isEmpty else { return ((number, number.count), (number, number.count)) }
    let named = number + " " + trimmed
    return ((number, number.count), (named, DisplayWidth.of(named, ambiguous: ambiguous)))
  }
}
