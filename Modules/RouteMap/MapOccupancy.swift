/// What covers each cell of the map, so labels are placed only where they hide nothing.
struct MapOccupancy: Sendable {
  /// What a cell can hold.
  struct Kind: OptionSet, Sendable {
    let rawValue: UInt8
    /// A stop marker.
    static let marker = Kind(rawValue: 1)
    /// A label's text.
    static let label = Kind(rawValue: 2)
    /// The scale bar or the north sign.
    static let chrome = Kind(rawValue: 4)
  }

  /// Width in cells.
  let columns: Int
  /// Height in cells.
  let rows: Int
  private var cells: [Kind]

  /// An empty grid.
  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    cells = Array(repeating: [], count: self.columns * self.rows)
  }

  /// What covers the cell (nothing outside the grid).
  func kind(column: Int, row: Int) -> Kind {
    guard column >= 0, row >= 0, column < columns, row < rows else { return [] }
    return cells[row * columns + column]
  }

  /// Marks `width` cells from `column` on `row` as holding `kind`.
  mutating func mark(_ kind: Kind, column: Int, row: Int, width: Int = 1) {
    for x in max(0, column)..<min(columns, column + width) where row >= 0 && row < rows {
      cells[row * columns + x].insert(kind)
    }
  }

  /// Clears `kind` from `width` cells from `column` on `row`.
  mutating func clear(_ kind: Kind, column: Int, row: Int, width: Int) {
    for x in max(0, column)..<min(columns, column + width) where row >= 0 && row < rows {
      cells[row * columns + x].remove(kind)
    }
  }

  /// Whether `width` cells from `column` on `row` are inside the grid and hold nothing, with no
  /// other label, no other stop's marker and no scale bar or north sign in the cell on either side:
  /// two labels never run together, and a label never reads as another marker's ("2 Carmel@1
  /// Monterey", "200 km*1 Bergen"). Only the label's own marker, at `own`, may touch it.
  func fitsLabel(column: Int, row: Int, width: Int, own: (column: Int, row: Int)) -> Bool {
    guard row >= 0, row < rows, column >= 0, column + width <= columns else { return false }
    for x in column..<column + width where !cells[row * columns + x].isEmpty { return false }
    for x in [column - 1, column + width] where (x, row) != own {
      if !kind(column: x, row: row).isDisjoint(with: [.label, .marker, .chrome]) { return false }
    }
    return true
  }
}
