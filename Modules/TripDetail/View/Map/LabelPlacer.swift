import TripModels

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
struct LabelPlacer {
  /// A stop on the map: its position, marker cell, and the label texts it may get.
  struct Stop: Sendable {
    /// 0-based position in the trip.
    let index: Int
    /// The marker's cell.
    let column: Int
    /// The marker's row.
    let row: Int
    /// "3", and its width.
    let number: (text: String, width: Int)
    /// "3 Osaka", and its width.
    let named: (text: String, width: Int)
  }

  /// The grid: markers and chrome already marked; labels are marked as they are placed.
  var occupancy: MapOccupancy
  /// The labels placed, by stop index.
  private(set) var labels: [Int: PlacedLabel] = [:]

  /// Places labels for `stops`, `selected` (a trip index) first.
  mutating func place(_ stops: [Stop], selected: Int?) {
    let ordered = stops.filter { $0.index == selected } + stops.filter { $0.index != selected }
    for stop in ordered {
      if let label = fit(stop, stop.number) { add(label) }
    }
    for stop in ordered {
      guard let number = labels[stop.index] else { continue }
      remove(number)
      add(fit(stop, stop.named) ?? number)
    }
  }

  /// Takes the labels of `stops` (indices) off the map.
  mutating func unlabel(_ stops: some Sequence<Int>) {
    for index in stops {
      if let label = labels[index] { remove(label) }
    }
  }

  // MARK: - Placing

  private func fit(_ stop: Stop, _ label: (text: String, width: Int)) -> PlacedLabel? {
    let width = label.width
    let spots = [
      (stop.column + 1, stop.row), (stop.column - width, stop.row),
      (stop.column, stop.row - 1), (stop.column, stop.row + 1),
      (stop.column - width + 1, stop.row - 1), (stop.column - width + 1, stop.row + 1),
      (stop.column + 1, stop.row - 1), (stop.column + 1, stop.row + 1),
    ]
    for (column, row) in spots where occupancy.fitsLabel(column: column, row: row, width: width) {
      return PlacedLabel(stop: stop.index, text: label.text, column: column, row: row, width: width)
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
}
