import TextUI

/// The trip's days in place of the legs: under the plan's header how to date the days when the
/// trip has no start date, then a header per day (a flagged one bold; the day of the selected stop
/// marked "›", the day `N` acts on), each stop with its local arrival and departure.
///
/// Only the lines that fit are built: from the marked day's header, as far down as the selected
/// stop, with a line saying which days are shown when the plan is longer than its space. The stop
/// lines are one table: all take the same form, the widest in which every stop fits — arrival,
/// departure and name whole; else the one time and the name, names cut to no fewer than
/// ``DayPlanLine/minimumNameCells``; else the names alone — so their columns stay in line. Each day
/// header is drawn in the widest of its own variants that fits.
struct DayPlanView: View {
  let plan: TripDayPlan
  /// The stop selected in the stops list (its day is marked), nil for none.
  var selectedStop: Int?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(TripDetailCopy.dayPlanHeader).dim().lineLimit(1)
      if let hint = plan.undatedHint { Text(hint).dim().lineLimit(1) }
      if let note = plan.note {
        Text(note).dim().lineLimit(2)
      } else if let table = plan.table {
        KeptObject(DayPlanNameColumn.init) { names in
          GeometryReader { proxy in
            let form = table.stopForm(width: proxy.size.width, nameCells: names.width(of: table.lines))
            let window = table.window(rows: proxy.size.height, selected: selectedStop)
            VStack(alignment: .leading, spacing: 0) {
              ForEach(window.lines) { line in
                if line.kind == .stop {
                  Text(line.variants[min(form, line.variants.count - 1)]).lineLimit(1)
                } else {
                  header(line)
                }
              }
              if let position = window.position {
                HStack(spacing: 0) {
                  Spacer()
                  Text(position).dim().lineLimit(1)
                }
              }
            }
          }
        }
      } else {
        Text(TripDetailCopy.planWorking).dim().lineLimit(1)
      }
    }
  }

  /// A day header, the widest of its variants that fits.
  private func header(_ line: DayPlanLine) -> some View {
    let mark = line.isHeader(ofDayArrivingAt: selectedStop) ? TripDetailCopy.selectedDayMark : ""
    return ViewThatFits(in: .horizontal) {
      ForEach(line.variants.indices, id: \.self) { index in
        Text(mark + line.variants[index]).bold(line.kind == .header(flagged: true)).lineLimit(1)
      }
    }
  }
}
