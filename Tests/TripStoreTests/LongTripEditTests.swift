import Foundation
import Geo
import TestSupport
import Testing
import TripStore

/// Edits in a trip too long to recompute on every change: the order and the cached summary stay
/// what a full recomputation would give, through deletes (gaps in the positions), adds and moves.
@MainActor
@Suite("Edits in a long trip")
struct LongTripEditTests {
  /// A trip of `count` stops along a line of latitude.
  func longTrip(_ count: Int) throws -> Trip {
    let stops = try (0..<count).map { number in
      try Waypoint(
        name: "Stop \(number)",
        coordinate: Coordinate(latitude: 10 + Double(number % 7) * 0.01, longitude: Double(number) * 0.01))
    }
    return try Trip(name: "Long", waypoints: stops)
  }

  /// The stored summary matches the one recomputed from the stored stops (distance to a micrometre).
  func expectConsistent(_ store: SQLiteTripStore, _ id: Trip.ID) throws {
    let stored = try #require(try store.tripSummaries(offset: 0, limit: 1).first)
    let recomputed = TripSummary(try #require(try store.trip(id: id)))
    #expect(stored.stopCount == recomputed.stopCount)
    #expect(stored.firstStopName == recomputed.firstStopName)
    #expect(stored.lastStopName == recomputed.lastStopName)
    #expect(abs(stored.totalMeters - recomputed.totalMeters) < 1e-6)
  }

  @Test(
    "delete, add, move and update keep the order and the summary of a 600-stop trip",
    arguments: [0, 300, 599])
  func editsAt(index: Int) throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("trips.sqlite"))
    var trip = try longTrip(600)
    try store.importTrips([trip])
    let deleted = trip.waypoints.remove(at: index)
    try store.removeWaypoint(deleted.id, from: trip.id)
    try expectConsistent(store, trip.id)

    let added = try store.addWaypoint(
      to: trip.id, name: "Added", coordinate: Coordinate(latitude: 1, longitude: 2))
    trip.waypoints.append(added)
    try expectConsistent(store, trip.id)

    let moving = trip.waypoints[min(index, trip.waypoints.count - 2)]
    #expect(try store.moveWaypoint(moving.id, in: trip.id, by: 1) == 1)
    let from = try #require(trip.waypoints.firstIndex(of: moving))
    trip.waypoints.swapAt(from, from + 1)
    #expect(try store.moveWaypoint(trip.waypoints[0].id, in: trip.id, by: -1) == 0)
    try store.moveWaypoint(trip.waypoints[3].id, in: trip.id, to: 1)
    trip.waypoints.insert(trip.waypoints.remove(at: 3), at: 1)
    try expectConsistent(store, trip.id)

    let renamed = try trip.waypoints[min(index, trip.waypoints.count - 1)].with(
      name: "Renamed", coordinate: Coordinate(latitude: -5, longitude: 100))
    try store.updateWaypoint(renamed, in: trip.id)
    trip.waypoints[min(index, trip.waypoints.count - 1)] = renamed
    try expectConsistent(store, trip.id)
    #expect(try store.trip(id: trip.id)?.waypoints == trip.waypoints)
  }

  @Test("a stop added after the last one was deleted goes to the end, not into a gap")
  func addAfterDeletingLast() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("trips.sqlite"))
    let trip = try longTrip(5)
    try store.importTrips([trip])
    try store.removeWaypoint(trip.waypoints[0].id, from: trip.id)
    try store.removeWaypoint(trip.waypoints[1].id, from: trip.id)
    try store.addWaypoint(to: trip.id, name: "Last", coordinate: Coordinate(latitude: 0, longitude: 0))
    #expect(try store.trip(id: trip.id)?.waypoints.map(\.name) == ["Stop 2", "Stop 3", "Stop 4", "Last"])
  }

  @Test("moving a stop that is not in the trip says which, and a missing trip says so")
  func missing() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("trips.sqlite"))
    let trip = try longTrip(3)
    try store.importTrips([trip])
    let ghost = UUID()
    #expect(throws: TripStoreError.waypointNotFound(ghost)) {
      try store.moveWaypoint(ghost, in: trip.id, by: 1)
    }
    let other = UUID()
    #expect(throws: TripStoreError.tripNotFound(other)) {
      try store.moveWaypoint(trip.waypoints[0].id, in: other, to: 1)
    }
  }
}
