import Foundation
import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// Edits in a trip too long to recompute on every change: the order and the cached summary stay
/// what a full recomputation would give, through deletes (gaps in the positions), adds and moves.
@MainActor
@Suite("Edits in a long trip")
struct LongTripEditTests {
  /// A trip of `count` stops along a line of latitude.
  func longTrip(_ count: Int) throws -> Trip {
    let stops = try (0..<count).map { number in
      try Stop(
        name: "Stop \(number)",
        coordinate: Coordinate(latitude: 10 + Double(number % 7) * 0.01, longitude: Double(number) * 0.01))
    }
    return try Trip(name: "Long", stops: stops)
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
    let deleted = trip.stops.remove(at: index)
    try store.removeStop(deleted.id, from: trip.id)
    try expectConsistent(store, trip.id)

    let added = try store.addStop(
      to: trip.id, name: "Added", coordinate: Coordinate(latitude: 1, longitude: 2))
    trip.stops.append(added)
    try expectConsistent(store, trip.id)

    let moving = trip.stops[min(index, trip.stops.count - 2)]
    #expect(try store.moveStop(moving.id, in: trip.id, by: 1) == 1)
    let from = try #require(trip.stops.firstIndex(of: moving))
    trip.stops.swapAt(from, from + 1)
    #expect(try store.moveStop(trip.stops[0].id, in: trip.id, by: -1) == 0)
    try store.moveStop(trip.stops[3].id, in: trip.id, to: 1)
    trip.stops.insert(trip.stops.remove(at: 3), at: 1)
    try expectConsistent(store, trip.id)

    let renamed = try trip.stops[min(index, trip.stops.count - 1)].with(
      name: "Renamed", coordinate: Coordinate(latitude: -5, longitude: 100))
    try store.updateStop(renamed, in: trip.id)
    trip.stops[min(index, trip.stops.count - 1)] = renamed
    try expectConsistent(store, trip.id)
    #expect(try store.trip(id: trip.id)?.stops == trip.stops)
  }

  @Test("a stop added after the last one was deleted goes to the end, not into a gap")
  func addAfterDeletingLast() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("trips.sqlite"))
    let trip = try longTrip(5)
    try store.importTrips([trip])
    try store.removeStop(trip.stops[0].id, from: trip.id)
    try store.removeStop(trip.stops[1].id, from: trip.id)
    try store.addStop(to: trip.id, name: "Last", coordinate: Coordinate(latitude: 0, longitude: 0))
    #expect(try store.trip(id: trip.id)?.stops.map(\.name) == ["Stop 2", "Stop 3", "Stop 4", "Last"])
  }

  @Test("moving a stop that is not in the trip says which, and a missing trip says so")
  func missing() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("trips.sqlite"))
    let trip = try longTrip(3)
    try store.importTrips([trip])
    let ghost = StopID()
    #expect(throws: TripStoreError.stopNotFound(ghost)) {
      try store.moveStop(ghost, in: trip.id, by: 1)
    }
    let other = TripID()
    #expect(throws: TripStoreError.tripNotFound(other)) {
      try store.moveStop(trip.stops[0].id, in: other, to: 1)
    }
  }
}
