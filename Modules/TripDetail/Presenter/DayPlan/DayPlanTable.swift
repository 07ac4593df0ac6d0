/// The day plan as a table: its lines (day headers and stops), and the cells the stop lines' times
/// take before their names in each form — the same on every stop line, so the names line up.
struct DayPlanTable: Equatable {
  /// The headers and stop lines, in order.
  let lines: [DayPlanLine]
  /// The cells before a name in a stop line's widest form (its arrival and departure columns).
  let bothTimesCells: Int
  /// The cells before a name in its second form (its one time).
  let oneTimeCells: Int

  /// The form every stop line takes in `width` cells when the widest stop name takes `nameCells`:
  /// 0, its arrival, departure and name, where every name fits whole; 1, its one time and name,
  /// names cut to no fewer than ``DayPlanLine/minimumNameCells``; 2, its name alone.
  func stopForm(width: Int, nameCells: Int) -> Int {
    if bothTimesCells + nameCells <= width { return 0 }
    if oneTimeCells + min(nameCells, DayPlanLine.minimumNameCells) <= width { return 1 }
    return 2
  }

  /// The lines to show in `rows` rows, and what they are of the plan when not all fit ("days 3–5 of
  /// 40"): from the header of the day that arrives at stop `selected` (the marked day), moved down
  /// as far as it takes to show the selected stop's line in that day, and up to fill the rows at
  /// the plan's end. One row says which days are shown when the plan does not fit (in three rows
  /// or more).
  func window(rows: Int, selected: Int?) -> (lines: ArraySlice<DayPlanLine>, position: String?) {
    guard rows > 0 else { return ([], nil) }
    guard lines.count > rows else { return (lines[...], nil) }
    let shown = rows >= Self.positionFrom ? rows - 1 : rows
    let marked = lines.firstIndex { $0.isHeader(ofDayArrivingAt: selected) } ?? 0
    var start = marked
    let markedDay = lines[marked...].dropFirst().prefix(while: { $0.kind == .stop })
    if let selected, let stopLine = markedDay.firstIndex(where: { $0.stopIndex == selected }),
      stopLine >= start + shown
    {
      start = stopLine - shown + 1
    }
    start = min(start, lines.count - shown)
    let window = lines[start..<start + shown]
    let days = lines.reduce(0) { $0 + ($1.kind == .stop ? 0 : 1) }
    let first = lines[...start].reduce(0) { $0 + ($1.kind == .stop ? 0 : 1) }
    let last = first + window.dropFirst().reduce(0) { $0 + ($1.kind == .stop ? 0 : 1) }
    let position = shown < rows ? TripDetailCopy.daysShown(max(first, 1)...max(last, 1), of: days) : nil
    return (window, position)
  }

  /// The fewest rows that spend one on saying which days are shown.
  static let positionFrom = 3
}
