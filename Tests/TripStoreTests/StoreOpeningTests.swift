import Foundation
import Geo
import Testing
import TripModels

@testable import TripStore

@MainActor
@Suite("Opening a store")
struct StoreOpeningTests {
  @Test("The default store is created in new 0700 folders and seeded with two sample trips")
  func defaultStoreSeeded() throws {
    let folder = TemporaryDirectory()
    let location = StoreLocation.resolve(
      explicitPath: nil, environment: ["XDG_DATA_HOME": folder.file("data")], homeDirectory: folder.path)
    let store = try SQLiteTripStore(location: location)
    let summaries = try store.tripSummaries(offset: 0, limit: 10)
    #expect(summaries.map(\.name) == ["Pacific Coast", "京都 → 大阪"])
    #expect(summaries.map(\.firstStopName) == ["Monterey", "京都"])
    #expect(summaries.map(\.lastStopName) == ["Santa Barbara", "大阪"])
    for path in [folder.file("data"), folder.file("data/roadtrip")] {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.file("data/roadtrip"))
    #expect(files.contains("roadtrip.sqlite"))
    #expect(
      !files.contains { $0.hasSuffix(".creating") }, "the temporary file was linked into place and removed")
  }

  @Test("The default store is seeded once: trips the user deleted do not come back")
  func seededOnce() throws {
    let folder = TemporaryDirectory()
    let location = StoreLocation(path: folder.file("roadtrip.sqlite"), seedsSampleTrips: true)
    do {
      let store = try SQLiteTripStore(location: location)
      for trip in try store.allTrips() { try store.deleteTrip(trip.id) }
    }
    let reopened = try SQLiteTripStore(location: location)
    #expect(try reopened.tripCount() == 0)
  }

  @Test("A --store path in a folder that does not exist is refused, and nothing is made")
  func explicitStoreNeedsItsFolder() throws {
    let folder = TemporaryDirectory()
    let location = StoreLocation.resolve(
      explicitPath: folder.file("typo/deeper/mine.sqlite"), environment: ["HOME": folder.path])
    #expect(throws: TripStoreError.self) { try SQLiteTripStore(location: location) }
    do {
      _ = try SQLiteTripStore(location: location)
    } catch {
      #expect(
        error.description
          == "cannot open store \(location.path): there is no folder \(folder.file("typo/deeper")); create it first"
      )
    }
    #expect(!FileManager.default.fileExists(atPath: folder.file("typo")))
  }

  @Test("A --store path starts empty, and its data survives reopening")
  func explicitStoreStartsEmpty() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("nested/mine.sqlite")
    var id: TripID?
    do {
      let store = try SQLiteTripStore(path: path)
      #expect(try store.tripCount() == 0)
      let trip = try store.createTrip(named: "Kansai")
      try store.addStop(to: trip.id, name: "京都", coordinate: Places.kyoto)
      try store.setSetting("units", to: "mi")
      id = trip.id
    }
    let reopened = try SQLiteTripStore(path: path)
    let tripID = try #require(id)
    #expect(try reopened.trip(id: tripID)?.stops.map(\.name) == ["京都"])
    #expect(try reopened.setting("units") == "mi")
  }

  @Test("The connection runs in WAL mode with synchronous=FULL, foreign keys and a busy timeout")
  func pragmas() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("s.sqlite"), busyTimeout: .milliseconds(1500))
    let connection = store.connection
    #expect(try connection.query("PRAGMA journal_mode") { $0.text(0) } == ["wal"])
    #expect(try connection.integer("PRAGMA synchronous") == 2)
    #expect(try connection.integer("PRAGMA foreign_keys") == 1)
    #expect(try connection.integer("PRAGMA busy_timeout") == 1500)
    #expect(try connection.integer("PRAGMA user_version") == 8)
  }

  @Test("Cached summaries match the stops after every kind of edit")
  func cachedSummariesStayExact() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(
      location: StoreLocation(path: folder.file("s.sqlite"), seedsSampleTrips: true))
    let coast = try #require(try store.allTrips().first)
    try store.moveStop(coast.stops[4].id, in: coast.id, to: 1)
    try store.removeStop(coast.stops[0].id, from: coast.id)
    try store.updateStop(try coast.stops[2].with(name: "Nara", coordinate: Places.nara), in: coast.id)
    try store.addStop(to: coast.id, name: "Osaka", coordinate: Places.osaka)
    let loaded = try store.allTrips()
    #expect(try store.tripSummaries(offset: 0, limit: 10) == loaded.map(TripSummary.init))
    let positions = try store.connection.query(
      "SELECT position FROM waypoint WHERE trip_id = ? ORDER BY position", [.uuid(coast.id)]
    ) { $0.int(0) }
    // Positions only order the stops (a deleted stop leaves a gap): they must be distinct.
    #expect(Set(positions).count == positions.count)
  }

  @Test("Another program keeping the store locked gives a typed error naming the file")
  func lockedTooLong() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("locked.sqlite")
    do { _ = try SQLiteTripStore(path: path) }
    let before = bytes(of: path)
    let holder = try OtherConnection.holdLock(on: path, exclusive: true)
    #expect(throws: TripStoreError.locked(path: path)) {
      _ = try SQLiteTripStore(path: path, busyTimeout: .milliseconds(100))
    }
    holder.release()
    #expect(bytes(of: path) == before)
    #expect(TripStoreError.locked(path: path).description.contains(path))
  }

  @Test("A write that waits too long for a lock fails with a typed error and saves nothing")
  func lockedWrite() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("busy.sqlite")
    let store = try SQLiteTripStore(path: path, busyTimeout: .milliseconds(100))
    let holder = try OtherConnection.holdLock(on: path, exclusive: false)
    #expect(throws: TripStoreError.locked(path: path)) { try store.createTrip(named: "Blocked") }
    holder.release()
    #expect(try store.tripCount() == 0)
    try store.createTrip(named: "After")
    #expect(try store.tripCount() == 1)
  }
}
