import TextUI

/// Two of the trip detail's buttons side by side, kept between frames while neither changes state
/// (`Equatable`, shown `.equatable()`): a selection move that disables "Move up" redraws only its pair.
struct TripDetailButtonPair: View, Equatable {
  /// Which two buttons.
  enum Pair: Equatable {
    /// "Add stop", "Delete stop".
    case addAndDelete
    /// "Move up", "Move down".
    case moves
    /// "Move to…", "Reverse".
    case reorders
  }

  /// Which two buttons.
  let pair: Pair
  /// The presenter they send their intents to.
  let presenter: TripDetailPresenter
  /// Why the first and the second are disabled (nil: enabled).
  let reasons: (first: String?, second: String?)

  static func == (lhs: TripDetailButtonPair, rhs: TripDetailButtonPair) -> Bool {
    lhs.pair == rhs.pair && lhs.presenter === rhs.presenter && lhs.reasons.first == rhs.reasons.first
      && lhs.reasons.second == rhs.reasons.second
  }

  var body: some View {
    HStack(spacing: TripDetailButtons.spacing) { buttons }
  }

  @ViewBuilder private var buttons: some View {
    switch pair {
    case .addAndDelete:
      Button(TripDetailCopy.addStopLabel, shortcut: TripDetailCopy.addStopShortcut) { [presenter] in
        presenter.addStop()
      }
      button(TripDetailCopy.deleteStopLabel, TripDetailCopy.deleteStopShortcut, reasons.second) {
        $0.requestDeleteStop()
      }
    case .moves:
      button(TripDetailCopy.moveUpLabel, TripDetailCopy.moveUpShortcut, reasons.first) {
        $0.moveSelectedStop(by: -1)
      }
      button(TripDetailCopy.moveDownLabel, TripDetailCopy.moveDownShortcut, reasons.second) {
        $0.moveSelectedStop(by: 1)
      }
    case .reorders:
      button(TripDetailCopy.moveToLabel, TripDetailCopy.moveToShortcut, reasons.first) { $0.requestMoveTo() }
      button(TripDetailCopy.reverseLabel, TripDetailCopy.reverseShortcut, reasons.second) {
        $0.reverseRoute()
      }
    }
  }

  /// A button enabled unless `reason` says why not.
  private func button(
    _ label: String, _ shortcut: Character, _ reason: String?,
    action: @escaping @MainActor (TripDetailPresenter) -> Void
  ) -> Button {
    Button(label, shortcut: shortcut, isEnabled: reason == nil, disabledReason: reason) { [presenter] in
      action(presenter)
    }
  }
}
