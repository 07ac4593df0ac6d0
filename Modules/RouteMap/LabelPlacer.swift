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
/// The selected stop gets its "number name" first (its number where the name does not fit); then
/// every other stop gets its number where one fits, in trip order; then each number grows into
/// "number name" where that fits. Stops left without a label are
/// reported, for the legend under the map.
///
/// The cost follows the map's cells, not the trip's length: numbers widen along the trip and the
/// grid only fills while numbers are placed, so once a stop's number finds no room around its
/// marker's cell, no later stop of that cell can find room either, and is never looked at; label
/// texts are made only for the stops that get a label.
struct LabelPlacer {
  /// The grid: markers and chrome already marked; labels are marked as they are placed.
  var occupancy: MapOccupancy
  /// The labels placed, by stop index.
  private(set) var labels: [Int: PlacedLabel] = [:]

  /// Places labels for the stops whose marker cells are `markers` (by trip index; nil: off the
  /// map), grouped by cell in `cells`, `selected` first. `named` gives a stop's "number name" label,
  /// nil when it has no name (asked only of the stops whose number was placed).
  ///
  /// Numbers are tried in trip order. Within a cell a later number is never narrower, and the grid
  /// only fills, so once a cell's number is refused the cell is done: the cells are merged in trip
  /// order through a heap of each cell's next stop, and the work is the numbers tried, not the
  /// trip's stops.
  mutating func place(
    _ markers: [(column: Int, row: Int)?], cells: MapCellStops, selected: Int?,
    named: (Int) -> (text: String, width: Int)?
  ) {
    let selected = selected.flatMap { markers.indices.contains($0) ? $0 : nil }
    // The selected stop is the one being looked at: its name is placed before any other label.
    if let selected, let cell = markers[selected],
      let label = named(selected).flatMap({ fit(selected, cell, $0) })
        ?? fit(selected, cell, Self.number(selected))
    {
      add(label)
    }
    // Each cell's next stop to try, by trip index: (stop, cell, position in the cell's list).
    var heap = CellHeap()
    for cell in cells.occupied {
      let stops = cells.stops(in: cell)
      var position = stops.startIndex
      if position < stops.endIndex, Int(stops[position]) == selected { position += 1 }
      if position < stops.endIndex { heap.push((Int(stops[position]), cell, position)) }
    }
    while let (index, cell, position) = heap.pop() {
      guard let marker = markers[index], let label = fit(index, marker, Self.number(index)) else {
        continue  // refused: no later (never narrower) number of this cell fits either
      }
      add(label)
      let stops = cells.stops(in: cell)
      var next = position + 1
      if next < stops.endIndex, Int(stops[next]) == selected { next += 1 }
      if next < stops.endIndex { heap.push((Int(stops[next]), cell, next)) }
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

  private func fit(
    _ index: Int, _ cell: (column: Int, row: Int), _ label: (text: String, width: Int)
  ) -> PlacedLabel? {
    let width = label.width
    // Right, left, above, below, then the corners (no array: this runs for every number tried).
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
      if occupancy.fitsLabel(column: column, row: row, width: width, own: cell) {
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
}

/// A binary min-heap of each cell's next stop to label, by trip index.
private struct CellHeap {
  typealias Entry = (stop: Int, cell: Int, position: Int)
  private var entries: [Entry] = []

  mutating func push(_ entry: Entry) {
    entries.append(entry)
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[child].stop < entries[parent].stop else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> Entry? {
    guard let first = entries.first else { return nil }
    let last = entries.removeLast()
    guard !entries.isEmpty else { return first }
    entries[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < entries.count else { break }
      let right = left + 1
      let child = right < entries.count && entries[right].stop < entries[left].stop ? right : left
      guard entries[child].stop < entries[parent].stop else { break }
      entries.swapAt(child, parent)
      parent = child
    }
    return first
  }
}
