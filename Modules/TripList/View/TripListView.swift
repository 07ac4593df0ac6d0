import TextUI

/// The trip list screen: the trips (lazily, a page at a time), "Add" and "Delete", the empty state,
/// and the delete confirmation. Everything it shows comes from the presenter's view-model.
struct TripListView: View {
  /// The presenter this view reads and sends intents to.
  let presenter: TripListPresenter

  var body: some View {
    let model = presenter.viewModel
    let openTripID = presenter.openTripID
    VStack(alignment: .leading, spacing: 0) {
      if let emptyMessage = model.emptyMessage {
        Text(emptyMessage)
        Spacer()
      } else {
        GeometryReader { [presenter] proxy in
          let layout = TripRowLayout.forRowWidth(
            proxy.size.width - Self.selectionGutter, reservesMarker: openTripID != nil)
          List(
            0..<model.rowCount, id: \.self, selection: selection,
            onActivate: { index in presenter.open(index: index) }
          ) { index in
            let row = presenter.row(at: index)
            TripRowView(
              row: row, layout: layout, isOpen: row != nil && row?.id == openTripID,
              reservesMarker: openTripID != nil)
          }
          .elementID("trips")
        }
      }
      Divider()
      HStack(spacing: 2) {
        Button("Add", shortcut: "a") { [presenter] in presenter.addTrip() }
        Button(
          "Delete", shortcut: "d", isEnabled: model.canDelete, disabledReason: model.deleteDisabledReason
        ) { [presenter] in presenter.requestDelete() }
      }
    }
    .confirmation(model.deletePrompt) { [presenter] answer in presenter.answerDelete(answer) }
  }

  /// Cells the list keeps before each row for its selection marker.
  static let selectionGutter = 2

  /// The list's selection: the selected row's position (the presenter keeps it on the same trip).
  private var selection: Binding<Int?> {
    Binding(
      get: { [presenter] in presenter.viewModel.selectedIndex },
      set: { [presenter] index in
        if let index { presenter.select(index: index) }
      })
  }
}
