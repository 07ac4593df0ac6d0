import Foundation
import Geo
import TestSupport
import TripStore

/// A repository whose reads of a trip fail (as an unreadable store's would); everything else is
/// an in-memory repository's.
@MainActor
final class UnreadableRepository: TripRepository {
  /// The error every `trip(id:)` throws.
  static let failure = TripStoreError.tripNotFound(
    UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID())
  private let base = InMemoryTripRepository()

  func tripCount() throws -> Int { try base.tripCount() }
  func tripSummaries(offset: Int, limit: Int) throws -> [TripSummary] {
    try base.tripSummaries(offset: offset, limit: limit)
  }
  func trip(id: Trip.ID) throws -> Trip? { throw Self.failure }
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
