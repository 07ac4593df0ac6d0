import TextUI

/// The Export sheet's content: the format (a two-row list), the path field (the focus when the
/// sheet opens, its default path selected so typing replaces it), a problem line, the buttons.
struct ExportSheetView: View {
  let presenter: ExportSheetPresenter

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(alignment: .top, spacing: 1) {
        Text(SheetCopy.formatLabel + ":")
        List(
          ExportFormat.allCases, id: \.self, selection: formatBinding,
          onActivate: { _ in presenter.export() }
        ) { format in
          Text(SheetCopy.formatRow(format)).lineLimit(1)
        }
        .elementID("format")
      }
      .frame(height: ExportFormat.allCases.count)
      TextField(
        SheetCopy.pathLabel, text: pathBinding, placeholder: SheetCopy.exportPlaceholder,
        onSubmit: { presenter.export() }, submitLabel: SheetCopy.exportVerb,
        completer: { presenter.completePath($0) }
      )
      .defaultFocus()
      .elementID("path")
      SheetProblemLine(problem: presenter.problem)
      SheetButtonRow(hint: SheetCopy.exportHint) {
        Button(SheetCopy.exportButton) { presenter.export() }
        Button(SheetCopy.cancel) { presenter.cancel() }
      }
    }
    .confirmation(presenter.replacePrompt) { presenter.answerReplace($0) }
  }

  private var formatBinding: Binding<ExportFormat?> {
    let presenter = presenter
    return Binding(get: { presenter.format }, set: { if let format = $0 { presenter.format = format } })
  }

  private var pathBinding: Binding<String> {
    let presenter = presenter
    return Binding(get: { presenter.path }, set: { presenter.path = $0 })
  }
}
