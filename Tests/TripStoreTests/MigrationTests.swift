import Foundation
import Testing
import TripModels
import TripStore

@testable import TripStore

/// Version-0 stores (the prototype's layout, `user_version` 0) are upgraded to version 1.
@MainActor
@Suite("Migrations")
struct MigrationTests {
  private static let version0Schema = """
    CREATE TABLE trips(id TEXT PRIMARY KEY, name TEXT NOT NULL, created_at REAL NOT NULL);
    CREATE TABLE waypoints(
      id TEXT PRIMARY KEY, trip_id TEXT NOT NULL, idx INTEGER NOT NULL,
      name TEXT NOT NULL, lat REAL NOT NULL, lon REAL NOT NULL);
    """

  private let older = TripID(uuidString: "00000000-0000-4000-8000-000000000001") ?? TripID()
  private let newer = TripID(uuidString: "00000000-0000-4000-8000-000000000002") ?? TripID()

  private func makeVersion0(at path: String, osakaLatitude: String = "34.69379") throws {
    try OtherConnection.execute(
      Self.version0Schema + """
        INSERT INTO trips VALUES ('\(older.uuidString)', 'Kansai', 100), ('\(newer.uuidString)', 'Coast', 200);
        INSERT INTO waypoints VALUES
          ('00000000-0000-4000-8000-0000000000A2', '\(older.uuidString)', 2, '大阪', \(osakaLatitude), 135.50107),
          ('00000000-0000-4000-8000-0000000000A1', '\(older.uuidString)', 1, '京都', 35.02107, 135.75385),
          ('00000000-0000-4000-8000-0000000000B1', '\(newer.uuidString)', 1, 'Monterey', 36.60024, -121.89468);
        """, on: path)
  }

  @Test("A version-0 file is migrated: trips, order, stops and cached summaries")
  func migratesVersion0() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("v0.sqlite")
    try makeVersion0(at: path)

    let store = try SQLiteTripStore(path: path)

    #expect(try store.tripSummaries(offset: 0, limit: 5).map(\.name) == ["Coast", "Kansai"])
    let kansai = try #require(try store.trip(id: older))
    #expect(kansai.stops.map(\.name) == ["京都", "大阪"])
    #expect(try store.tripSummaries(offset: 1, limit: 1) == [TripSummary(kansai)])
    #expect(try store.tripCount() == 2)
    #expect(try store.connection.integer("PRAGMA user_version") == 8)
    let tables = try OtherConnection.rows(
      "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name", on: path)
    #expect(
      tables == [
        "edit", "edit_row", "outline_run", "road_leg", "setting", "sqlite_sequence", "trip", "trip_road",
        "trip_stats", "waypoint",
      ])
  }

  @Test("A version-0 file with an invalid row is refused and left untouched")
  func refusesInvalidVersion0() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("bad-v0.sqlite")
    try makeVersion0(at: path, osakaLatitude: "134.69")
    let before = bytes(of: path)

    let error = #expect(throws: TripStoreError.self) { _ = try SQLiteTripStore(path: path) }

    guard case .corrupt(let reportedPath, let reason) = error else {
      Issue.record("expected corrupt, got \(String(describing: error))")
      return
    }
    #expect(reportedPath == path)
    #expect(reason.contains("latitude 134.69"))
    #expect(bytes(of: path) == before)
  }

  @Test("An SQLite file without tables (or with only a view) is someone else's: refused, unchanged")
  func refusesForeignEmptyDatabase() throws {
    let folder = TemporaryDirectory()
    for (name, script) in [
      ("blank.sqlite", "PRAGMA user_version = 0; VACUUM;"), ("view.sqlite", "CREATE VIEW v AS SELECT 1;"),
    ] {
      let path = folder.file(name)
      try OtherConnection.execute(script, on: path)
      let before = bytes(of: path)
      let error = #expect(throws: TripStoreError.self) { _ = try SQLiteTripStore(path: path) }
      guard case .notAStore(_, let reason) = error else {
        Issue.record("expected notAStore, got \(String(describing: error))")
        continue
      }
      #expect(reason == "it is an SQLite database without RoadTrip's tables")
      #expect(bytes(of: path) == before)
      #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
      #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }
  }

  @Test("A version-1 file (the schema before notes and history) gets both, keeping every row")
  func migratesVersion1() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("v1.sqlite")
    try OtherConnection.execute(
      StoreSchema.version1 + """
        INSERT INTO trip(id, name, sort_key, stop_count, total_meters, first_stop_name, last_stop_name)
        VALUES ('\(older.uuidString)', 'Kansai', 1, 2, 38750.5, '京都', '大阪');
        INSERT INTO waypoint VALUES
          ('\(older.uuidString)', '00000000-0000-4000-8000-0000000000A1', 0, '京都', 35.02107, 135.75385),
          ('\(older.uuidString)', '00000000-0000-4000-8000-0000000000A2', 7, '大阪', 34.69379, 135.50107);
        """, on: path)

    let store = try SQLiteTripStore(path: path)

    #expect(try store.connection.integer("PRAGMA user_version") == 8)
    let kansai = try #require(try store.trip(id: older))
    #expect(kansai.stops.map(\.name) == ["京都", "大阪"])
    #expect(kansai.stops.map(\.note) == ["", ""])
    #expect(try store.tripSummaries(offset: 0, limit: 1).first?.totalMeters == 38750.5, "cached summary kept")
    try store.updateStop(try kansai.stops[0].with(note: "Fushimi Inari at dawn"), in: older)
    #expect(try store.trip(id: older)?.stops[0].note == "Fushimi Inari at dawn")
    #expect(try store.undo()?.description == "note on “京都”")
    #expect(try store.trip(id: older) == kansai)
    #expect(try store.undo() == nil, "the migration itself is not an edit")
  }
}
