/// A grid of terminal cells drawn with Braille dots (2 × 4 dots per cell) and single-character labels.
///
/// Labels are drawn over the dots of their cell. Everything outside the grid is ignored.
struct BrailleCanvas: Sendable {
  /// Width in cells.
  let columns: Int
  /// Height in cells.
  let rows: Int
  private var dots: [UInt8]
  private var labels: [Character?]

  /// An empty canvas of `columns` × `rows` cells (negative sizes count as zero).
  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    dots = Array(repeating: 0, count: self.columns * self.rows)
    labels = Array(repeating: nil, count: self.columns * self.rows)
  }

  /// Width in dots.
  var dotWidth: Int { columns * 2 }
  /// Height in dots.
  var dotHeight: Int { rows * 4 }

  // MARK: - Drawing

  /// Sets one dot.
  mutating func plot(_ dot: DotPosition) {
    guard (0..<dotWidth).contains(dot.x), (0..<dotHeight).contains(dot.y) else { return }
    dots[(dot.y / 4) * columns + dot.x / 2] |= Self.bit(x: dot.x % 2, y: dot.y % 4)
  }

  /// Sets the dots of the straight line from `start` to `end`, both included (Bresenham).
  mutating func drawLine(from start: DotPosition, to end: DotPosition) {
    let dx = abs(end.x - start.x)
    let dy = -abs(end.y - start.y)
    let stepX = start.x < end.x ? 1 : -1
    let stepY = start.y < end.y ? 1 : -1
    var error = dx + dy
    var current = start
    while true {
      plot(current)
      if current == end { return }
      let doubled = 2 * error
      if doubled >= dy {
        error += dy
        current.x += stepX
      }
      if doubled <= dx {
        error += dx
        current.y += stepY
      }
    }
  }

  /// Puts `label` in the cell at `column`, `row`, over any dots there.
  mutating func place(_ label: Character, column: Int, row: Int) {
    guard (0..<columns).contains(column), (0..<rows).contains(row) else { return }
    labels[row * columns + column] = label
  }

  /// Whether the cell at `column`, `row` holds a label.
  func hasLabel(column: Int, row: Int) -> Bool {
    guard (0..<columns).contains(column), (0..<rows).contains(row) else { return false }
    return labels[row * columns + column] != nil
  }

  // MARK: - Output

  /// The canvas as `rows` lines of exactly `columns` characters (a cell without dots is a space).
  func lines() -> [String] {
    (0..<rows).map { row in
      var line = String.UnicodeScalarView()
      for column in 0..<columns {
        let index = row * columns + column
        if let label = labels[index] {
          line.append(contentsOf: label.unicodeScalars)
        } else if dots[index] == 0 {
          line.append(" ")
        } else {
          line.append(Unicode.Scalar(0x2800 + UInt32(dots[index])) ?? " ")
        }
      }
      return String(line)
    }
  }

  /// The bit of dot (`x`, `y`) inside a cell, in Unicode's Braille dot numbering.
  private static func bit(x: Int, y: Int) -> UInt8 {
    switch (x, y) {
    case (0, 3): 0x40
    case (1, 3): 0x80
    case (0, _): 1 << UInt8(y)
    default: 1 << UInt8(y + 3)
    }
  }
}
