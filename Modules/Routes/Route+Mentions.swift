import TripModels

// MARK: - What a route refers to (for pruning when data disappears)

extension Route {
  /// The trip this route shows or belongs to, nil for the trip list.
  public var tripID: TripID? {
    switch self {
    case .trips, .sheet(.importFile), .sheet(.units), .sheet(.router): nil
    case .trip(let trip), .waypoint(let trip, _), .newStop(let trip, _), .sheet(.export(let trip)): trip
    // new-feature: routes that show no trip (scripts/new-feature inserts above this line)
    }
  }

  /// Whether the route is a screen pushed above the trip list (not the list itself, not a sheet).
  public var isScreen: Bool {
    switch self {
    case .trip, .waypoint, .newStop: true
    // new-feature: feature screens pushed above the trip list (scripts/new-feature inserts above this line)
    case .trips, .sheet: false
    }
  }

  /// Whether the route shows `trip` or one of its stops (prune these when the trip is deleted).
  public func mentions(trip: TripID) -> Bool {
    tripID == trip
  }

  /// Whether the route shows the stop `stop` (prune these when the stop is deleted).
  public func mentions(stop: StopID) -> Bool {
    if case .waypoint(_, let shown) = self { return shown == stop }
    return false
  }
}

extension Route {
  /// Whether this is the editor of a stop not stored yet.
  public var isNewStop: Bool {
    if case .newStop = self { return true }
    return false
  }
}
