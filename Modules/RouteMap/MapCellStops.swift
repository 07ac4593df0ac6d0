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
  let onMap: [Range<Int>]

  /// Groups the stops whose cells are `markers` (by trip index; nil: off the map) on a grid
  /// `columns` wide.
  init(_ markers: [(column: Int, row: Int)?], columns: Int, rows: Int) {
    let cellCount = max(0, columns * rows)
    var counts = [Int32](repeating: 0, count: cellCount + 1)
    var runs: [Range<Int>] = []
    var runStart: Int?
    for (index, marker) in markers.enumerated() {
      if let marker {
        counts[marker.row * columns + marker.column + 1] += 1
        if runStart == nil { runStart = index }
      } else if let start = runStart {
        runs.append(start..<index)
        runStart = nil
      }
    }
    if let start = runStart { runs.append(start..<markers.count) }
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
  }

  /// The trip indices of the stops in `cell`, in trip order.
  func stops(in cell: Int) -> ArraySlice<Int32> {
    stops[Int(starts[cell])..<Int(starts[cell + 1])]
  }
}
