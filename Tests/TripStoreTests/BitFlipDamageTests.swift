import Foundation
import Geo
import TestSupport
import Testing
import TripModels

@testable import TripStore

/// Single-bit flips anywhere past a store's header, each case judged against an independent
/// `PRAGMA integrity_check` run on its own copy: a store SQLite finds damaged is never opened for
/// writing, and an export never turns a damaged name into a different one silently. The flips
/// SQLite cannot see (a digit of a coordinate, a letter of a name, still valid values) are found
/// by the rows' checksums: no flipped store exports different data without saying so.
@MainActor
@Suite("Bit flips in a store")
struct BitFlipDamageTests {
  /// How many flipped copies a run checks.
  static let cases = 200

  /// What became of one flipped store.
  enum Outcome: String, CaseIterable {
    case refused = "refused at open"
    case readOnly = "opened read-only (damage found at open)"
    case readOnlyByChecksum = "opened read-only (a row not matching its checksum, found at open)"
    case flaggedAtExport = "opened, damage found before export"
    case unchanged = "opened, export unchanged"
    case differentPayload = "opened, export different (a flipped coordinate or digit)"
  }

  @Test(
    "200 single-bit flips: every store failing integrity_check is refused or opened read-only, edits refused, bytes kept; none exports different data silently"
  )
  func flips() async throws {
    let folder = TemporaryDirectory()
    let original = folder.file("original.sqlite")
    do {
      let store = try SQLiteTripStore(path: original)
      for trip in 0..<30 {
        let made = try store.createTrip(named: "Trip \(trip) ✓ 東京")
        for stop in 0..<8 {
          let coordinate = Coordinate(
            latitude: Double(trip) + Double(stop) / 10, longitude: Double(stop) - 50)
          _ = try store.addStop(to: made.id, name: "S\(trip)-\(stop) Ünïcode", coordinate: coordinate)
        }
      }
      try store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }
    let pristine = try #require(bytes(of: original))
    let baseline = TripExchange.export(try SQLiteTripStore(path: original).allTrips(), as: .json)
    var generator = SplitMix64(seed: 0x5EED_F11B)
    var outcomes: [Outcome: Int] = [:]
    var failingCheck = 0
    var checksumOnly = 0
    let pristinePayload = try Self.payload(of: original)
    for index in 0..<Self.cases {
      await Task.yield()  // not for ordering: a long main-actor loop lets the other suites' work in between
      var data = pristine
      let offset = 100 + Int(generator.next() % UInt64(data.count - 100))
      data[offset] ^= UInt8(1 << (generator.next() % 8))
      let path = folder.file("flip-\(index).sqlite")
      let judge = folder.file("judge-\(index).sqlite")
      try data.write(to: URL(fileURLWithPath: path))
      try data.write(to: URL(fileURLWithPath: judge))
      let healthy = (try? OtherConnection.rows("PRAGMA integrity_check", on: judge)) == ["ok"]
      if !healthy { failingCheck += 1 }

      let outcome: Outcome
      if let store = try? SQLiteTripStore(path: path) {
        if let damage = store.damage {
          outcome = damage.contains("does not match its checksum") ? .readOnlyByChecksum : .readOnly
          if outcome == .readOnlyByChecksum {
            // Judged on its own copy too: SQLite finds nothing wrong, and a value (not only a
            // checksum) differs from the original's, or only the checksum does.
            #expect(healthy, "case \(index): the checksum is checked only once SQLite's own check passed")
            if (try? Self.payload(of: judge)) == pristinePayload { checksumOnly += 1 }
          }
          #expect(throws: TripStoreError.damagedReadOnly(path: path, reason: damage)) {
            try store.createTrip(named: "Not written")
          }
        } else {
          #expect(
            healthy, "case \(index) (byte \(offset)): a store failing integrity_check opened for writing")
          if (try? store.verifyIntegrity()) == nil {
            outcome = .flaggedAtExport
          } else if let trips = try? store.allTrips() {
            let export = TripExchange.export(trips, as: .json)
            outcome = export == baseline ? .unchanged : .differentPayload
            #expect(!export.contains("\u{FFFD}"), "case \(index): a damaged name exported as U+FFFD")
          } else {
            outcome = .flaggedAtExport  // the read itself found the damage
          }
        }
      } else {
        outcome = .refused
      }
      outcomes[outcome, default: 0] += 1
      #expect(bytes(of: path) == data, "case \(index): the damaged file was rewritten")
    }
    print("\(Self.cases) single-bit flips, \(failingCheck) failing integrity_check:")
    for outcome in Outcome.allCases { print("  \(outcomes[outcome] ?? 0) \(outcome.rawValue)") }
    print("  (of those found by a checksum, \(checksumOnly) had only a checksum flipped)")
    #expect(outcomes[.differentPayload, default: 0] == 0, "a flipped store exported different data silently")
  }

  /// Every trip and stop row's values (not its checksum), as plain SQL reads them.
  private static func payload(of path: String) throws -> [String] {
    try OtherConnection.rows(
      "SELECT \(RowChecksum.tripColumns.joined(separator: ", ")) FROM trip ORDER BY rowid", on: path)
      + OtherConnection.rows(
        "SELECT \(RowChecksum.stopColumns.joined(separator: ", ")) FROM waypoint ORDER BY rowid", on: path)
  }
}
