import TextUI

/// The trip list's buttons — Add, Delete, Duplicate, Filter — in one row, or in two when the pane
/// is too narrow. Drawn from their states alone (`Equatable`, shown `.equatable()`): unchanged
/// buttons keep their cells between frames (a trip's road total arriving redraws the list, not
/// them), and are registered again for keys and scripts.
struct TripListButtons: View, Equatable {
  /// Whether each button can be used, and why not.
  struct States: Equatable {
    let canDelete: Bool
    let deleteDisabledReason: String?
    let duplicateDisabledReason: String?
    let hasTrips: Bool

    /// The states `model` gives the buttons.
    init(_ model: TripListViewModel) {
      canDelete = model.canDelete
      deleteDisabledReason = model.deleteDisabledReason
      duplicateDisabledReason = model.duplicateDisabledReason
      hasTrips = model.totalCount > 0
    }
  }

  /// The presenter the buttons send their intents to.
  let presenter: TripListPresenter
  /// What they show.
  let states: States

  static func == (lhs: TripListButtons, rhs: TripListButtons) -> Bool {
    lhs.presenter === rhs.presenter && lhs.states == rhs.states
  }

  var body: some View {
    ViewThatFits(in: .horizontal) {
      HStack(spacing: 2) {
        addAndDelete
        duplicateAndFilter
      }
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 2) { addAndDelete }
        HStack(spacing: 2) { duplicateAndFilter }
      }
    }
  }

  @ViewBuilder
  private var addAndDelete: some View {
    Button(TripListCopy.addLabel, shortcut: TripListCopy.addShortcut) { [presenter] in presenter.addTrip() }
    Button(
      TripListCopy.deleteLabel, shortcut: TripListCopy.deleteShortcut, isEnabled: states.canDelete,
      disabledReason: states.deleteDisabledReason
    ) { [presenter] in presenter.requestDelete() }
  }

  @ViewBuilder
  private var duplicateAndFilter: some View {
    Button(
      TripListCopy.duplicateLabel, shortcut: TripListCopy.duplicateShortcut, isEnabled: states.canDelete,
      disabledReason: states.duplicateDisabledReason
    ) { [presenter] in presenter.duplicateSelected() }
    Button(
      TripListCopy.filterLabel, shortcut: TripListCopy.filterShortcut, isEnabled: states.hasTrips,
      disabledReason: TripListCopy.nothingToFilter
    ) { [presenter] in presenter.startFilter() }
  }
}
