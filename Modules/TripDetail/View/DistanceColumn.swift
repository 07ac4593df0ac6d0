import TextUI

/// The width of the legs' distance column (the widest distance of every leg, shown or not), kept
/// until the distances change: an unchanged view-model's distances compare equal at once (same
/// storage).
final class DistanceColumn {
  private var distances: [String] = []
  private var cells = 0

  /// Creates a column for no legs.
  init() {}

  /// The cells the widest of `distances` takes.
  func width(of distances: [String]) -> Int {
    if distances != self.distances {
      cells = distances.reduce(0) { max($0, DisplayWidth.of($1)) }
      self.distances = distances
    }
    return cells
  }
}
