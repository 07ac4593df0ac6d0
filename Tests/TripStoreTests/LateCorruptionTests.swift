import Foundation
import Testing
import TripModels
import TripStore

/// Stores up to the quick-check size are checked page by page on open; damage that appears after
/// opening (or in bigger stores) is reported by the call that reads it. Either way the file is
/// never rewritten.
@MainActor
@Suite("Damage found on opening and after")
struct LateCorruptionTests {
  @Test(
    "A damaged stop page is found on open (integrity_check): the store opens read-only, reading the stops and every edit fail, the file is not rewritten"
  )
  func damagedStopPageOnOpen() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("late.sqlite")
    do { _ = try SQLiteTripStore(location: StoreLocation(path: path, seedsSampleTrips: true)) }
    let data = try damageStopPage(of: path)

    let store = try SQLiteTripStore(path: path)
    let damage = try #require(store.damage, "opened for writing")
    #expect(throws: TripStoreError.damagedReadOnly(path: path, reason: damage)) {
      try store.createTrip(named: "Not written")
    }
    let error = #expect(throws: TripStoreError.self) { try store.allTrips() }
    guard case .corrupt(let reportedPath, _) = error else {
      Issue.record("expected corrupt, got \(String(describing: error))")
      return
    }
    #expect(reportedPath == path)
    #expect(bytes(of: path) == data)
  }

  @Test("A stop page damaged after opening gives a typed error on reading, and the file is not rewritten")
  func damagedStopPageAfterOpening() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("late.sqlite")
    do { _ = try SQLiteTripStore(location: StoreLocation(path: path, seedsSampleTrips: true)) }
    let store = try SQLiteTripStore(path: path)
    let data = try damageStopPage(of: path)

    #expect(try store.tripSummaries(offset: 0, limit: 5).count == 2, "summaries do not read stops")
    let error = #expect(throws: TripStoreError.self) { try store.allTrips() }
    guard case .corrupt(let reportedPath, _) = error else {
      Issue.record("expected corrupt, got \(String(describing: error))")
      return
    }
    #expect(reportedPath == path)
    #expect(bytes(of: path) == data)
  }

  @Test("A trip whose cached stop count disagrees with its stop rows is reported, never exported short")
  func stopCountMismatch() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("count.sqlite")
    do { _ = try SQLiteTripStore(location: StoreLocation(path: path, seedsSampleTrips: true)) }
    try OtherConnection.execute(
      "DELETE FROM waypoint WHERE rowid = (SELECT min(rowid) FROM waypoint);", on: path)
    let store = try SQLiteTripStore(path: path)
    let error = #expect(throws: TripStoreError.self) { try store.allTrips() }
    guard case .corrupt(_, let reason) = error else {
      Issue.record("expected corrupt, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("stops but"), "\(reason)")
  }

  @Test("An outline lists ids in either case; a stop id that is not UUID text is reported as damage")
  func stopIDsInOutline() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("ids.sqlite")
    let trips = try SQLiteTripStore(location: StoreLocation(path: path, seedsSampleTrips: true)).allTrips()
    let trip = try #require(trips.first { !$0.stops.isEmpty })
    try OtherConnection.execute("UPDATE waypoint SET id = lower(id);", on: path)
    #expect(try SQLiteTripStore(path: path).stopOutline(of: trip.id)?.ids == trip.stops.map(\.id))
    try OtherConnection.execute(
      "UPDATE waypoint SET id = 'g' || substr(id, 2) WHERE id = lower('\(trip.stops[0].id.uuidString)');",
      on: path)
    let error = #expect(throws: TripStoreError.self) {
      try SQLiteTripStore(path: path).stopOutline(of: trip.id)
    }
    guard case .corrupt(_, let reason) = error else {
      Issue.record("expected corrupt, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("bad id"), "\(reason)")
  }

  /// Overwrites the start of the waypoint table's root page; returns the file's new bytes.
  private func damageStopPage(of path: String) throws -> Data {
    let root = try OtherConnection.rows(
      "SELECT rootpage FROM sqlite_schema WHERE name = 'waypoint'", on: path)
    let page = try #require(root.first.flatMap { Int($0) })
    var data = try #require(bytes(of: path))
    data.replaceSubrange(
      (page - 1) * 4096..<(page - 1) * 4096 + 64, with: [UInt8](repeating: 0xA5, count: 64))
    try data.write(to: URL(fileURLWithPath: path))
    return data
  }
}
