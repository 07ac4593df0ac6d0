import Foundation
import Geo
import TestSupport
import Testing
import TripModels

@testable import TripStore

/// A long trip's outline is kept in runs (schema version 8) so that it opens without reading every
/// stop row: whatever changes the stops, the outline read is the one the rows give.
@MainActor
@Suite("Kept outlines of long trips")
struct KeptOutlineTests {
  /// A trip of `count` stops, some of them with stays.
  private func longTrip(_ count: Int) throws -> Trip {
    let stops = try (0..<count).map { number in
      var stop = try Stop(
        name: "Stop \(number)",
        coordinate: Coordinate(
          latitude: 40 + Double(number % 11) * 0.01, longitude: -120 + Double(number) * 0.001))
      if number % 97 == 0 { stop = stop.with(stay: try stay(nights: 1 + number % 3)) }
      return stop
    }
    return try Trip(name: "Long", stops: stops)
  }

  /// A store in a new folder holding one imported trip of `count` stops (the folder is kept for
  /// the test's length by the caller).
  private func storeWithTrip(_ count: Int) throws -> (TemporaryDirectory, SQLiteTripStore, Trip) {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("trips.sqlite"))
    let trip = try longTrip(count)
    try store.importTrips([trip])
    return (folder, store, trip)
  }

  /// A stay of `nights` nights and `minutes` visit minutes.
  private func stay(nights: Int = 0, minutes: Int = 0) throws -> StopStay {
    try #require(StopStay(nights: nights, visitMinutes: minutes))
  }

  /// The outline the stop rows give (the trip read whole).
  private func outlineFromRows(_ store: SQLiteTripStore, _ id: Trip.ID) throws -> StopOutline {
    StopOutline(try #require(try store.trip(id: id)).stops)
  }

  /// How many stops the trip's kept runs hold, and how many runs there are.
  private func kept(_ store: SQLiteTripStore, _ id: Trip.ID) throws -> (runs: Int, stops: Int) {
    let runs =
      try store.connection.integer(
        "SELECT COUNT(*) FROM outline_run WHERE trip_id = ?", [.uuid(id)]) ?? 0
    let stops =
      try store.connection.integer(
        "SELECT COALESCE(SUM(stop_count), 0) FROM outline_run WHERE trip_id = ?", [.uuid(id)]) ?? 0
    return (Int(runs), Int(stops))
  }

  @Test("The first read keeps a long trip's outline in runs; the next reads them back the same")
  func keptAndReadBack() throws {
    let (folder, store, trip) = try storeWithTrip(10_000)
    #expect(try kept(store, trip.id).runs == 0, "an import keeps nothing")

    let first = try #require(try store.stopOutline(of: trip.id))
    #expect(first == StopOutline(trip.stops))
    #expect(try kept(store, trip.id) == (3, 10_000), "4,096 stops twice, then the 1,808 left")

    let again = try #require(try store.stopOutline(of: trip.id))
    #expect(again == first)
    let reopened = try SQLiteTripStore(path: folder.file("trips.sqlite"))
    #expect(try reopened.stopOutline(of: trip.id) == first)
  }

  @Test("A trip shorter than a run is read from its rows and keeps nothing")
  func shortTripKeepsNothing() throws {
    let (folder, store, trip) = try storeWithTrip(KeptOutline.shortestRun - 1)
    defer { _ = folder }
    #expect(try store.stopOutline(of: trip.id) == StopOutline(trip.stops))
    #expect(try kept(store, trip.id).runs == 0)
  }

  @Test(
    "An edit forgets the run it touched, and the next read keeps it again", arguments: [0, 5_000, 11_999])
  func editForgetsItsRun(index: Int) throws {
    let (folder, store, trip) = try storeWithTrip(12_000)
    defer { _ = folder }
    _ = try store.stopOutline(of: trip.id)
    #expect(try kept(store, trip.id) == (3, 12_000))

    try store.setStay(try stay(nights: 2), of: trip.stops[index].id, in: trip.id)
    #expect(try kept(store, trip.id).runs == 2, "one run of three forgotten")
    #expect(try store.stopOutline(of: trip.id) == (try outlineFromRows(store, trip.id)))
    #expect(try kept(store, trip.id) == (3, 12_000))

    let stop = try #require(try store.stop(trip.stops[index].id, in: trip.id))
    try store.updateStop(try stop.with(name: "Renamed", coordinate: stop.coordinate), in: trip.id)
    #expect(try kept(store, trip.id).runs == 3, "a name is not in the outline")
  }

  @Test("Random edits, undos and redos: every outline read equals the rows'")
  func randomEdits() throws {
    let (folder, store, trip) = try storeWithTrip(6_000)
    defer { _ = folder }
    var random = SplitMix64(seed: 28)
    for step in 0..<60 {
      let stops = try #require(try store.stopOutline(of: trip.id))
      #expect(stops == (try outlineFromRows(store, trip.id)), "step \(step)")
      let index = Int.random(in: 0..<stops.count, using: &random)
      let id = stops.ids[index]
      switch Int.random(in: 0..<8, using: &random) {
      case 0: try store.moveStop(id, in: trip.id, to: Int.random(in: 0..<stops.count, using: &random))
      case 1: _ = try store.moveStop(id, in: trip.id, by: Bool.random(using: &random) ? 1 : -1)
      case 2: try store.removeStop(id, from: trip.id)
      case 3:
        _ = try store.insertStop(
          try Stop(name: "New \(step)", coordinate: Coordinate(latitude: -30, longitude: Double(step))),
          into: trip.id, after: Bool.random(using: &random) ? id : nil)
      case 4: try store.setStay(try stay(minutes: 30 + step), of: id, in: trip.id)
      case 5:
        let stop = try #require(try store.stop(id, in: trip.id))
        let moved = try stop.with(
          name: stop.name, coordinate: Coordinate(latitude: 1, longitude: Double(step)))
        try store.updateStop(moved, in: trip.id)
      case 6: _ = try store.undo()
      default: _ = try store.redo()
      }
    }
    try store.reverseStops(in: trip.id)
    #expect(try store.stopOutline(of: trip.id) == (try outlineFromRows(store, trip.id)))
  }

  @Test("Another program's change to a stop forgets the run it is in")
  func otherProgramsWrite() throws {
    let (folder, store, trip) = try storeWithTrip(5_000)
    let path = folder.file("trips.sqlite")
    _ = try store.stopOutline(of: trip.id)

    try OtherConnection.execute(
      "UPDATE waypoint SET \(RowChecksum.stopUpdate(["latitude": "12.5"])) WHERE id = '\(trip.stops[10].id.uuidString)'",
      on: path)
    let outline = try #require(try store.stopOutline(of: trip.id))
    #expect(outline.coordinates[10].latitude == 12.5)
    #expect(outline == (try outlineFromRows(store, trip.id)))
  }

  @Test(
    "A run that does not read back is not trusted: the rows are read and kept afresh",
    arguments: [
      "UPDATE outline_run SET stops = zeroblob(100)",
      "UPDATE outline_run SET stop_count = stop_count - 1",
      "UPDATE outline_run SET stops = CAST(substr(stops, 1, 16) || x'01' || substr(stops, 18) AS BLOB)",
      "UPDATE outline_run SET stops = CAST(substr(stops, 1, 16) || x'0000000000C07F40' || substr(stops, 25) AS BLOB)",
      """
      UPDATE outline_run SET last_position = last_position + 1000000000
      WHERE first_position = (SELECT MIN(first_position) FROM outline_run)
      """,
      "DELETE FROM outline_run",
    ])
  func damagedRuns(script: String) throws {
    let (folder, store, trip) = try storeWithTrip(9_000)
    let path = folder.file("trips.sqlite")
    _ = try store.stopOutline(of: trip.id)

    try OtherConnection.execute(script, on: path)
    #expect(try store.stopOutline(of: trip.id) == StopOutline(trip.stops))
    #expect(try kept(store, trip.id) == (2, 9_000), "kept again")
    #expect(try store.stopOutline(of: trip.id) == StopOutline(trip.stops))
  }

  @Test("While another program holds the write lock, a long trip still opens: nothing kept, no failure")
  func lockedStoreKeepsNothing() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("trips.sqlite")
    let trip = try longTrip(2_000)
    let store = try SQLiteTripStore(path: path, busyTimeout: .milliseconds(20))
    try store.importTrips([trip])
    let lock = try OtherConnection.holdLock(on: path, exclusive: false)

    #expect(try store.stopOutline(of: trip.id) == StopOutline(trip.stops))
    #expect(try kept(store, trip.id).runs == 0)
    #expect(store.failureCount == 0, "keeping is not the read's failure")

    lock.release()
    #expect(try store.stopOutline(of: trip.id) == StopOutline(trip.stops))
    #expect(try kept(store, trip.id) == (1, 2_000))
  }

  @Test("Every single bit flipped in a run's blob changes its checksum")
  func checksumSeesEveryBitFlip() throws {
    var random = SplitMix64(seed: 36)
    let blob = (0..<(KeptOutline.stride * 10 + 3)).map { _ in UInt8.random(in: 0...255, using: &random) }
    let original = blob.withUnsafeBytes(KeptOutline.checksum)
    for bit in 0..<(blob.count * 8) {
      var flipped = blob
      flipped[bit / 8] ^= 1 << (bit % 8)
      #expect(flipped.withUnsafeBytes(KeptOutline.checksum) != original, "bit \(bit)")
    }
  }

  @Test("A stop written finds its run through an index holding both positions, not by reading runs")
  func triggersProbeAnIndex() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("trips.sqlite"))
    let plan = try store.connection.query(
      "EXPLAIN QUERY PLAN DELETE FROM outline_run WHERE trip_id = ? AND first_position <= ? AND last_position >= ?",
      [.text("t"), .integer(5), .integer(5)]
    ) { $0.text(3) ?? "" }
    // Both positions are in the index, so the probe compares them there; a table keyed by the first
    // position alone (`USING PRIMARY KEY`) read each run's blob pages to compare the last.
    #expect(plan.joined().contains("INDEX outline_run_span (trip_id=? AND first_position<?)"), "\(plan)")
  }

  @Test("A version-7 file gains a place for kept outlines; its long trip reads the same and is kept")
  func migratesVersion7() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("v7.sqlite")
    let trip = try longTrip(3_000)
    do {
      let store = try SQLiteTripStore(path: path)
      try store.importTrips([trip])
    }
    try OtherConnection.execute(OtherConnection.toVersion7, on: path)

    let store = try SQLiteTripStore(path: path)
    #expect(try store.connection.integer("PRAGMA user_version") == 8)
    #expect(try store.stopOutline(of: trip.id) == StopOutline(trip.stops))
    #expect(try kept(store, trip.id) == (1, 3_000))
    try store.deleteTrip(trip.id)
    #expect(try store.connection.integer("SELECT COUNT(*) FROM outline_run") == 0)
  }
}
