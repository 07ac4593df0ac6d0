/// How the list lays out a row for the width it has: one line per trip as a table when there is
/// room (a full-width list), two lines per trip when narrow (the split view's left column).
enum TripRowLayout: Equatable {
  /// Name and distance, then "N stops · First → Last" below (any width).
  case stacked
  /// One line: name, stops, distance and route in columns of fixed widths, so rows align.
  case table(nameWidth: Int, routeWidth: Int)

  /// The narrowest row (selection gutter excluded) that gets the table.
  static let tableMinimumWidth = 62
  /// Cells for "12 stops".
  static let stopsWidth = 8
  /// Cells for "12,345 km".
  static let distanceWidth = 9
  /// Cells between columns.
  static let columnSpacing = 2
  /// Cells the open-trip marker column takes, spacing included.
  static let markerWidth = 1 + columnSpacing

  /// The layout for rows `width` cells wide; `reservesMarker` keeps a column for "▶".
  static func forRowWidth(_ width: Int, reservesMarker: Bool) -> TripRowLayout {
    guard width >= tableMinimumWidth else { return .stacked }
    let fixed = stopsWidth + distanceWidth + 3 * columnSpacing + (reservesMarker ? markerWidth : 0)
    let flexible = width - fixed
    let nameWidth = flexible * 9 / 20
    return .table(nameWidth: nameWidth, routeWidth: flexible - nameWidth)
  }
}
