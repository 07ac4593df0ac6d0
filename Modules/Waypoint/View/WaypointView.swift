import TextUI
import TripModels

/// The stop editor's screen: the "Name" and "Search" fields side by side, the "Note" field, the
/// results, what is chosen, the buttons, and under them the "Nights" and "Visit minutes" fields (Tab
/// from the buttons reaches them).
///
/// A new stop's editor opens in Search, so typing searches; an existing stop's opens on Done,
/// showing where the stop is, so Enter changes nothing (Tab reaches Name, Search and Note). The
/// first result is highlighted as soon as results arrive; ↑/↓ choose another, Enter (or `p` once
/// the list has the focus) uses it, and Esc goes back through the navigation guard.
struct WaypointView: View {
  /// The presenter whose view-model is shown and whose intents the controls call.
  let presenter: WaypointPresenter

  var body: some View {
    let model = presenter.viewModel
    VStack(alignment: .leading) {
      ViewThatFits(in: .horizontal) {
        HStack(spacing: 2) {
          nameField(model).frame(width: Self.nameWidth)
          searchField(model).frame(minWidth: Self.searchWidth, idealWidth: Self.searchWidth, maxWidth: .max)
        }
        VStack(alignment: .leading) {
          searchField(model)
          nameField(model)
        }
      }
      TextField(
        WaypointCopy.noteLabel, text: noteBinding, limit: StopNote.maximumLength,
        placeholder: WaypointCopy.notePlaceholder
      )
      .elementID("note")
      if let now = model.nowLine {
        Text(now).dim().lineLimit(1)
      }
      Divider()
      results(model)
      HStack {
        Spacer()
        Text(model.countLine).dim().lineLimit(1)
      }
      Divider()
      Text(model.messageLine.isEmpty ? " " : model.messageLine).lineLimit(1)  // a line kept, so nothing jumps
      HStack(spacing: 2) {
        if !model.isDraft {
          // An existing stop's editor opens here: Enter is Done, and changes nothing unless asked.
          Button(WaypointCopy.doneLabel) { presenter.done() }
            .defaultFocus()
        }
        Button(
          WaypointCopy.useLabel, shortcut: WaypointCopy.useShortcut, isEnabled: model.canUse,
          disabledReason: model.useDisabledReason
        ) { presenter.useChosen() }
        Button(WaypointCopy.cancelLabel) { presenter.cancel() }
        Spacer()
        // On Cancel, Enter leaves at once, storing nothing: the hint says so there.
        FocusReader { [keyHint = model.keyHint, compactKeyHint = model.compactKeyHint] focused in
          if focused == WaypointCopy.cancelLabel {
            Text(WaypointCopy.cancelKeyHint).dim().lineLimit(1)
          } else {
            ViewThatFits(in: .horizontal) {
              Text(keyHint).dim().lineLimit(1)
              Text(compactKeyHint).dim().lineLimit(1)
            }
          }
        }
        .layoutPriority(1)
      }
      // Last in the Tab order: Shift-Tab from Done still reaches Note, Search and Name as before.
      HStack(spacing: 2) {
        TextField(WaypointCopy.nightsLabel, text: nightsBinding, limit: 5)
          .elementID("nights")
          .frame(width: 16)
        TextField(WaypointCopy.visitLabel, text: visitBinding, limit: 5)
          .elementID("visit")
          .frame(width: 24)
        ViewThatFits(in: .horizontal) {
          Text(WaypointCopy.stayHint).dim().lineLimit(1)
          Text(WaypointCopy.shortStayHint).dim().lineLimit(1)
        }
      }
    }
    .confirmation(model.discardPrompt) { presenter.answerDiscard($0) }
  }

  // MARK: - Parts

  /// The Name field's width in cells (label and brackets included).
  static let nameWidth = 30
  /// The narrowest Search field beside Name; on a narrower screen Name goes below Search.
  static let searchWidth = 36

  private func nameField(_ model: WaypointViewModel) -> some View {
    TextField(
      WaypointCopy.nameLabel, text: nameBinding, limit: EntityName.maximumLength,
      placeholder: model.namePlaceholder
    )
    .elementID("name")
  }

  private func searchField(_ model: WaypointViewModel) -> some View {
    TextField(
      WaypointCopy.searchLabel, text: queryBinding, limit: model.queryLimit,
      placeholder: WaypointCopy.searchPlaceholder, onSubmit: { presenter.submitSearch() },
      submitLabel: model.searchSubmitLabel
    )
    .defaultFocus(model.isDraft)  // a new stop's editor is opened to search
    .elementID("search")
  }

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

  private var nameBinding: Binding<String> {
    let presenter = presenter
    return Binding(get: { presenter.state.fields.name }, set: { presenter.updateName($0) })
  }

  private var noteBinding: Binding<String> {
    let presenter = presenter
    return Binding(get: { presenter.state.fields.note }, set: { presenter.updateNote($0) })
  }

  private var nightsBinding: Binding<String> {
    let presenter = presenter
    return Binding(get: { presenter.state.fields.nights }, set: { presenter.updateNights($0) })
  }

  private var visitBinding: Binding<String> {
    let presenter = presenter
    return Binding(get: { presenter.state.fields.visitMinutes }, set: { presenter.updateVisitMinutes($0) })
  }

  private var queryBinding: Binding<String> {
    let presenter = presenter
    return Binding(get: { presenter.state.query }, set: { presenter.updateQuery($0) })
  }

  private var selectionBinding: Binding<WaypointRow.ID?> {
    let presenter = presenter
    return Binding(get: { presenter.viewModel.selectedRowID }, set: { presenter.select($0) })
  }
}
