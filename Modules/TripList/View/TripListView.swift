import TextUI

/// The trip list screen: the filter line, the trips (lazily, a page at a time), "Add", "Delete",
/// "Duplicate" and "Filter", the empty state, and the delete confirmation. Everything it shows comes
/// from the presenter's view-model.
@MainActor
struct TripListView: View {
  /// The presenter this view reads and sends intents to.
  let presenter: TripListPresenter

  var body: some View {
    let model = presenter.viewModel
    VStack(alignment: .leading, spacing: 0) {
      newTripLine(model)
      filterLine(model)
      if let emptyMessage = model.emptyMessage {
        Text(emptyMessage)
        Spacer()
      } else if let noMatch = model.noMatchMessage {
        Text(noMatch).lineLimit(1)
        Spacer()
      } else {
        trips(model)
      }
      Divider()
      TripListButtons(presenter: presenter, states: TripListButtons.States(model)).equatable()
    }
    .confirmation(model.deletePrompt) { [presenter] answer in presenter.answerDelete(answer) }
    .confirmation(model.quitPrompt) { [presenter] answer in presenter.answerQuit(answer) }
  }

  /// Cells the list keeps before each row for its selection marker.
  static let selectionGutter = 2

  // MARK: - Parts

  /// While the filter is typed: `Filter: [pac    ]  3 of 40 trips`; once applied, a dim line saying
  /// what it shows; nothing without a filter.
  @ViewBuilder
  private func filterLine(_ model: TripListViewModel) -> some View {
    if model.isEditingFilter {
      HStack(spacing: 2) {
        PromptField(
          TripListCopy.filterLabel,
          text: Binding(
            get: { [presenter] in presenter.state.filterText },
            set: { [presenter] in presenter.editFilter($0) }),
          onSubmit: { [presenter] in presenter.submitFilter() },
          onCancel: { [presenter] in presenter.clearFilter() },
          onOtherKey: { [presenter] key in Self.filterKey(key, presenter: presenter) })
        if let summary = model.matchSummary {
          Text(summary).dim().lineLimit(1).fixedSize()
        }
      }
    } else if let summary = model.filterSummary, let lines = model.filterSummaryLines {
      // One line where it fits; in a narrow column (split view) two, so the keys are never cut.
      ViewThatFits(in: .horizontal) {
        Text(summary).dim().lineLimit(1)
        VStack(alignment: .leading, spacing: 0) {
          ForEach(lines, id: \.self) { line in Text(line).dim().lineLimit(1) }
        }
      }
    }
  }

  /// While `a` asks for it: `New trip's name: [Iceland    ]`, and what is wrong with it after Enter.
  @ViewBuilder
  private func newTripLine(_ model: TripListViewModel) -> some View {
    if model.newTripName != nil {
      PromptField(
        TripListCopy.newTripLabel,
        text: Binding(
          get: { [presenter] in presenter.state.newTripName ?? "" },
          set: { [presenter] in presenter.editNewTripName($0) }),
        onSubmit: { [presenter] in presenter.submitNewTrip() },
        onCancel: { [presenter] in presenter.cancelNewTrip() })
      if let problem = model.newTripProblem {
        Text("✗ " + problem).bold().lineLimit(1)
      }
    }
  }

  /// The keys the filter line passes on: ↑/↓ move the selection among the matching trips.
  @MainActor
  private static func filterKey(_ key: Key, presenter: TripListPresenter) {
    switch key {
    case .up: presenter.moveSelection(by: -1)
    case .down: presenter.moveSelection(by: 1)
    default: break
    }
  }

  /// The trips, with "12/40" under them when they do not all fit.
  private func trips(_ model: TripListViewModel) -> some View {
    let openTripID = presenter.openTripID
    return GeometryReader { [presenter] proxy in
      let layout = TripRowLayout.forRowWidth(
        proxy.size.width - Self.selectionGutter, reservesMarker: openTripID != nil)
      let rowHeight = layout == .stacked ? 2 : 1
      let list = List(
        0..<model.rowCount, id: \.self, selection: selection,
        onActivate: { index in presenter.open(index: index) }
      ) { index in
        let row = presenter.row(at: index)
        TripRowView(
          row: row, layout: layout, isOpen: row != nil && row?.id == openTripID,
          reservesMarker: openTripID != nil)
      }
      .elementID("trips")
      if model.rowCount > 1, model.rowCount * rowHeight > proxy.size.height {
        VStack(alignment: .leading, spacing: 0) {
          list
          HStack(spacing: 0) {
            Spacer()
            Text(model.position).dim().lineLimit(1)
          }
        }
      } else {
        list
      }
    }
  }

  /// The list's selection: the selected row's position (the presenter keeps it on the same trip).
  private var selection: Binding<Int?> {
    Binding(
      get: { [presenter] in presenter.state.selectedIndex },
      set: { [presenter] index in
        if let index { presenter.select(index: index) }
      })
  }
}
