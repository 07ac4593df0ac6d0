import Geo
import TextUI

/// What the map keeps between frames, each part keyed by everything it is made from, so a frame
/// whose trip, size, viewport and selection did not change draws the glyph rows it prepared last
/// time, and a selection move re-places only the labels (the outlines, the route and the label
/// texts stay) and makes again only the rows whose markers or labels changed.
///
/// A long trip's first picture on a screen is also looked up in a ``MapPictureKeeper`` (a picture
/// kept by an earlier run for the same inputs is shown as it is), and kept there when it had to be
/// drawn.
///
/// One per screen; only the main actor's frames use it.
public final class MapCache {
  /// What one picture is made from.
  private struct PictureKey: Equatable {
    let map: RouteMap
    let columns: Int
    let rows: Int
    let viewport: MapViewport
    let selected: Int?
    let ambiguous: AmbiguousWidth
  }

  /// Where the stops fall on one map: the same for every selection.
  struct Placement {
    /// The stops' coordinates, in trip order.
    var coordinates: [Coordinate]
    /// Where they fall on the plane of the frame's projection.
    var points: [SIMD2<Double>]
    /// The frame fitted to them.
    let frame: MapFrame
    /// Each stop's position in dots.
    var dots: [SIMD2<Double>]
    /// Each stop's cell, nil outside the map.
    var markers: [(column: Int, row: Int)?]
    /// The stops by the cell they are in.
    var cells: MapCellStops
    /// What is drawn over the dots before the labels, whatever the selection.
    let chrome: Chrome
    /// The widest gap between the stops' longitudes (the projection is centred by it).
    let gap: LongitudeGap?
    /// The corners of the box holding every stop's point (the frame is fitted to it).
    let bounds: (low: SIMD2<Double>, high: SIMD2<Double>)
  }

  /// The markers (none selected), edge pointers, north sign and scale bar of one placement.
  struct Chrome {
    /// Their overlays: the markers first.
    let overlays: [MapPicture.Overlay]
    /// How many of ``overlays`` are markers.
    let markerCount: Int
    /// The cells they take.
    let occupancy: MapOccupancy
    /// The scale bar, if one fits.
    let scaleBar: ScaleBar?
  }

  /// What a placement is made from.
  struct PlacementKey: Equatable {
    let stops: [Coordinate]
    /// The scale bar's unit.
    let units: DistanceUnit
    let columns: Int
    let rows: Int
    let viewport: MapViewport
  }

  /// What a map's labels and legend are made from: everything the placement is, the names, the
  /// selection and the legend row — not the roads.
  struct LabelLayoutKey: Equatable {
    let placement: PlacementKey
    let names: [String]
    let selected: Int?
    let withLegend: Bool
    let ambiguous: AmbiguousWidth
  }

  /// A map's labels (by stop), the stops left to its legend and the legend's text.
  struct LabelLayout {
    let labels: [PlacedLabel]
    let ranges: [ClosedRange<Int>]
    let legend: String?
  }

  /// What a drawn canvas (outlines and route) is made from.
  private struct CanvasKey: Equatable {
    let coordinates: [Coordinate]
    let roads: [[Coordinate]?]
    let frame: MapFrame
  }

  private var pictureKey: PictureKey?
  private var cachedPicture: MapPicture?
  private var cachedRows = PreparedRows([])
  /// The rows `cachedRows` was prepared from, and the overlays of each of its map rows.
  private var cachedSource: (rows: [PreparedRows.Row], overlays: [[MapPicture.Overlay]]) = ([], [])
  /// The canvases of the last frames fitted (the layout tries the map with and without a legend row).
  private var canvases: [(key: CanvasKey, canvas: BrailleCanvas)] = []
  /// The placements of the last layouts (the layout tries the map with and without a legend row).
  private var placements: [(key: PlacementKey, placement: Placement)] = []
  /// The label layouts of the last layouts (with and without a legend row).
  private var labelLayouts: [(key: LabelLayoutKey, layout: LabelLayout)] = []
  /// How many label layouts were made, not kept (for tests).
  private(set) var labelLayoutsMade = 0
  private var labelKey: (names: [String], count: Int, ambiguous: AmbiguousWidth)?
  private var labelTexts: [MapComposer.LabelText] = []
  /// How many placements were made by reordering a kept one (for tests).
  private(set) var reorderedCount = 0
  /// How many placements were made by adding or removing a stop in a kept one (for tests).
  private(set) var editedCount = 0

  /// Where pictures are kept between runs (nil: nowhere).
  private let keeper: (any MapPictureKeeper)?
  /// Whether the keeper was asked: only for the first picture of a long trip this cache is asked
  /// for.
  private var askedKeeper = false
  /// The fewest stops whose first picture is looked up in, and kept by, the keeper: a shorter
  /// trip's map is drawn in a few milliseconds or less (task-local, so that a test can keep a short
  /// trip's).
  @TaskLocal static var keptFrom = 16_384

  /// Creates an empty cache; a long trip's first picture is looked up in, and kept by, `keeper`.
  public init(keeper: (any MapPictureKeeper)? = nil) {
    self.keeper = keeper
  }

