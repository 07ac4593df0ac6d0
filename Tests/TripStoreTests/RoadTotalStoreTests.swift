import Foundation
import Geo
import TestSupport
import Testing
import TripModels

@testable import TripStore

/// A trip's total by road, kept for the list: shown while the trip's stops are the ones it was
/// routed for, hidden by any change to them and shown again when the change is undone.
@MainActor
@Suite("Road totals for the trip list")
struct RoadTotalStoreTests {
  private let total = TripRoadTotal(meters: 41_250, seconds: 2_940)

  /// A repository with one 3-stop trip (Monterey, Carmel, Big Sur).
  private func repositoryWithTrip(
    _ kind: RepositoryKind
  ) throws -> (any TripRepository, Trip, TemporaryDirectory?) {
    let (repository, folder) = try kind.make()
    let trip = try repository.createTrip(named: "Big Sur")
    for (name, place) in [
      ("Monterey", Places.monterey), ("Carmel", Places.carmel), ("Big Sur", Places.bigSur),
    ] {
      try repository.addStop(to: trip.id, name: name, coordinate: place)
    }
    return (repository, try #require(try repository.trip(id: trip.id)), folder)
  }

  @Test(
    "Keeping a total reports the trip changed, marked as its kept total alone (the list reads it, the trip's screen nothing)",
    arguments: RepositoryKind.allCases)
  func reportedAsTheTotalAlone(kind: RepositoryKind) throws {
    let (repository, trip, folder) = try repositoryWithTrip(kind)
    defer { _ = folder }
    var changes: [TripStoreChange] = []
    let observation = repository.addObserver { changes.append($0) }
    defer { observation.cancel() }
    try repository.keepRoadTotal(total, of: trip.id, through: trip.stops.map(\.coordinate))
    #expect(changes == [TripStoreChange(changedTrips: [trip.id])])
    #expect(changes.first?.roadTotalTrips == [trip.id])
    _ = try repository.moveStop(trip.stops[2].id, in: trip.id, by: -1)
    #expect(changes.last?.roadTotalTrips == [], "an edit is not a kept total")
  }

  @Test(
    "A kept total is in every summary until a stop moves; undo shows it again",
    arguments: RepositoryKind.allCases)
  func shownWhileStopsMatch(kind: RepositoryKind) throws {
    let (repository, trip, folder) = try repositoryWithTrip(kind)
    defer { _ = folder }
    #expect(try repository.tripSummary(id: trip.id)?.road == nil)

    try repository.keepRoadTotal(total, of: trip.id, through: trip.stops.map(\.coordinate))

    #expect(try repository.tripSummary(id: trip.id)?.road == total)
    #expect(try repository.tripSummaries(offset: 0, limit: 10).first?.road == total)
    #expect(
      try repository.tripSummaries(TripPageRequest(anchor: nil, direction: .down, limit: 10)).first?.summary
        .road == total)
    #expect(try repository.tripSummaries(matching: "big", limit: 10).first?.road == total)

    _ = try repository.moveStop(trip.stops[2].id, in: trip.id, by: -1)
    #expect(try repository.tripSummary(id: trip.id)?.road == nil, "the legs changed: the total is not theirs")
    _ = try repository.undo()
    #expect(try repository.tripSummary(id: trip.id)?.road == total)

    try repository.removeStop(trip.stops[1].id, from: trip.id)
    #expect(try repository.tripSummary(id: trip.id)?.road == nil)
  }

  @Test(
    "A total with legs the router found no road for is kept with how many, and replaced by the whole road's",
    arguments: RepositoryKind.allCases)
  func partialTotal(kind: RepositoryKind) throws {
    let (repository, trip, folder) = try repositoryWithTrip(kind)
    defer { _ = folder }
    let stops = trip.stops.map(\.coordinate)
    let partial = TripRoadTotal(meters: 40_100, seconds: 1_500, straightLegs: 1)
    try repository.keepRoadTotal(partial, of: trip.id, through: stops)
    #expect(try repository.tripSummary(id: trip.id)?.road == partial)
    #expect(try repository.tripSummary(id: trip.id)?.road?.isWhollyByRoad == false)
    try repository.keepRoadTotal(total, of: trip.id, through: stops)
    #expect(try repository.tripSummary(id: trip.id)?.road == total)
    #expect(try repository.tripSummaries(offset: 0, limit: 10).first?.road?.isWhollyByRoad == true)
  }

