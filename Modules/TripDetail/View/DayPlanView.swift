import TextUI

/// The trip's days in place of the legs: under the plan's header how to date the days when the
/// trip has no start date, then a header per day (a flagged one bold; the day of the
/// selected stop marked "›", the day `N` acts on), each stop with its local arrival and departure.
/// Each line is drawn in the widest of its variants that fits, so a narrow screen keeps the day
/// headers and drops the time columns first. The stop lines are one table: all take the same form
/// at a width, their columns in line; the times are kept and the names cut before a form is
/// dropped for the name alone.
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
      } else if let lines = plan.lines {
        ForEach(lines) { line in
          let mark = line.isHeader(ofDayArrivingAt: selectedStop) ? TripDetailCopy.selectedDayMark : ""
          ViewThatFits(in: .horizontal) {
            ForEach(line.variants.indices, id: \.self) { index in
              let text = Text(mark + line.variants[index]).bold(line.kind == .header(flagged: true))
                .lineLimit(1)
              if let cells = line.fitCells[index] {
                // Fits where every stop line's same form does (the plan's columns, its longest
                // name or the start of it); drawn in all the width offered, cut at its end when
                // its own name does not fit.
                text.frame(idealWidth: cells, maxWidth: .max, alignment: .leading)
              } else {
                text
              }
            }
          }
        }
      } else {
        Text(TripDetailCopy.planWorking).dim().lineLimit(1)
      }
    }
  }
}
