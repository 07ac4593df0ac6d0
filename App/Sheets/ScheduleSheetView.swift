import TextUI

/// The Schedule sheet's content: four fields (the start date has the focus when the sheet opens),
/// each with its valid form beside it, a problem line, the buttons.
struct ScheduleSheetView: View {
  let presenter: ScheduleSheetPresenter

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      row(SheetCopy.startDateLabel, .startDate, id: "start-date", form: SheetCopy.startDateForm, focus: true)
      row(SheetCopy.departureLabel, .departure, id: "departure", form: SheetCopy.departureForm)
      row(SheetCopy.dailyDrivingLabel, .dailyDriving, id: "daily-driving", form: SheetCopy.dailyDrivingForm)
      row(SheetCopy.estimateSpeedLabel, .estimateSpeed, id: "estimate-speed", form: presenter.speedForm)
      SheetProblemLine(problem: presenter.problem)
      SheetButtonRow(hint: SheetCopy.scheduleHint) {
        Button(SheetCopy.saveButton) { presenter.save() }
        Button(SheetCopy.cancel) { presenter.cancel() }
      }
    }
  }

  private func row(
    _ label: String, _ field: ScheduleForm.Field, id: String, form: String,
    focus: Bool = false
  ) -> some View {
    HStack(spacing: 1) {
      TextField(
        label, text: binding(field), limit: 20, onSubmit: { presenter.save() },
        submitLabel: SheetCopy.saveVerb
      )
      .defaultFocus(focus)
      .elementID(id)
      .frame(width: 30)
      Text(form).dim().lineLimit(1)
    }
  }

  private func binding(_ field: ScheduleForm.Field) -> Binding<String> {
    let presenter = presenter
    return Binding(get: { presenter.form[field] }, set: { presenter.form[field] = $0 })
  }
}
