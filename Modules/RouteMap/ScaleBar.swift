import Geo

/// The map's scale bar: a round length (1, 2 or 5 × 10ⁿ in the trip's unit) drawn as a bar of the
/// cells it covers at the middle of the map, with the length beside it: "├───┤ 20 km".
struct ScaleBar: Equatable, Sendable {
  /// The bar's length in cells (its first cell's left edge to its last cell's right edge).
  let cells: Int
  /// The length it stands for, in `units`.
  let length: Double
  /// The unit.
  let units: DistanceUnit

  /// The shortest bar drawn.
  static let minimumCells = 3

  /// The longest round length whose bar fits in `maxCells` cells at `metersPerCell`, or nil when
  /// not even the shortest does.
  init?(metersPerCell: Double, units: DistanceUnit, maxCells: Int) {
    guard metersPerCell.isFinite, metersPerCell > 0, maxCells >= Self.minimumCells else { return nil }
    var best: (cells: Int, length: Double)?
    for exponent in -3...5 {
      for mantissa in [1.0, 2, 5] {
        let length = mantissa * pow10(exponent)
        let cells = Int((length * units.metersPerUnit / metersPerCell).rounded())
        if cells >= Self.minimumCells && cells <= maxCells { best = (cells, length) }
      }
    }
    guard let best else { return nil }
    self.cells = best.cells
    self.length = best.length
    self.units = units
  }

  /// The length in metres.
  var meters: Double { length * units.metersPerUnit }

  /// "├───┤ 20 km", or "|---| 20 km" in `ascii` (where box drawing is two cells wide).
  func text(ascii: Bool = false) -> String {
    let (left, bar, right) = ascii ? ("|", "-", "|") : ("├", "─", "┤")
    return left + String(repeating: bar, count: cells - 2) + right + " " + Self.number(length) + " "
      + units.rawValue
  }

  /// Width of ``text(ascii:)`` in cells.
  var width: Int { text().count }

  /// A round length as text: "0.05", "2", "1,000".
  static func number(_ value: Double) -> String {
    if value < 1 {
      var text = String(value)
      while text.hasSuffix("0") && text.contains(".") { text.removeLast() }
      return text
    }
    var digits = String(Int(value.rounded()))
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    return digits + grouped
  }
}

private func pow10(_ exponent: Int) -> Double {
  var value = 1.0
  for _ in 0..<abs(exponent) { value *= 10 }
  return exponent < 0 ? 1 / value : value
}
