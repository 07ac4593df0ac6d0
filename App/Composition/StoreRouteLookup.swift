import Foundation
import Routes
import TripStore

/// Checks deep links and restored stacks against the trip store.
@MainActor
struct StoreRouteLookup: RouteDataLookup {
  let repository: any TripRepository

  /// Every trip id in list order (position 1 first).
  func tripIDs() -> [UUID] {
    let count = (try? repository.tripCount()) ?? 0
    return ((try? repository.tripSummaries(offset: 0, limit: count)) ?? []).map(\.id)
  }

  /// The stop ids of `trip` in order, nil when there is no such trip.
  func stopIDs(ofTrip trip: UUID) -> [UUID]? {
    guard let loaded = try? repository.trip(id: trip) else { return nil }
    return loaded.stops.map(\.id)
  }
}
