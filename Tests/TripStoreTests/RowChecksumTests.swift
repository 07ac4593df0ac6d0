import Foundation
import Geo
import TestSupport
import Testing
import TripModels

@testable import TripStore

/// Every trip and stop row keeps a checksum of its values (schema version 6): the migration gives
/// existing rows theirs, every write keeps them right, and a value changed behind the app's back
/// is reported as damage by reads and exports, and never edited into a row with a fresh checksum.
@MainActor
@Suite("Row checksums")
struct RowChecksumTests {
  // MARK: - Migration

  @Test("A version-5 store gets the checksums the app would have written, and exports the same bytes")
  func migratesVersion5() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("v5.sqlite")
    let written: [String]
    let exported: [String]
    do {
      let store = try SQLiteTripStore(path: path)
      try Self.fill(store)
      written = try Self.checksums(on: path)
      exported = try Self.exports(of: store)
    }
    #expect(written.count == 2 + 1 + 5, "two trips and a trip made by an import, five stops")
    // The version-5 layout: the same rows without their checksums.
    try OtherConnection.execute(
      OtherConnection.toVersion7
        + "ALTER TABLE trip DROP COLUMN checksum; ALTER TABLE waypoint DROP COLUMN checksum; "
        + "ALTER TABLE trip_road DROP COLUMN straight_legs; PRAGMA user_version = 5;",
      on: path)

    let store = try SQLiteTripStore(path: path)

