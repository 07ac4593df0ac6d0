/// A grid of terminal cells drawn with Braille dots (2 × 4 dots per cell), in two layers: the
/// basemap (land outlines) and the route. Everything outside the grid is ignored.
struct BrailleCanvas: Sendable {
  /// What a dot belongs to.
  enum Layer: Sendable {
    /// Coastlines and borders.
    case land
    /// The route between the stops.
    case route
  }

  /// Width in cells.
  let columns: Int
  /// Height in cells.
  let rows: Int
  private(set) var land: [UInt8]
  private(set) var route: [UInt8]

  /// An empty canvas of `columns` × `rows` cells (negative sizes count as zero).
  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    land = Array(repeating: 0, count: self.columns * self.rows)
    route = land
  }

  /// Width in dots.
  var dotWidth: Int { columns * 2 }
  /// Height in dots.
  var dotHeight: Int { rows * 4 }

  // MARK: - Drawing

  /// Sets one dot.
  mutating func plot(x: Int, y: Int, layer: Layer) {
    switch layer {
    case .land: Self.plot(x: x, y: y, in: &land, columns: columns, rows: rows)
    case .route: Self.plot(x: x, y: y, in: &route, columns: columns, rows: rows)
    }
  }

  /// Sets the dots of the straight line from `start` to `end`, both included (Bresenham). Callers
  /// clip long lines to the canvas first (see ``LineClipper``), so the cost follows the canvas.
  mutating func drawLine(from start: SIMD2<Int>, to end: SIMD2<Int>, layer: Layer) {
    switch layer {
    case .land: Self.drawLine(from: start, to: end, in: &land, columns: columns, rows: rows)
    case .route: Self.drawLine(from: start, to: end, in: &route, columns: columns, rows: rows)
    }
  }

  private static func drawLine(
    from start: SIMD2<Int>, to end: SIMD2<Int>, in cells: inout [UInt8], columns: Int, rows: Int
  ) {
    let dx = abs(end.x - start.x)
    let dy = -abs(end.y - start.y)
    let stepX = start.x < end.x ? 1 : -1
    let stepY = start.y < end.y ? 1 : -1
    var error = dx + dy
    var x = start.x
    var y = start.y
    // One access to the layer for the whole line (a long trip's map draws 100,000 of them).
    cells.withUnsafeMutableBufferPointer { cells in
      while true {
        plot(x: x, y: y, in: cells, columns: columns, rows: rows)
        if x == end.x && y == end.y { return }
        let doubled = 2 * error
        if doubled >= dy {
          error += dy
          x += stepX
        }
        if doubled <= dx {
          error += dx
          y += stepY
        }
      }
    }
  }

  /// Sets every route dot of `other` (a canvas of the same size) on this one too.
  mutating func addRoute(of other: BrailleCanvas) {
    guard other.columns == columns, other.rows == rows else { return }
    route.withUnsafeMutableBufferPointer { route in
      other.route.withUnsafeBufferPointer { added in
        for index in route.indices { route[index] |= added[index] }
      }
    }
  }

  /// Sets the dot at `x`, `y` in `cells` (a layer of `columns` × `rows` cells), if it is inside.
  private static func plot(x: Int, y: Int, in cells: inout [UInt8], columns: Int, rows: Int) {
    cells.withUnsafeMutableBufferPointer { plot(x: x, y: y, in: $0, columns: columns, rows: rows) }
  }

  /// Sets the dot at `x`, `y` in `cells` (a layer of `columns` × `rows` cells), if it is inside.
  @inline(__always)
  private static func plot(
    x: Int, y: Int, in cells: UnsafeMutableBufferPointer<UInt8>, columns: Int, rows: Int
  ) {
    guard x >= 0, y >= 0, x < columns * 2, y < rows * 4 else { return }
    cells[(y >> 2) * columns + (x >> 1)] |= bit(x: x & 1, y: y & 3)
  }

  /// The bit of the dot at `x` (0 or 1), `y` (0 to 3) inside a cell, in Unicode's Braille dot
  /// numbering: dots 1–3 down the left column, 4–6 down the right, then 7 and 8 along the bottom.
  @inline(__always)
  private static func bit(x: Int, y: Int) -> UInt8 {
    y < 3 ? UInt8(1) << (y + 3 * x) : UInt8(0x40) << x
  }

  // MARK: - Reading

  /// The Braille character of the cell at `column`, `row` (both layers), or a space without dots.
  func character(column: Int, row: Int) -> Unicode.Scalar {
    let index = row * columns + column
    let bits = land[index] | route[index]
    return bits == 0 ? " " : Unicode.Scalar(0x2800 + UInt32(bits)) ?? " "
  }

  /// Whether row `row` has the same dots, of the same layers, as row `row` of `other` (of the same
  /// width): the row draws the same glyphs in the same inks.
  func sameRow(_ row: Int, as other: BrailleCanvas) -> Bool {
    guard columns == other.columns, row >= 0, row < rows, row < other.rows else { return false }
    let cells = (row * columns)..<((row + 1) * columns)
    return land[cells] == other.land[cells] && route[cells] == other.route[cells]
  }

  /// Whether the route passes through the cell.
  func hasRoute(column: Int, row: Int) -> Bool { route[row * columns + column] != 0 }

  /// Whether the cell has land dots.
  func hasLand(column: Int, row: Int) -> Bool { land[row * columns + column] != 0 }

  /// The canvas as `rows` lines of exactly `columns` characters (a cell without dots is a space).
  func lines() -> [String] {
    (0..<rows).map { row in
      var line = String.UnicodeScalarView()
      for column in 0..<columns { line.append(character(column: column, row: row)) }
      return String(line)
    }
  }
}
