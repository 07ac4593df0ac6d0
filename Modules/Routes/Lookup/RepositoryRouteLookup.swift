import TripModels

/// Answers routes' and deep links' questions over a `TripRepository` (the App does this over the
/// SQLite store): each a keyed read from the nearer end of the list or trip, never a whole list.
@MainActor
public struct RepositoryRouteLookup: RouteDataLookup {
  /// The repository read.
  public let repository: any TripRepository

  /// A lookup over `repository`.
  public init(_ repository: any TripRepository) {
    self.repository = repository
  }

  /// The number of trips (a counter the store keeps).
  public func tripCount() throws(TripStoreError) -> Int {
    try repository.tripCount()
  }

  /// The trip at `position`, walked to from the nearer end of the list.
  public func trip(atPosition position: Int) throws(TripStoreError) -> TripID? {
    let count = try repository.tripCount()
    guard (1...max(count, 1)).contains(position), count > 0 else { return nil }
    let fromTop = position - 1
    let fromBottom = count - position
    let request =
      fromTop <= fromBottom
      ? TripPageRequest(anchor: nil, direction: .down, skip: fromTop, limit: 1)
      : TripPageRequest(anchor: nil, direction: .up, skip: fromBottom, limit: 1)
    return try repository.tripSummaries(request).first?.summary.id
  }

  /// The trip's position, counted from the top of the list.
  public func position(ofTrip trip: TripID) throws(TripStoreError) -> Int? {
    try repository.tripListPosition(of: trip, near: 0).map { $0.index + 1 }
  }

  /// The stop count of the trip's cached summary.
  public func stopCount(ofTrip trip: TripID) throws(TripStoreError) -> Int? {
    try repository.tripSummary(id: trip)?.stopCount
  }

  /// The stop at `position`, walked to from the nearer end of the trip.
  public func stop(atPosition position: Int, ofTrip trip: TripID) throws(TripStoreError) -> StopID? {
    guard let count = try stopCount(ofTrip: trip), (1...max(count, 1)).contains(position), count > 0
    else { return nil }
    let fromStart = position - 1
    let fromEnd = count - position
    let request =
      fromStart <= fromEnd
      ? StopPageRequest(anchor: nil, direction: .forward, skip: fromStart, limit: 1)
      : StopPageRequest(anchor: nil, direction: .backward, skip: fromEnd, limit: 1)
    return try repository.stops(of: trip, request).first?.stop.id
  }

  /// Whether the trip has the stop (the stop's key by the primary key).
  public func trip(_ trip: TripID, hasStop stop: StopID) throws(TripStoreError) -> Bool {
    try repository.stopPosition(of: stop, in: trip, near: 0) != nil
  }

  /// The stop's trip, as the store says.
  public func trip(owningStop stop: StopID) throws(TripStoreError) -> TripID? {
    try repository.trip(owningStop: stop)
  }
}
