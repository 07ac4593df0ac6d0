/// A laid-out map: Braille dots, markers, labels, scale bar and legend, ready to be drawn as styled
/// text runs (or read as plain lines in tests).
struct MapPicture: Sendable {
  /// How a run of cells is drawn.
  enum Ink: UInt8, Equatable, Sendable {
    /// Empty cells.
    case blank
    /// Coastlines and borders (dim).
    case land
    /// The route (bright).
    case route
    /// A stop marker.
    case marker
    /// The selected stop's marker.
    case selectedMarker
    /// A stop label.
    case label
    /// The selected stop's label.
    case selectedLabel
    /// The scale bar, the north sign and the legend.
    case chrome
  }

  /// A run of cells drawn alike.
  struct Run: Equatable, Sendable {
    /// The text.
    var text: String
    /// How it is drawn.
    var ink: Ink
  }

  /// Text put over the dots, `width` cells wide from `column` on `row`.
  struct Overlay: Equatable, Sendable {
    let column: Int
    let row: Int
    let text: String
    let width: Int
    let ink: Ink
  }

  /// Width in cells.
  let columns: Int
  /// Height in cells of the map itself (the legend row, if any, is below).
  let mapRows: Int
  /// The frame drawn (nil for an empty trip).
  let frame: MapFrame?
  /// The dots.
  let canvas: BrailleCanvas
  /// Markers, labels and chrome.
  let overlays: [Overlay]
  /// Each stop's marker cell, nil when the stop is outside the map.
  let markers: [(column: Int, row: Int)?]
  /// The labels placed on the map.
  let labels: [PlacedLabel]
  /// The runs of stops (0-based) in the legend instead of labelled on the map.
  let legendRanges: [ClosedRange<Int>]
  /// The legend line, nil when every stop on the map is labelled.
  let legend: String?
  /// The scale bar, if one is drawn.
  let scaleBar: ScaleBar?

  /// How many stops are in the legend instead of labelled on the map.
  var legendStopCount: Int { legendRanges.reduce(0) { $0 + $1.count } }

  /// The rows of text, the legend row included.
  var rowCount: Int { mapRows + (legend == nil ? 0 : 1) }

  // MARK: - Output

  /// Row `row` as runs of cells drawn alike (the legend row is one chrome run).
  func runs(row: Int) -> [Run] {
    if row >= mapRows {
      return [Run(text: Self.padded(legend ?? "", to: columns), ink: .chrome)]
    }
    var starts = [Int](repeating: -1, count: columns)
    for (index, overlay) in overlays.enumerated() where overlay.row == row {
      starts[overlay.column] = index
    }
    var runs: [Run] = []
    var column = 0
    while column < columns {
      let text: String
      let ink: Ink
      if starts[column] >= 0 {
        let overlay = overlays[starts[column]]
        (text, ink) = (overlay.text, overlay.ink)
        column += max(1, overlay.width)
      } else {
        let scalar = canvas.character(column: column, row: row)
        ink =
          canvas.hasRoute(column: column, row: row)
          ? .route : canvas.hasLand(column: column, row: row) ? .land : .blank
        text = String(Character(scalar))
        column += 1
      }
      if let last = runs.last, last.ink == ink {
        runs[runs.count - 1].text += text
      } else {
        runs.append(Run(text: text, ink: ink))
      }
    }
    return runs
  }

  /// The overlays of each map row, in the order they were added.
  func overlaysByRow() -> [[Overlay]] {
    var rows = [[Overlay]](repeating: [], count: mapRows)
    for overlay in overlays where rows.indices.contains(overlay.row) { rows[overlay.row].append(overlay) }
    return rows
  }

  /// The picture as plain lines, the legend included.
  var lines: [String] {
    (0..<rowCount).map { row in runs(row: row).map(\.text).joined() }
  }

  /// `text` padded with spaces to `width` characters.
  static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
