import TextUI

/// The Router sheet's content: the URL field (the focus when the sheet opens, its text selected so
/// typing replaces it: a URL typed into the sheet lands there, never on the keys of the list or the
/// screen below), the avoid options (↑/↓ from the field; Tab, then Enter toggles), what is sent and
/// where, the last test's answer, a problem line, the buttons.
struct RouterSheetView: View {
  let presenter: RouterSheetPresenter

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField(
        SheetCopy.routerURLLabel, text: urlBinding, placeholder: SheetCopy.routerPlaceholder,
        onSubmit: { presenter.save() }, submitLabel: SheetCopy.saveVerb
      )
      .defaultFocus()
      .elementID("router-url")
      List(
        RouterSheetPresenter.Avoid.allCases, id: \.self, selection: avoidBinding,
        onActivate: { presenter.toggle($0) }
      ) { avoid in
        Text(SheetCopy.avoidRow(avoid, on: presenter.avoids(avoid))).lineLimit(1)
      }
      .elementID("router-avoid")
      .frame(height: RouterSheetPresenter.Avoid.allCases.count)
      Text(SheetCopy.routerPrivacy(presenter.url)).dim().lineLimit(2)
      Text(presenter.testResult ?? " ").lineLimit(2)
      SheetProblemLine(problem: presenter.problem)
      SheetButtonRow(
        hint: SheetCopy.routerHint,
        focusedHints: [
          "router-avoid": SheetCopy.routerAvoidHint, SheetCopy.testButton: SheetCopy.routerTestHint,
        ]
      ) {
        Button(SheetCopy.testButton) { presenter.testConnection() }
        Button(SheetCopy.saveButton) { presenter.save() }
        Button(SheetCopy.cancel) { presenter.cancel() }
      }
    }
  }

  private var urlBinding: Binding<String> {
    let presenter = presenter
    return Binding(get: { presenter.url }, set: { presenter.url = $0 })
  }

  private var avoidBinding: Binding<RouterSheetPresenter.Avoid?> {
    let presenter = presenter
    return Binding(
      get: { presenter.selectedAvoid }, set: { if let avoid = $0 { presenter.selectedAvoid = avoid } })
  }
}
