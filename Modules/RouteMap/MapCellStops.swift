/// The stops on a map grouped by the cell their marker is in, each cell's in trip order, and the
/// runs of consecutive stops that are on the map: made once per placement, so that placing labels
/// and listing the legend cost the map's cells, not the trip's stops.
struct MapCellStops: Sendable {
  /// Where each cell's stops start in ``stops`` (one more entry than cells: the end).
  private var starts: [Int32]
  /// Every stop on the map (its trip index), cell by cell, each cell's in trip order.
  private var stops: [Int32]
  /// The cells, row by row, that hold at least one stop.
  let occupied: [Int]
  /// The runs of consecutive stops that are on the map (all of a fitted map's stops: one run).
  private(set) var onMap: [Range<Int>]
  /// The grid's width in cells.
  private let columns: Int

  /// Groups the stops whose cells are `markers` (by trip index; nil: off the map) on a grid
  /// `columns` wide.
  init(_ markers: [(column: Int, row: Int)?], columns: Int, rows: Int) {
    let cellCount = max(0, columns * rows)
    var counts = [Int32](repeating: 0, count: cellCount + 1)
    for marker in markers {
      if let marker { counts[marker.row * columns + marker.column + 1] += 1 }
    }
    let runs = Self.runs(onMap: markers)
    var occupied: [Int] = []
    for cell in 0..<cellCount {
      if counts[cell + 1] > 0 { occupied.append(cell) }
      counts[cell + 1] += counts[cell]
    }
    var next = counts
    var stops = [Int32](repeating: 0, count: Int(counts[cellCount]))
    for (index, marker) in markers.enumerated() {
      guard let marker else { continue }
      let cell = marker.row * columns + marker.column
      stops[Int(next[cell])] = Int32(index)
      next[cell] += 1
    }
    self.starts = counts
    self.stops = stops
    self.occupied = occupied
    self.onMap = runs
    self.columns = columns
  }

  /// The stops of `run` reordered among themselves, all on the map, `markers` their cells now:
  /// only the cells those stops are in are sorted again (each keeps its number of stops).
  mutating func reorder(_ run: Range<Int>, markers: [(column: Int, row: Int)?]) {
    var cells = Set<Int>()
    for index in run {
      if let marker = markers[index] { cells.insert(marker.row * columns + marker.column) }
    }
    for cell in cells {
      let range = Int(starts[cell])..<Int(starts[cell + 1])
      let before = stops[range].filter { Int($0) < run.lowerBound }
      let after = stops[range].filter { Int($0) >= run.upperBound }
      let within = run.filter { index in
        markers[index].map { $0.row * columns + $0.column == cell } ?? false
      }.map(Int32.init)
      stops.replaceSubrange(range, with: before + within + after)
    }
  }

  /// The runs of consecutive stops whose cells in `markers` are on the map.
  private static func runs(onMap markers: [(column: Int, row: Int)?]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var runStart: Int?
    for (index, marker) in markers.enumerated() {
      if marker != nil {
        if runStart == nil { runStart = index }
      } else if let start = runStart {
        runs.append(start..<index)
        runStart = nil
      }
    }
    if let start = runStart { runs.append(start..<markers.count) }
    return runs
  }

  /// How many stops are in `cell`.
  func count(in cell: (column: Int, row: Int)) -> Int {
    let slot = cell.row * columns + cell.column
    return Int(starts[slot + 1] - starts[slot])
  }

  /// The stop at trip index `index` (in `cell`) removed: every later stop one place earlier;
  /// `markers` are the cells after the removal.
  mutating func remove(_ index: Int, from cell: (column: Int, row: Int), markers: [(column: Int, row: Int)?])
  {
    let slot = cell.row * columns + cell.column
    if let position = stops[Int(starts[slot])..<Int(starts[slot + 1])].firstIndex(of: Int32(index)) {
      stops.remove(at: position)
      for later in (slot + 1)..<starts.count { starts[later] -= 1 }
    }
    for position in stops.indices where stops[position] > Int32(index) { stops[position] -= 1 }
    onMap = Self.runs(onMap: markers)
  }

  /// A stop added at trip index `index` (in `cell`): every later stop one place later; `markers`
  /// are the cells after the addition.
  mutating func insert(_ index: Int, into cell: (column: Int, row: Int), markers: [(column: Int, row: Int)?])
  {
    let slot = cell.row * columns + cell.column
    for position in stops.indices where stops[position] >= Int32(index) { stops[position] += 1 }
    let range = Int(starts[slot])..<Int(starts[slot + 1])
    let position = stops[range].firstIndex { $0 > Int32(index) } ?? range.upperBound
    stops.insert(Int32(index), at: position)
    for later in (slot + 1)..<starts.count { starts[later] += 1 }
    onMap = Self.runs(onMap: markers)
  }

  /// The trip indices of the stops in `cell`, in trip order.
  func stops(in cell: Int) -> ArraySlice<Int32> {
    stops[Int(starts[cell])..<Int(starts[cell + 1])]
  }
}
