import TextUI

/// The width of the legs' distance column (the widest distance of every leg, shown or not), kept
/// until the legs change: an unchanged view-model's legs compare equal at once (same storage).
final class DistanceColumn {
  private var legs: [TripDetailViewModel.LegRow] = []
  private var cells = 0

  /// Creates a column for no legs.
  init() {}

  /// The cells the widest of `legs`' distances takes.
  func width(of legs: [TripDetailViewModel.LegRow]) -> Int {
    if legs != self.legs {
      cells = legs.reduce(0) { max($0, DisplayWidth.of($1.distance)) }
      self.legs = legs
    }
    return cells
  }
}