    #expect(store.damage == nil)
    #expect(try store.connection.integer("PRAGMA user_version") == 8)
    #expect(try Self.checksums(on: path) == written, "the migration computes what the writes computed")
    #expect(try Self.exports(of: store) == exported)
    try store.verifyIntegrity()
    #expect(try store.undo() != nil, "the edits before the migration can still be undone")
    #expect(try RowChecksum.firstMismatch(in: store.connection) == nil)
  }

  // MARK: - Damage

  /// A change made by raw SQL, as damage would make it: the value changes, its checksum does not.
  enum Alteration: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case stopLatitude, stopName, stopNote, tripName

    var testDescription: String { rawValue }

    func sql(_ trip: Trip) -> String {
      let stop = trip.stops[0].id.uuidString
      return switch self {
      case .stopLatitude: "UPDATE waypoint SET latitude = latitude + 0.00001 WHERE id = '\(stop)'"
      case .stopName: "UPDATE waypoint SET name = 'Kyotp' WHERE id = '\(stop)'"
      case .stopNote: "UPDATE waypoint SET note = 'Gion at dusk' WHERE id = '\(stop)'"
      case .tripName: "UPDATE trip SET name = 'Kansaj' WHERE id = '\(trip.id.uuidString)'"
      }
    }

    var isStop: Bool { self != .tripName }
  }

  @Test(
    "A value changed behind the app's back is damage: reads and exports say so, edits are refused, never re-checksummed",
    arguments: Alteration.allCases)
  func alteredBehindTheAppsBack(_ alteration: Alteration) throws {
    let folder = TemporaryDirectory()
    let path = folder.file("altered.sqlite")
    let trip: Trip
    do {
      let store = try SQLiteTripStore(path: path)
      let made = try store.createTrip(named: "Kansai")
      for (name, place) in [("Kyoto", Places.kyoto), ("Osaka", Places.osaka), ("Nara", Places.nara)] {
        _ = try store.addStop(to: made.id, name: name, coordinate: place)
      }
      trip = try #require(try store.trip(id: made.id))
      try OtherConnection.execute(alteration.sql(trip), on: path)

      // Found by the reads that show or edit the row, and by the check before an export.
      #expect(Self.damage { _ = try store.trip(id: trip.id) } != nil)
      #expect(Self.damage { _ = try store.allTrips() } != nil)
      #expect(Self.damage { try store.verifyIntegrity() } != nil, "the check every export runs first")
      // After that check said so, the whole-store export still writes what can be read.
      var rescued = ""
      try TripExchange.export(from: store, as: .json, write: { rescued += $0 })
      #expect(rescued.contains("Nara"))
      if alteration.isStop {
        #expect(
          Self.damage {
            _ = try store.stops(of: trip.id, StopPageRequest(anchor: nil, direction: .forward, limit: 10))
          } != nil)
        #expect(Self.damage { _ = try store.stop(trip.stops[0].id, in: trip.id) } != nil)
      } else {
        #expect(Self.damage { _ = try store.tripSummary(id: trip.id) } != nil)
        #expect(Self.damage { _ = try store.tripSchedule(id: trip.id) } != nil)
      }

      // Every edit of the damaged row is refused as damage, and writes nothing.
      let first = trip.stops[0]
      let edits: [(String, () throws -> Void)] =
        alteration.isStop
        ? [
          ("note", { try store.updateStop(try first.with(note: "Edited"), in: trip.id) }),
          (
            "stay",
            {
              try store.setStay(
                StopStay(nights: 1, visitMinutes: 0) ?? .passingThrough, of: first.id, in: trip.id)
            }
          ),
          (
            "insert after",
            {
              try store.insertStop(
                try Stop(name: "Uji", coordinate: Places.kyoto), into: trip.id, after: first.id)
            }
          ),
          ("add", { _ = try store.addStop(to: trip.id, name: "Kobe", coordinate: Places.osaka) }),
          ("remove", { try store.removeStop(first.id, from: trip.id) }),
          ("move", { _ = try store.moveStop(first.id, in: trip.id, by: 1) }),
          ("reverse", { try store.reverseStops(in: trip.id) }),
        ]
        : [
          ("rename", { try store.renameTrip(trip.id, to: "Edited") }),
          ("schedule", { try store.setSchedule(.standard, of: trip.id) }),
          ("add", { _ = try store.addStop(to: trip.id, name: "Kobe", coordinate: Places.osaka) }),
          ("duplicate", { _ = try store.duplicateTrip(trip.id) }),
          ("delete", { try store.deleteTrip(trip.id) }),
        ]
      for (name, edit) in edits {
        #expect(Self.damage(edit) != nil, "\(name) was not refused as damage")
      }
      #expect(try Self.mismatchedRows(on: path) == 1, "the damaged row still does not match its checksum")
    }

    // Opened again, the damage is found at open: read-only, every edit refused, the file untouched.
    let before = bytes(of: path)
    do {
      let store = try SQLiteTripStore(path: path)
      let damage = try #require(store.damage)
      #expect(damage.contains("does not match its checksum"), "\(damage)")
      #expect(throws: TripStoreError.damagedReadOnly(path: path, reason: damage)) {
        try store.createTrip(named: "Not written")
      }
      #expect(Self.damage { try store.verifyIntegrity() } != nil)
    }
    #expect(bytes(of: path) == before)
  }

  // MARK: - Every write

  @Test("Random edits of every kind, imports, undos and redos leave every row matching its checksum")
  func editsKeepChecksums() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("edits.sqlite"))
    var random = SplitMix64(seed: 0xC4EC_5013)
    // Imported stops have consecutive positions (an insert between two moves the rest up), and a
    // trip longer than 256 stops has its summary adjusted by each edit instead of recomputed.
    try store.importTrips(
      [
        try Self.trip("Imported", stops: 12, random: &random),
        try Self.trip("Long", stops: 300, random: &random),
      ],
      onConflict: .keepBoth)
    var kinds: Set<String> = []
    for step in 0..<240 {
      let trips = try store.allTrips()  // reading checks every row read
      let kind = try Self.randomEdit(of: store, trips: trips, random: &random)
      kinds.insert(kind)
      if step % 10 == 9 {
        #expect(try RowChecksum.firstMismatch(in: store.connection) == nil, "after \(kind), step \(step)")
      }
    }
    #expect(kinds.count == 17, "\(kinds.sorted())")
    var undone = 0
    while undone < EditHistory.capacity, try store.undo() != nil { undone += 1 }
    #expect(undone > 100)
    #expect(try RowChecksum.firstMismatch(in: store.connection) == nil, "after undoing everything")
    while undone > 0, try store.redo() != nil { undone -= 1 }
    #expect(undone == 0)
    #expect(try RowChecksum.firstMismatch(in: store.connection) == nil, "after redoing everything")
    try store.verifyIntegrity()
  }

  // MARK: - Helpers

  /// One random edit of `store`; returns its kind.
  private static func randomEdit(
    of store: SQLiteTripStore, trips: [Trip], random: inout SplitMix64
  ) throws -> String {
    let choice = Int(random.next() % 18)
    guard let trip = trips.randomElement(using: &random) else {
      try store.createTrip(named: "Again")
      return "create"
    }
    // Without a stop anywhere (an undo can take them all away), a stop is added first.
    guard let stopTrip = trips.filter({ !$0.stops.isEmpty }).randomElement(using: &random),
      let stop = stopTrip.stops.randomElement(using: &random), choice != 4
    else {
      _ = try store.addStop(to: trip.id, name: "Added", coordinate: place(&random))
      return "add stop"
    }
    guard choice >= 4 else {
      switch choice {
      case 0:
        try store.createTrip(named: "Trip \(random.next() % 1000)")
        return "create"
      case 1:
        try store.renameTrip(trip.id, to: "Renamed ✓ \(random.next() % 1000)")
        return "rename trip"
      case 2 where trips.count > 3:
        try store.deleteTrip(trip.id)
        return "delete trip"
      default:
        try store.duplicateTrip(trip.id)
        return "duplicate"
      }
    }
    let index = stopTrip.stops.firstIndex(of: stop) ?? 0
    switch choice {
    case 5:
      try store.insertStop(
        try Stop(name: "Between", coordinate: place(&random)), into: stopTrip.id, after: stop.id)
      return "insert stop"
    case 6:
      try store.updateStop(
        try stop.with(name: "Edited 東京", coordinate: place(&random)).with(note: "note \(random.next() % 9)"),
        in: stopTrip.id)
      return "update stop"
    case 7:
      try store.removeStop(stop.id, from: stopTrip.id)
      return "remove stop"
    case 8:
      try store.moveStop(stop.id, in: stopTrip.id, to: Int(random.next() % UInt64(stopTrip.stops.count)))
      return "move stop to"
    case 9:
      _ = try store.moveStop(stop.id, in: stopTrip.id, by: index % 2 == 0 ? 2 : -1)
      return "move stop by"
    case 10:
      try store.reverseStops(in: stopTrip.id)
      return "reverse"
    case 11:
      let schedule = TripSchedule(
        startDate: CivilDate("2026-0\(1 + random.next() % 9)-1\(random.next() % 9)"),
        departureMinutes: Int(random.next() % 1440), dailyDrivingMinutes: 1 + Int(random.next() % 1440),
        estimateSpeedKmh: 1 + Int(random.next() % 300))
      try store.setSchedule(schedule, of: trip.id)
      return "schedule"
    case 12:
      let stay = StopStay(nights: Int(random.next() % 3), visitMinutes: Int(random.next() % 120))
      try store.setStay(stay ?? .passingThrough, of: stop.id, in: stopTrip.id)
      return "stay"
    case 13, 14:
      _ = try store.undo()
      return "undo"
    case 15:
      _ = try store.redo()
      return "redo"
    case 16:
      // The same trip with other content, replaced in place (logged row by row).
      var changed = try Trip(
        id: stopTrip.id, name: "Replaced", stops: Array(stopTrip.stops.reversed().prefix(5)))
      changed.schedule = stopTrip.schedule
      try store.importTrips([changed], onConflict: .replace)
      return "import replacing"
    default:
      // New trips, added by an import of a file (recorded compactly).
      let file = TripExchange.export(
        [try trip.copy(nameSuffix: " file"), try Self.trip("From a file", stops: 4, random: &random)],
        as: .json)
      try store.importFile(Data(file.utf8), fileName: "more.json", onConflict: .keepBoth)
      return "import file"
    }
  }

  private static func place(_ random: inout SplitMix64) -> Coordinate {
    Coordinate(
      latitude: Double(random.next() % 16_000) / 100 - 80,
      longitude: Double(random.next() % 36_000) / 100 - 180)
  }

  private static func trip(_ name: String, stops: Int, random: inout SplitMix64) throws -> Trip {
    var made: [Stop] = []
    for index in 0..<stops {
      made.append(
        try Stop(name: "\(name) \(index)", coordinate: place(&random), note: index % 3 == 0 ? "n" : ""))
    }
    return try Trip(name: name, stops: made)
  }

  /// Two trips with schedules, stays, notes and names beyond ASCII, and one imported.
  private static func fill(_ store: SQLiteTripStore) throws {
    let kansai = try store.createTrip(named: "Kansai ✓ 関西")
    let kyoto = try store.addStop(to: kansai.id, name: "京都", coordinate: Places.kyoto)
    try store.updateStop(try kyoto.with(note: "Fushimi Inari at dawn"), in: kansai.id)
    let osaka = try store.addStop(to: kansai.id, name: "大阪", coordinate: Places.osaka)
    try store.setStay(StopStay(nights: 2, visitMinutes: 90) ?? .passingThrough, of: osaka.id, in: kansai.id)
    try store.setSchedule(
      TripSchedule(
        startDate: CivilDate("2026-04-01"), departureMinutes: 480, dailyDrivingMinutes: 300,
        estimateSpeedKmh: 70),
      of: kansai.id)
    let coast = try store.createTrip(named: "Coast")
    _ = try store.addStop(to: coast.id, name: "Monterey", coordinate: Places.monterey)
    _ = try store.addStop(to: coast.id, name: "Carmel", coordinate: Places.carmel)
    try store.importTrips(
      [try Trip(name: "Empty, imported", stops: [try Stop(name: "Big Sur", coordinate: Places.bigSur)])],
      onConflict: .keepBoth)
  }

  /// Every trip's and stop's checksum, by id.
  private static func checksums(on path: String) throws -> [String] {
    try OtherConnection.rows(
      "SELECT 'trip', id, checksum FROM trip UNION ALL SELECT 'stop', id, checksum FROM waypoint ORDER BY 1, 2",
      on: path)
  }

  /// How many rows do not match their checksums.
  private static func mismatchedRows(on path: String) throws -> Int {
    let rows = try OtherConnection.rows(
      """
      SELECT (SELECT count(*) FROM trip WHERE NOT (\(RowChecksum.tripIntact())))
        + (SELECT count(*) FROM waypoint WHERE NOT (\(RowChecksum.stopIntact())))
      """, on: path)
    return Int(rows.first ?? "") ?? -1
  }

  /// The store in every export format, as the whole-store export writes it.
  private static func exports(of store: SQLiteTripStore) throws -> [String] {
    try TripExchange.Format.allCases.map { format in
      var out = ""
      try TripExchange.export(from: store, as: format, write: { out += $0 })
      return out
    }
  }

  /// The damage `body` reported (a corrupt store whose reason names a checksum), nil when it
  /// succeeded or failed otherwise.
  private static func damage(_ body: () throws -> Void) -> String? {
    do {
      try body()
    } catch TripStoreError.corrupt(_, let reason) where reason.contains("does not match its checksum") {
      return reason
    } catch {
      Issue.record("not reported as damage: \(error)")
    }
    return nil
  }
}