  @Test("A version-6 file's kept totals are of wholly routed trips: they migrate as such")
  func version6TotalsMigrate() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("v6.sqlite")
    let stops: [Coordinate]
    let tripID: TripID
    do {
      let store = try SQLiteTripStore(path: path)
      let trip = try store.createTrip(named: "Kansai")
      try store.addStop(to: trip.id, name: "京都", coordinate: Places.kyoto)
      try store.addStop(to: trip.id, name: "大阪", coordinate: Places.osaka)
      stops = [Places.kyoto, Places.osaka]
      tripID = trip.id
      try store.keepRoadTotal(total, of: trip.id, through: stops)
    }
    try OtherConnection.execute(
      OtherConnection.toVersion7
        + "ALTER TABLE trip_road DROP COLUMN straight_legs; PRAGMA user_version = 6;",
      on: path)

    let store = try SQLiteTripStore(path: path)

    #expect(try store.connection.integer("PRAGMA user_version") == 8)
    #expect(store.damage == nil)
    #expect(try store.tripSummary(id: tripID)?.road == total)
    #expect(total.isWhollyByRoad)
  }

  @Test(
    "Stops that changed since they were routed keep nothing; nil forgets", arguments: RepositoryKind.allCases)
  func staleStopsKeepNothing(kind: RepositoryKind) throws {
    let (repository, trip, folder) = try repositoryWithTrip(kind)
    defer { _ = folder }
    let routed = trip.stops.map(\.coordinate).reversed() as [Coordinate]
    try repository.keepRoadTotal(total, of: trip.id, through: routed)
    #expect(try repository.tripSummary(id: trip.id)?.road == nil)

    try repository.keepRoadTotal(total, of: trip.id, through: trip.stops.map(\.coordinate))
    try repository.keepRoadTotal(nil, of: trip.id, through: trip.stops.map(\.coordinate))
    #expect(try repository.tripSummary(id: trip.id)?.road == nil)
    #expect(try repository.undo()?.kind == .addStop, "keeping a total is not an edit")
  }

  @Test("Observers hear a header change once; keeping the same total again writes nothing")
  func reportsOnlyChanges() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("trips.sqlite"))
    let trip = try store.createTrip(named: "Kansai")
    try store.addStop(to: trip.id, name: "京都", coordinate: Places.kyoto)
    try store.addStop(to: trip.id, name: "大阪", coordinate: Places.osaka)
    var heard: [TripStoreChange] = []
    let observation = store.addObserver { heard.append($0) }
    defer { observation.cancel() }
    let stops = [Places.kyoto, Places.osaka]

    try store.keepRoadTotal(total, of: trip.id, through: stops)
    let version = try store.connection.integer("PRAGMA data_version")
    let other = try SQLiteTripStore(path: folder.file("trips.sqlite"))
    try other.keepRoadTotal(total, of: trip.id, through: stops)

    #expect(heard == [TripStoreChange(changedTrips: [trip.id])])
    #expect(heard.first?.renamedTrips == [trip.id], "only the header changed: no stops to read again")
    #expect(
      try store.connection.integer("PRAGMA data_version") == version, "the same total is not written again")
    #expect(try other.tripSummary(id: trip.id)?.road == total)
  }

  @Test("Deleting a trip forgets its total; a version-4 file gains the table and keeps its trips")
  func deletesAndMigrates() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("v4.sqlite")
    let id = "00000000-0000-4000-8000-000000000001"
    try OtherConnection.execute(
      StoreSchema.version1 + StoreSchema.upgradeToVersion2 + StoreSchema.upgradeToVersion3
        + StoreSchema.upgradeToVersion4 + """
          INSERT INTO trip(id, name, sort_key, stop_count, total_meters, first_stop_name, last_stop_name)
          VALUES ('\(id)', 'Kansai', 1, 2, 38750.5, '京都', '大阪');
          INSERT INTO waypoint(trip_id, id, position, name, latitude, longitude, note) VALUES
            ('\(id)', '00000000-0000-4000-8000-0000000000A1', 0, '京都', 35.02107, 135.75385, ''),
            ('\(id)', '00000000-0000-4000-8000-0000000000A2', 7, '大阪', 34.69379, 135.50107, '');
          """, on: path)

    let store = try SQLiteTripStore(path: path)
    let tripID = try #require(TripID(uuidString: id))

    #expect(try store.connection.integer("PRAGMA user_version") == 8)
    #expect(try store.tripSummary(id: tripID)?.name == "Kansai")
    try store.keepRoadTotal(total, of: tripID, through: [Places.kyoto, Places.osaka])
    #expect(try store.tripSummary(id: tripID)?.road == total)
    try store.deleteTrip(tripID)
    #expect(try store.connection.integer("SELECT COUNT(*) FROM trip_road") == 0)
  }
}
