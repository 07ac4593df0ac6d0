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
  var plane: (coordinates: [Coordinate], projection: MapProjection, points: [SIMD2<Double>])?
  /// The widest gap between the stops' longitudes (what the projection is centred by), found once.
  var gap: LongitudeGap??

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

    let scaleBar = placed.chrome.scaleBar
    var overlays = placed.chrome.overlays
    Self.markSelected(selected, markers, in: &overlays, markerCount: placed.chrome.markerCount)

    // Labels avoid the markers and the chrome, never the route: roads arriving place none again.
    let key = MapCache.LabelLayoutKey(
      placement: MapCache.PlacementKey(
        stops: coordinates, units: map.units, columns: columns, rows: rows, viewport: viewport),
      names: map.names, selected: selected, withLegend: withLegend, ambiguous: ambiguous)
    let layout =
      cache?.labelLayout(for: key) { layOutLabels(placed, withLegend: withLegend) }
      ?? layOutLabels(placed, withLegend: withLegend)
    let ranges = layout.ranges
    for label in layout.labels {
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
      labels: layout.labels, legendRanges: ranges, legend: layout.legend, scaleBar: scaleBar)
  }

  /// Every stop's label texts when the trip is short (kept in the cache between frames), else nil.
  mutating func shortTripTexts() -> [LabelText]? {
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
  func chrome(
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
    let legs = max(0, dots.count - 1)
    guard legs >= max(2, SplitWork.splitFrom) else {
      drawLegs(0..<legs, of: dots, roads: map, frame: frame, on: &canvas)
      return
    }
    // A long trip's legs in two halves at once, each on a canvas of its own; the dots are the same.
    let middle = legs / 2
    let (columns, rows) = (canvas.columns, canvas.rows)
    let second = SplitWork.inBackground {
      var half = BrailleCanvas(columns: columns, rows: rows)
      drawLegs(middle..<legs, of: dots, roads: map, frame: frame, on: &half)
      return half
    }
    drawLegs(0..<middle, of: dots, roads: map, frame: frame, on: &canvas)
    canvas.addRoute(of: second.value)
  }

  /// The legs `legs` (leg `i` from stop `i` to stop `i + 1`) drawn on `canvas`.
  private static func drawLegs(
    _ legs: Range<Int>, of dots: [SIMD2<Double>], roads map: RouteMap, frame: MapFrame,
    on canvas: inout BrailleCanvas
  ) {
    let width = Double(canvas.dotWidth)
    let height = Double(canvas.dotHeight)
    for index in legs {
      let (start, end) = (dots[index], dots[index + 1])
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
    return SIMD2(floored(point.x), floored(point.y))
  }

  private static func dot(_ point: SIMD2<Double>, _ width: Double, _ height: Double) -> SIMD2<Int> {
    SIMD2(floored(min(point.x, width - 1)), floored(min(point.y, height - 1)))
  }

  /// `value` rounded down to an integer: a conversion for the values a map has (not negative),
  /// where `rounded(.down)` is a call into the C library for every point of every leg.
  @inline(__always)
  private static func floored(_ value: Double) -> Int {
    value >= 0 ? Int(value) : Int(value.rounded(.down))
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

  /// "3" and "3 Osaka" (a name longer than ``RouteMap/nameWidth`` cells cut to them with "…"), with
  /// their widths.
  func labelText(_ index: Int) -> LabelText {
    let number = String(index + 1)
    // An unnamed stop (a long trip's map is drawn without its names) is its number alone.
    let stopName = map.name(at: index)
    guard !stopName.isEmpty else { return ((number, number.count), (number, number.count)) }
    let clean = Sanitizer.sanitize(stopName)
    let ellipsis = "…"
    let room =
      DisplayWidth.of(clean, ambiguous: ambiguous) <= RouteMap.nameWidth
      ? RouteMap.nameWidth : RouteMap.nameWidth - DisplayWidth.of(ellipsis, ambiguous: ambiguous)
    var name = ""
    var width = 0
    for character in clean {
      let cells = DisplayWidth.of(character, ambiguous: ambiguous)
      if width + cells > room { break }
      name.append(character)
      width += cells
    }
    var trimmed = name.trimmingWhitespace()
    if room < RouteMap.nameWidth, !trimmed.isEmpty { trimmed += ellipsis }
    guard !trimmed.isEmpty else { return ((number, number.count), (number, number.count)) }
    let named = number + " " + trimmed
    return ((number, number.count), (named, DisplayWidth.of(named, ambiguous: ambiguous)))
  }
}
