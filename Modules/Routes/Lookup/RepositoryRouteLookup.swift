import TripModels

/// Checks routes and deep links against a `TripRepository` (the same thing the App does over the
/// SQLite store). A repository that fails to read counts as having no such data.
@MainActor
public struct RepositoryRouteLookup: RouteDataLookup {
  /// The repository read.
  public let repository: any TripRepository

  /// A lookup over `repository`.
  public init(_ repository: any TripRepository) {
    self.repository = repository
  }

  /// Every trip id in list order.
  public func tripIDs() -> [TripID] {
    let count = (try? repository.tripCount()) ?? 0
    return ((try? repository.tripSummaries(offset: 0, limit: count)) ?? []).map(\.id)
  }

  /// The stop ids of `trip` in order, nil when there is no such trip.
  public func stopIDs(ofTrip trip: TripID) -> [StopID]? {
    guard let found = try? repository.trip(id: trip) else { return nil }
    return found.stops.map(\.id)
  }
}
