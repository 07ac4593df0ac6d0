import TextUI

/// The stop editor's screen: the "Search" field, the results, what is chosen, and the buttons.
///
/// The field has the focus when the screen opens, so typing searches; the first result is
/// highlighted as soon as results arrive; ↑/↓ choose another, Enter (or `u` once the list has the
/// focus) uses it, and Esc goes back through the navigation guard.
struct WaypointView: View {
  /// The presenter whose view-model is shown and whose intents the controls call.
  let presenter: WaypointPresenter

  var body: some View {
    let model = presenter.viewModel
    VStack(alignment: .leading) {
      TextField(
        WaypointCopy.searchLabel, text: queryBinding, limit: model.queryLimit,
        placeholder: WaypointCopy.searchPlaceholder, onSubmit: { presenter.useChosen() }
      )
      .defaultFocus()
      .elementID("search")
      Divider()
      results(model)
      HStack {
        Spacer()
        Text(model.countLine).dim().lineLimit(1)
      }
      Divider()
      Text(model.notice ?? model.choiceLine ?? model.useDisabledReason ?? "")
        .lineLimit(1)
      HStack(spacing: 2) {
        Button(
          WaypointCopy.useLabel, shortcut: "u", isEnabled: model.canUse,
          disabledReason: model.useDisabledReason
        ) { presenter.useChosen() }
        Button(WaypointCopy.cancelLabel) { presenter.cancel() }
        Spacer()
        Text(WaypointCopy.keyHint).dim().lineLimit(1).layoutPriority(1)
      }
    }
    .confirmation(model.discardPrompt) { presenter.answerDiscard($0) }
  }

  // MARK: - Parts

  /// The results list (each row the widest of its variants that fits); while it is empty, "No results" (or why there are none) is drawn over it.
  /// The list is always there, so scripts get "the list has 0 rows" rather than "no list".
  private func results(_ model: WaypointViewModel) -> some View {
    List(model.rows, selection: selectionBinding, onActivate: { presenter.activate($0) }) { row in
      ViewThatFits(in: .horizontal) {
        ForEach(row.variants.indices, id: \.self) { index in
          Text(row.variants[index]).lineLimit(1)
        }
      }
    }
    .elementID("results")
    .overlay(alignment: .topLeading) {
      if let placeholder = model.placeholder {
        Text(placeholder).dim().padding(.leading, 2)
      }
    }
  }

  private var queryBinding: Binding<String> {
    let presenter = presenter
    return Binding(get: { presenter.query }, set: { presenter.updateQuery($0) })
  }

  private var selectionBinding: Binding<WaypointRow.ID?> {
    let presenter = presenter
    return Binding(get: { presenter.viewModel.selectedRowID }, set: { presenter.select($0) })
  }
}
