import Foundation
import Testing
import TripModels
import TripStore

@testable import TripStore

/// Two repositories on one file, or a store and another program's raw SQL connection, see each
/// other's edits through `checkForExternalChanges()`.
@MainActor
@Suite("External changes")
struct ExternalChangeTests {
  @Test("Two stores on one file see each other's edits, reported as external changes")
  func twoConnections() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("shared.sqlite")
    let first = try SQLiteTripStore(path: path)
    let second = try SQLiteTripStore(path: path)
    var heardBySecond: [TripStoreChange] = []
    var heardByFirst: [TripStoreChange] = []
    let secondToken = second.addObserver { heardBySecond.append($0) }
    let firstToken = first.addObserver { heardByFirst.append($0) }
    defer { _ = (firstToken, secondToken) }

    try second.checkForExternalChanges()
    #expect(heardBySecond.isEmpty, "nothing changed yet")

    let trip = try first.createTrip(named: "Pacific Coast")
    try second.checkForExternalChanges()
    #expect(heardBySecond == [TripStoreChange(isExternal: true)])
    #expect(try second.trip(id: trip.id)?.name == "Pacific Coast")

    try second.checkForExternalChanges()
    #expect(heardBySecond.count == 1, "one report per change")

    try second.renameTrip(trip.id, to: "Big Sur")
    heardByFirst.removeAll()
    try first.checkForExternalChanges()
    #expect(heardByFirst == [TripStoreChange(isExternal: true)])
    #expect(try first.tripSummaries(offset: 0, limit: 1).first?.name == "Big Sur")
  }

  @Test("A store's own edits are not reported as external")
  func ownEditsNotExternal() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("own.sqlite"))
    var heard: [TripStoreChange] = []
    let token = store.addObserver { heard.append($0) }
    defer { _ = token }
    try store.createTrip(named: "Mine")
    try store.checkForExternalChanges()
    #expect(heard.map(\.isExternal) == [false])
  }

  @Test("Edits made by another program's SQL are seen, and this store's edits are seen by it")
  func anotherProgram() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("two-process.sqlite")
    let store = try SQLiteTripStore(path: path)
    let trip = try store.createTrip(named: "Kansai")
    try store.addStop(to: trip.id, name: "京都", coordinate: Places.kyoto)
    var heard: [TripStoreChange] = []
    let token = store.addObserver { heard.append($0) }
    defer { _ = token }

    #expect(
      try OtherConnection.rows("SELECT name, stop_count, first_stop_name FROM trip", on: path) == [
        "Kansai\t1\t京都"
      ])

    // Another RoadTrip process's SQL: it keeps the row's checksum, as every write of the app does.
    try OtherConnection.execute(
      "UPDATE trip SET \(RowChecksum.tripUpdate(["name": "'関西'"])) WHERE id = '\(trip.id.uuidString)';",
      on: path)
    try store.checkForExternalChanges()
    #expect(heard == [TripStoreChange(isExternal: true)])
    #expect(try store.trip(id: trip.id)?.name == "関西")

    try OtherConnection.execute("DELETE FROM trip WHERE id = '\(trip.id.uuidString)';", on: path)
    try store.checkForExternalChanges()
    #expect(heard.count == 2)
    #expect(try store.trip(id: trip.id) == nil)
    #expect(try store.tripCount() == 0)
    #expect(throws: TripStoreError.tripNotFound(trip.id)) { try store.renameTrip(trip.id, to: "Gone") }
  }
}