  /// The picture's rows as prepared glyphs for these inputs, laid out and measured only when they
  /// changed.
  func rows(
    of map: RouteMap, columns: Int, rows: Int, viewport: MapViewport, selected: Int?,
    ambiguous: AmbiguousWidth
  ) -> PreparedRows {
    let key = PictureKey(
      map: map, columns: columns, rows: rows, viewport: viewport, selected: selected, ambiguous: ambiguous)
    // Rows taken from the keeper have no picture behind them: the next change draws one afresh.
    if key == pictureKey { return cachedRows }
    var keptAs: MapPictureKey?
    if !askedKeeper, let keeper, map.count >= Self.keptFrom {
      askedKeeper = true
      let name = MapPictureKey(
        map: map, columns: columns, rows: rows, viewport: viewport, selected: selected, ambiguous: ambiguous)
      if let bytes = keeper.picture(for: name),
        let kept = KeptMapPicture.decode(bytes, key: name, rowCount: rows)
      {
        pictureKey = key
        cachedPicture = nil
        cachedSource = ([], [])
        cachedRows = PreparedRows(kept.map(MapRowText.row), ambiguous: ambiguous, reusing: cachedRows)
        return cachedRows
      }
      keptAs = name
    }
    let picture = map.picture(
      columns: columns, rows: rows, viewport: viewport, selected: selected, ambiguous: ambiguous, cache: self)
    // A selection move changes a few rows (the marker and the labels near it), a road arriving the
    // rows it crosses. A row with the same dots and the same overlays as the last picture's is the
    // same row: it is taken from it as it is, and its glyphs are copied rather than measured.
    let overlays = picture.overlaysByRow()
    // A picture to keep is made into runs once, for its rows and for the keeper.
    let keptRuns = keptAs == nil ? nil : (0..<picture.rowCount).map(picture.runs(row:))
    let source = (0..<picture.rowCount).map { row in
      if row < picture.mapRows, let previous = cachedPicture, row < previous.mapRows,
        cachedSource.overlays.indices.contains(row), cachedSource.overlays[row] == overlays[row],
        previous.canvas.sameRow(row, as: picture.canvas)
      {
        return cachedSource.rows[row]
      }
      return MapRowText.row(keptRuns?[row] ?? picture.runs(row: row))
    }
    if let keptAs, let keptRuns, let keeper, picture.rowCount == rows {
      keeper.keep(KeptMapPicture.encode(keptRuns, key: keptAs), for: keptAs)
    }
    pictureKey = key
    cachedPicture = picture
    cachedSource = (source, overlays)
    cachedRows = PreparedRows(source, ambiguous: ambiguous, reusing: cachedRows)
    return cachedRows
  }

  /// The outlines and the route (along `roads` where routed) drawn for `frame`, drawn by `draw` only
  /// when not kept.
  func canvas(
    for coordinates: [Coordinate], roads: [[Coordinate]?], frame: MapFrame, draw: () -> BrailleCanvas
  ) -> BrailleCanvas {
    let key = CanvasKey(coordinates: coordinates, roads: roads, frame: frame)
    if let kept = canvases.first(where: { $0.key == key }) { return kept.canvas }
    let canvas = draw()
    canvases.append((key, canvas))
    if canvases.count > 2 { canvases.removeFirst() }
    return canvas
  }

  /// Where `stops` fall on a map of `columns` × `rows` cells under `viewport`, with its scale bar
  /// in `units`, worked out by `make` only when not kept; `make` is given the latest placement kept
  /// (its points may be reused). A placement kept for the same map size, viewport and units whose
  /// stops were only reordered (a stop moved) is reordered instead
  /// (``MapComposer/reorderedRun(of:as:)``).
  func placement(
    of stops: [Coordinate], units: DistanceUnit, columns: Int, rows: Int, viewport: MapViewport,
    make: (Placement?) -> Placement
  ) -> Placement {
    let key = PlacementKey(stops: stops, units: units, columns: columns, rows: rows, viewport: viewport)
    if let kept = placements.first(where: { $0.key == key }) { return kept.placement }
    // A reordered placement is changed in place: taken out of the list first, its arrays are
    // copied only if something else still holds them.
    if let index = placements.lastIndex(where: {
      $0.key.units == units && $0.key.columns == columns && $0.key.rows == rows && $0.key.viewport == viewport
    }) {
      if let run = MapComposer.reorderedRun(of: placements[index].placement, as: stops) {
        var placement = placements.remove(at: index).placement
        MapComposer.reorder(&placement, as: stops, in: run)
        placement.coordinates = stops
        placement.cells.reorder(run, markers: placement.markers)
        reorderedCount += 1
        placements.append((key, placement))
        return placement
      }
      if let edit = PlacementEdit(of: placements[index].placement, to: stops) {
        var placement = placements.remove(at: index).placement
        edit.apply(to: &placement, stops: stops)
        editedCount += 1
        placements.append((key, placement))
        return placement
      }
    }
    let placement = make(placements.last?.placement)
    placements.append((key, placement))
    if placements.count > 2 { placements.removeFirst() }
    return placement
  }

  /// The label texts of `count` stops named `names` (empty: unnamed), worked out by `make` only
  /// when the names, the count or widths changed.
  func labelTexts(
    for names: [String], count: Int, ambiguous: AmbiguousWidth, make: () -> [MapComposer.LabelText]
  ) -> [MapComposer.LabelText] {
    if let labelKey, labelKey.ambiguous == ambiguous, labelKey.count == count, labelKey.names == names {
      return labelTexts
    }
    labelTexts = make()
    labelKey = (names, count, ambiguous)
    return labelTexts
  }

  /// The labels and legend for `key`, laid out by `make` only when not kept (roads arriving change
  /// none of their inputs).
  func labelLayout(for key: LabelLayoutKey, make: () -> LabelLayout) -> LabelLayout {
    if let kept = labelLayouts.first(where: { $0.key == key }) { return kept.layout }
    let layout = make()
    labelLayoutsMade += 1
    labelLayouts.append((key, layout))
    if labelLayouts.count > 2 { labelLayouts.removeFirst() }
    return layout
  }
}
