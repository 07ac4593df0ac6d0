import Foundation
import Geo
import TestSupport
import TripStore

/// A real in-memory repository that also records every `tripSummaries` request, to show that the
/// list reads pages, never the whole store.
@MainActor
final class SummaryCountingRepository: TripRepository {
  /// The repository doing the work.
  let base: InMemoryTripRepository
  /// Every `(offset, limit)` asked for, in order.
  private(set) var summaryRequests: [(offset: Int, limit: Int)] = []
  /// How many summaries were returned in total.
  private(set) var summariesReturned = 0

  init(base: InMemoryTripRepository) {
    self.base = base
  }

  func tripCount() throws -> Int { try base.tripCount() }
  func tripSummaries(offset: Int, limit: Int) throws -> [TripSummary] {
    summaryRequests.append((offset, limit))
    let summaries = try base.tripSummaries(offset: offset, limit: limit)
    summariesReturned += summaries.count
    return summaries
  }
  func trip(id: Trip.ID) throws -> Trip? { try base.trip(id: id) }
  func allTrips() throws -> [Trip] { try base.allTrips() }
  func createTrip(named name: String) throws -> Trip { try base.createTrip(named: name) }
  func renameTrip(_ id: Trip.ID, to name: String) throws { try base.renameTrip(id, to: name) }
  func deleteTrip(_ id: Trip.ID) throws { try base.deleteTrip(id) }
  func importTrips(_ trips: [Trip]) throws { try base.importTrips(trips) }
  func addWaypoint(to tripID: Trip.ID, name: String, coordinate: Coordinate) throws -> Waypoint {
    try base.addWaypoint(to: tripID, name: name, coordinate: coordinate)
  }
  func updateWaypoint(_ waypoint: Waypoint, in tripID: Trip.ID) throws {
    try base.updateWaypoint(waypoint, in: tripID)
  }
  func removeWaypoint(_ waypointID: Waypoint.ID, from tripID: Trip.ID) throws {
    try base.removeWaypoint(waypointID, from: tripID)
  }
  func moveWaypoint(_ waypointID: Waypoint.ID, in tripID: Trip.ID, to index: Int) throws {
    try base.moveWaypoint(waypointID, in: tripID, to: index)
  }
  func setting(_ key: String) throws -> String? { try base.setting(key) }
  func setSetting(_ key: String, to value: String) throws { try base.setSetting(key, to: value) }
  func addObserver(_ handler: @escaping @MainActor (TripStoreChange) -> Void) -> TripStoreObservation {
    base.addObserver(handler)
  }
  func checkForExternalChanges() throws { try base.checkForExternalChanges() }
}
