import Foundation

// MARK: - What a route refers to (for pruning when data disappears)

extension Route {
  /// The trip this route shows or belongs to, nil for the trip list.
  public var tripID: UUID? {
    switch self {
    case .trips: nil
    case .trip(let trip), .waypoint(let trip, _): trip
    }
  }

  /// Whether the route shows `trip` or one of its stops (prune these when the trip is deleted).
  public func mentions(trip: UUID) -> Bool {
    tripID == trip
  }

  /// Whether the route shows the stop `waypoint` (prune these when the stop is deleted).
  public func mentions(stop: UUID) -> Bool {
    if case .waypoint(_, let stop) = self { return stop == waypoint }
    return false
  }
}
