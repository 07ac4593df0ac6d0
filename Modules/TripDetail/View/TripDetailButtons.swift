import TextUI

/// The trip detail's buttons: in one row, or in two or three when the screen is too narrow for one.
/// Drawn from their states alone (`Equatable`, shown `.equatable()`): unchanged buttons keep their
/// cells between frames, and are registered again for keys and scripts.
struct TripDetailButtons: View, Equatable {
  /// Why each button is disabled (nil: enabled).
  struct States: Equatable {
    let deleteDisabledReason: String?
    let moveUpDisabledReason: String?
    let moveDownDisabledReason: String?
    let moveToDisabledReason: String?
    let reverseDisabledReason: String?

    /// The states `model` gives the buttons.
    init(_ model: TripDetailViewModel) {
      deleteDisabledReason = model.deleteDisabledReason
      moveUpDisabledReason = model.moveUpDisabledReason
      moveDownDisabledReason = model.moveDownDisabledReason
      moveToDisabledReason = model.moveToDisabledReason
      reverseDisabledReason = model.reverseDisabledReason
    }
  }

  /// The presenter the buttons send their intents to.
  let presenter: TripDetailPresenter
  /// What they show.
  let states: States

  static func == (lhs: TripDetailButtons, rhs: TripDetailButtons) -> Bool {
    lhs.presenter === rhs.presenter && lhs.states == rhs.states
  }

  var body: some View {
    ViewThatFits(in: .horizontal) {
      HStack(spacing: 1) {
        addAndDelete
        moves
        reorders
      }
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 1) { addAndDelete }
        HStack(spacing: 1) {
          moves
          reorders
        }
      }
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 1) { addAndDelete }
        HStack(spacing: 1) { moves }
        HStack(spacing: 1) { reorders }
      }
    }
  }

  @ViewBuilder
  private var reorders: some View {
    Button(
      TripDetailCopy.moveToLabel, shortcut: TripDetailCopy.moveToShortcut,
      isEnabled: states.moveToDisabledReason == nil,
      disabledReason: states.moveToDisabledReason
    ) { [presenter] in presenter.requestMoveTo() }
    Button(
      TripDetailCopy.reverseLabel, shortcut: TripDetailCopy.reverseShortcut,
      isEnabled: states.reverseDisabledReason == nil,
      disabledReason: states.reverseDisabledReason
    ) { [presenter] in presenter.reverseRoute() }
  }

  @ViewBuilder
  private var addAndDelete: some View {
    Button(TripDetailCopy.addStopLabel, shortcut: TripDetailCopy.addStopShortcut) { [presenter] in
      presenter.addStop()
    }
    Button(
      TripDetailCopy.deleteStopLabel, shortcut: TripDetailCopy.deleteStopShortcut,
      isEnabled: states.deleteDisabledReason == nil,
      disabledReason: states.deleteDisabledReason
    ) { [presenter] in presenter.requestDeleteStop() }
  }

  @ViewBuilder
  private var moves: some View {
    Button(
      TripDetailCopy.moveUpLabel, shortcut: TripDetailCopy.moveUpShortcut,
      isEnabled: states.moveUpDisabledReason == nil,
      disabledReason: states.moveUpDisabledReason
    ) { [presenter] in presenter.moveSelectedStop(by: -1) }
    Button(
      TripDetailCopy.moveDownLabel, shortcut: TripDetailCopy.moveDownShortcut,
      isEnabled: states.moveDownDisabledReason == nil,
      disabledReason: states.moveDownDisabledReason
    ) { [presenter] in presenter.moveSelectedStop(by: 1) }
  }
}
