import TextUI

/// The Import sheet's content: the file field (the focus when the sheet opens), what import does
/// with trips already here, a problem line, the buttons.
struct ImportSheetView: View {
  let presenter: ImportSheetPresenter

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField(
        SheetCopy.fileLabel, text: pathBinding, placeholder: SheetCopy.importPlaceholder,
        onSubmit: { presenter.importFile() }, submitLabel: SheetCopy.importVerb,
        completer: { presenter.completePath($0) }
      )
      .defaultFocus()
      .elementID("file")
      Text(SheetCopy.importRules).dim()
      SheetProblemLine(problem: presenter.problem)
      SheetButtonRow(hint: SheetCopy.importHint) {
        Button(SheetCopy.importButton) { presenter.importFile() }
        Button(SheetCopy.cancel) { presenter.cancel() }
      }
    }
  }

  private var pathBinding: Binding<String> {
    let presenter = presenter
    return Binding(get: { presenter.path }, set: { presenter.path = $0 })
  }
}
