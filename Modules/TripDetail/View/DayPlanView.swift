import TextUI

/// The trip's days in place of the legs: under the plan's header how to date the days when the
/// trip has no start date, then a header per day (a flagged one bold; the day of the selected stop
/// marked "›", the day `N` acts on), each stop with its local arrival and departure.
///
/// The stop lines are one table: every one takes the same form, the widest in which they all fit
/// — arrival, departure and name whole; else the one time and the name, names cut to no fewer
/// than ``DayPlanLine/minimumNameCells``; else the names alone — so their columns stay in line.
/// Each day header is drawn in the widest of its own variants that fits.
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
        ViewThatFits(in: .horizontal) {
          ForEach(0..<3, id: \.self) { form in
            VStack(alignment: .leading, spacing: 0) {
              ForEach(lines) { line in
                if line.kind == .stop {
                  stopLine(line, form: form)
                } else {
                  header(line)
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

  // MARK: - Lines

  /// A stop line in `form` (0: both times, 1: one time, 2: the name alone).
  @ViewBuilder private func stopLine(_ line: DayPlanLine, form: Int) -> some View {
    let text = Text(line.variants[min(form, line.variants.count - 1)]).lineLimit(1)
    if form == 1, let cells = line.cutCells {
      // Fits where the time and the start of the name do; drawn in all the width offered, cut at
      // its end when the name does not fit.
      text.frame(idealWidth: cells, maxWidth: .max, alignment: .leading)
    } else {
      text
    }
  }

  /// A day header, the widest of its variants that fits; it does not choose the stops' form.
  private func header(_ line: DayPlanLine) -> some View {
    let mark = line.isHeader(ofDayArrivingAt: selectedStop) ? TripDetailCopy.selectedDayMark : ""
    return ViewThatFits(in: .horizontal) {
      ForEach(line.variants.indices, id: \.self) { index in
        Text(mark + line.variants[index]).bold(line.kind == .header(flagged: true)).lineLimit(1)
      }
    }
    .frame(idealWidth: 1, maxWidth: .max, alignment: .leading)
  }
}
