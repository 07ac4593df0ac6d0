import TripModels

/// The questions a deep link or a restored stack asks of the data. Each asks for one fact, so a
/// link into the 100,000th trip costs what a link into the first costs. The App answers over the
/// trip store (``RepositoryRouteLookup``); tests use the same over an in-memory repository.
@MainActor
public protocol RouteDataLookup {
  /// How many trips there are.
  func tripCount() throws(TripStoreError) -> Int
  /// The trip at a 1-based position in the list, nil when the position is out of range.
  func trip(atPosition position: Int) throws(TripStoreError) -> TripID?
  /// The 1-based position of the trip in the list, nil when there is no such trip.
  func position(ofTrip trip: TripID) throws(TripStoreError) -> Int?
  /// How many stops the trip has, nil when there is no such trip.
  func stopCount(ofTrip trip: TripID) throws(TripStoreError) -> Int?
  /// The stop at a 1-based position of the trip, nil when the position is out of range.
  func stop(atPosition position: Int, ofTrip trip: TripID) throws(TripStoreError) -> StopID?
  /// Whether the trip has the stop.
  func trip(_ trip: TripID, hasStop stop: StopID) throws(TripStoreError) -> Bool
  /// The trip that has the stop, nil when none has it (asked only to explain a refused link).
  func trip(owningStop stop: StopID) throws(TripStoreError) -> TripID?
}

extension RouteDataLookup {
  /// Whether the data `route` shows still exists (the trip list always does; a new stop's editor
  /// needs its trip and the stop it is added after). A store that cannot be read resolves nothing.
  public func resolves(_ route: Route) -> Bool {
    (try? stillShows(route)) ?? false
  }

  private func stillShows(_ route: Route) throws(TripStoreError) -> Bool {
    switch route {
    case .trips, .sheet(.importFile), .sheet(.units), .sheet(.router): true
    case .trip(let trip), .sheet(.export(let trip)): try position(ofTrip: trip) != nil
    case .waypoint(let trip, let stop): try self.trip(trip, hasStop: stop)
    // A draft needs its trip, and the stop it goes after if it names one.
    case .newStop(let trip, let after?): try self.trip(trip, hasStop: after)
    case .newStop(let trip, nil): try position(ofTrip: trip) != nil
    // new-feature: routes that show no stored data (scripts/new-feature inserts above this line)
    }
  }
}
