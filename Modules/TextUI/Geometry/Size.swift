/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size of `width` columns and `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)

  /// `width`x`height`, as scripts and `--size` spell it.
  public var description: String { "\(width)x\(height)" }
}

/// A cell position: column `x`, row `y`, both from 0 at the top left.
public struct Point: Hashable, Sendable {
  /// Column.
  public var x: Int
  /// Row.
  public var y: Int

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
  /// Top-left corner.
  public var origin: Point
  /// Extent.
  public var size: Size

  /// Creates a rectangle.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// Leftmost column.
  public var minX: Int { origin.x }
  /// Top row.
  public var minY: Int { origin.y }
  /// One past the rightmost column.
  public var maxX: Int { origin.x + size.width }
  /// One past the bottom row.
  public var maxY: Int { origin.y + size.height }
  /// Columns.
  public var width: Int { size.width }
  /// Rows.
  public var height: Int { size.height }
  /// Whether the rectangle holds no cell.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// The overlap of two rectangles (empty when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// Whether the cell at `point` lies inside.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}
