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
    guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
    let index = (y >> 2) * columns + (x >> 1)
    let bit = Self.bits[(y & 3) * 2 + (x & 1)]
    switch layer {
    case .land: land[index] |= bit
    case .route: route[index] |= bit
    }
  }

  /// Sets the dots of the straight line from `start` to `end`, both included (Bresenham). Callers
  /// clip long lines to the canvas first (see ``LineClipper``), so the cost follows the canvas.
  mutating func drawLine(from start: SIMD2<Int>, to end: SIMD2<Int>, layer: Layer) {
    let dx = abs(end.x - start.x)
    let dy = -abs(end.y - start.y)
    let stepX = start.x < end.x ? 1 : -1
    let stepY = start.y < end.y ? 1 : -1
    var error = dx + dy
    var x = start.x
    var y = start.y
    while true {
      plot(x: x, y: y, layer: layer)
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

  // MARK: - Reading

  /// The Braille character of the cell at `column`, `row` (both layers), or a space without dots.
  func character(column: Int, row: Int) -> Unicode.Scalar {
    let index = row * columns + column
    let bits = land[index] | route[index]
    return bits == 0 ? " " : Unicode.Scalar(0x2800 + UInt32(bits)) ?? " "
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

  /// The bit of each dot inside a cell, by `y * 2 + x`, in Unicode's Braille dot numbering.
  private static let bits: [UInt8] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]
}
