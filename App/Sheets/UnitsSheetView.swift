import Geo
import TextUI

/// The Units sheet's content: the two units (the one in use selected; the list has the focus), a
/// problem line, the buttons.
struct UnitsSheetView: View {
  let presenter: UnitsSheetPresenter

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      List(
        DistanceUnit.allCases, id: \.self, selection: unitBinding, onActivate: { _ in presenter.use() }
      ) { unit in
        Text(SheetCopy.unitRow(unit)).lineLimit(1)
      }
      .defaultFocus()
      .elementID("units")
      .frame(height: DistanceUnit.allCases.count)
      SheetProblemLine(problem: presenter.problem)
      SheetButtonRow(hint: SheetCopy.unitsHint) {
        Button(SheetCopy.useButton) { presenter.use() }
        Button(SheetCopy.cancel) { presenter.cancel() }
      }
    }
  }

  private var unitBinding: Binding<DistanceUnit?> {
    let presenter = presenter
    return Binding(get: { presenter.selected }, set: { if let unit = $0 { presenter.selected = unit } })
  }
}
