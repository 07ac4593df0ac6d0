import TripModels

/// The data a deep link or a restored stack is checked against. The App implements it over the
/// trip store; tests use a plain value.
@MainActor
public protocol RouteDataLookup {
  /// Every trip id, in list order (position 1 first).
  func tripIDs() -> [TripID]
  /// The stop ids of `trip` in order (position 1 first), nil when there is no such trip.
  func stopIDs(ofTrip trip: TripID) -> [StopID]?
}

extension RouteDataLookup {
  /// Whether the data `route` shows still exists (the trip list always does; a new stop's editor
  /// needs its trip and the stop it is added after).
  public func resolves(_ route: Route) -> Bool {
    switch route {
    case .trips, .sheet(.importFile), .sheet(.units): true
    case .trip(let trip), .sheet(.export(let trip)), .sheet(.schedule(let trip)): tripIDs().contains(trip)
    case .waypoint(let trip, let stop): stopIDs(ofTrip: trip)?.contains(stop) ?? false
    case .newStop(let trip, let after):
      // A draft needs its trip, and the stop it goes after if it names one.
      stopIDs(ofTrip: trip).map { stops in after.map(stops.contains) ?? true } ?? false
    // new-feature: routes that show no stored data (scripts/new-feature inserts above this line)
    }
  }
}
