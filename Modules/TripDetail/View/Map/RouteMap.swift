import Geo

/// A trip's route drawn as text: a marker per stop (see ``StopMarker``) joined by Braille lines.
///
/// The map is a value built once per trip change; ``render(columns:rows:)`` draws it into whatever
/// space the view is given.
struct RouteMap: Equatable, Sendable {
  /// What an empty map says.
  static let emptyMessage = "Add a stop to see the map"

  /// The projected stops.
  let projection: MapProjection

  /// A map of the stops at `coordinates`, in trip order.
  init(coordinates: [Coordinate]) {
    projection = MapProjection(coordinates)
  }

  /// Whether the trip has no stops.
  var isEmpty: Bool { projection.points.isEmpty }

  /// The map as `rows` lines of `columns` characters each.
  ///
  /// Lines are drawn between consecutive stops, then the markers over them; where stops share a
  /// cell the earliest stop's marker is shown. Without stops, ``emptyMessage`` is centred instead.
  func render(columns: Int, rows: Int) -> [String] {
    guard columns > 0, rows > 0 else { return [] }
    if isEmpty { return Self.centred(Self.emptyMessage, columns: columns, rows: rows) }
    var canvas = BrailleCanvas(columns: columns, rows: rows)
    let dots = projection.dots(width: canvas.dotWidth, height: canvas.dotHeight)
    for (start, end) in zip(dots, dots.dropFirst()) {
      canvas.drawLine(from: start, to: end)
    }
    for (index, dot) in dots.enumerated() where !canvas.hasLabel(column: dot.x / 2, row: dot.y / 4) {
      canvas.place(StopMarker.symbol(at: index), column: dot.x / 2, row: dot.y / 4)
    }
    return canvas.lines()
  }

  // MARK: - Message

  /// `text` word-wrapped to `columns` and centred in a `columns` × `rows` block.
  static func centred(_ text: String, columns: Int, rows: Int) -> [String] {
    let wrapped = wrap(text, width: columns).prefix(rows)
    let top = (rows - wrapped.count) / 2
    let blank = String(repeating: " ", count: columns)
    var lines = Array(repeating: blank, count: rows)
    for (offset, line) in wrapped.enumerated() {
      let left = (columns - line.count) / 2
      let right = columns - left - line.count
      lines[top + offset] =
        String(repeating: " ", count: left) + line + String(repeating: " ", count: right)
    }
    return lines
  }

  /// Greedy word wrap; a word longer than `width` is cut and ends with "…".
  private static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ").map(String.init) {
      let fitted = word.count > width ? String(word.prefix(max(0, width - 1))) + "…" : word
      if current.isEmpty {
        current = fitted
      } else if current.count + 1 + fitted.count <= width {
        current += " " + fitted
      } else {
        lines.append(current)
        current = fitted
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
