/// A label drawn on the map: the stop's number, and its name when there is room.
struct PlacedLabel: Equatable, Sendable {
  /// The stop's 0-based position in the trip.
  let stop: Int
  /// "3" or "3 Osaka".
  let text: String
  /// The first cell.
  let column: Int
  /// The row.
  let row: Int
  /// Width in cells.
  let width: Int
}

/// Places the stops' labels where they cover no marker, no other label and no scale bar.
///
/// Each label tries eight places around its marker (right, left, above, below, then the corners).
/// First every stop gets its number where one fits (the selected stop first, then in trip order);
/// then each number grows into "number name" where that fits. Stops left without a label are
/// reported, for the legend under the map.
///
/// The cost follows the map's cells, not the trip's length: numbers widen along the trip and the
/// grid only fills while numbers are placed, so once a stop's number finds no room around its
/// marker's cell, no later stop of that cell can find room either, and is passed over without
/// trying; label texts are made only for the stops that get a label.
struct LabelPlacer {
  /// The grid: markers and chrome already marked; labels are marked as they are placed.
  var occupancy: MapOccupancy
  /// The labels placed, by stop index.
  private(set) var labels: [Int: PlacedLabel] = [:]

  /// Places labels for the stops whose marker cells are `markers` (by trip index; nil: off the
  /// map), `selected` first. `named` gives a stop's "number name" label, nil when it has no name
  /// (asked only of the stops whose number was placed).
  mutating func place(
    _ markers: [(column: Int, row: Int)?], selected: Int?, named: (Int) -> (text: String, width: Int)?
  ) {
    // Per cell, the narrowest number that found no room around it (a wider one cannot either).
    var refused = [Int](repeating: .max, count: occupancy.columns * occupancy.rows)
    let selected = selected.flatMap { markers.indices.contains($0) ? $0 : nil }
    // A refusal of the selected stop's number says nothing of the narrower numbers before it.
    if let selected { placeNumber(selected, markers, refused: &refused, remembering: false) }
    for index in markers.indices where index != selected {
      placeNumber(index, markers, refused: &refused, remembering: true)
    }
    var numbered = labels.keys.filter { $0 != selected }.sorted()
    if let selected, labels[selected] != nil { numbered.insert(selected, at: 0) }
    for index in numbered {
      guard let number = labels[index], let cell = markers[index], let name = named(index) else { continue }
      remove(number)
      add(fit(index, cell, name) ?? number)
    }
  }

  /// Takes the labels of the stops in `ranges` (trip indices) off the map.
  mutating func unlabel(_ ranges: [ClosedRange<Int>]) {
    for label in labels.values where ranges.contains(where: { $0.contains(label.stop) }) {
      remove(label)
    }
  }

  /// "3" for the stop at `index`, with its width.
  static func number(_ index: Int) -> (text: String, width: Int) {
    let text = String(index + 1)
    return (text, text.utf8.count)
  }

  // MARK: - Placing

  /// Places the number of the stop at `index` if it fits and no narrower number of its cell was
  /// refused; a refusal is remembered for the cell when `remembering`.
  private mutating func placeNumber(
    _ index: Int, _ markers: [(column: Int, row: Int)?], refused: inout [Int], remembering: Bool
  ) {
    guard let cell = markers[index] else { return }
    let slot = cell.row * occupancy.columns + cell.column
    let width = Self.digits(index + 1)
    guard refused.indices.contains(slot), width < refused[slot] else { return }
    if let label = fit(index, cell, Self.number(index)) {
      add(label)
    } else if remembering {
      refused[slot] = width
    }
  }

  private func fit(
    _ index: Int, _ cell: (column: Int, row: Int), _ label: (text: String, width: Int)
  ) -> PlacedLabel? {
    let width = label.width
    // Right, left, above, below, then the corners (no array: this runs for every stop).
    for spot in 0..<8 {
      let (column, row): (Int, Int)
      switch spot {
      case 0: (column, row) = (cell.column + 1, cell.row)
      case 1: (column, row) = (cell.column - width, cell.row)
      case 2: (column, row) = (cell.column, cell.row - 1)
      case 3: (column, row) = (cell.column, cell.row + 1)
      case 4: (column, row) = (cell.column - width + 1, cell.row - 1)
      case 5: (column, row) = (cell.column - width + 1, cell.row + 1)
      case 6: (column, row) = (cell.column + 1, cell.row - 1)
      default: (column, row) = (cell.column + 1, cell.row + 1)
      }
      if occupancy.fitsLabel(column: column, row: row, width: width) {
        return PlacedLabel(stop: index, text: label.text, column: column, row: row, width: width)
      }
    }
    return nil
  }

  private mutating func add(_ label: PlacedLabel) {
    labels[label.stop] = label
    occupancy.mark(.label, column: label.column, row: label.row, width: label.width)
  }

  private mutating func remove(_ label: PlacedLabel) {
    labels[label.stop] = nil
    occupancy.clear(.label, column: label.column, row: label.row, width: label.width)
  }

  /// The decimal digits of `value` (positive).
  private static func digits(_ value: Int) -> Int {
    var count = 1
    var rest = value / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    return count
  }
}
