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

  /// Cells between two buttons.
  static let spacing = 1

  /// The presenter the buttons send their intents to.
  let presenter: TripDetailPresenter
  /// What they show.
  let states: States

  static func == (lhs: TripDetailButtons, rhs: TripDetailButtons) -> Bool {
    lhs.presenter === rhs.presenter && lhs.states == rhs.states
  }

  var body: some View {
    ViewThatFits(in: .horizontal) {
      HStack(spacing: Self.spacing) {
        addAndDelete
        moves
        reorders
      }
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: Self.spacing) { addAndDelete }
        HStack(spacing: Self.spacing) {
          moves
          reorders
        }
      }
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: Self.spacing) { addAndDelete }
        HStack(spacing: Self.spacing) { moves }
        HStack(spacing: Self.spacing) { reorders }
      }
    }
  }

  private var addAndDelete: some View {
    TripDetailButtonPair(
      pair: .addAndDelete, presenter: presenter, reasons: (nil, states.deleteDisabledReason)
    )
    .equatable()
  }

  private var moves: some View {
    TripDetailButtonPair(
      pair: .moves, presenter: presenter,
      reasons: (states.moveUpDisabledReason, states.moveDownDisabledReason)
    )
    .equatable()
  }

  private var reorders: some View {
    TripDetailButtonPair(
      pair: .reorders, presenter: presenter,
      reasons: (states.moveToDisabledReason, states.reverseDisabledReason)
    )
    .equatable()
  }
}
