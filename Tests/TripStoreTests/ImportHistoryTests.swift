import Foundation
import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// Undo and redo of a large import. The SQLite store keeps the trips an import adds as one entry
/// (their sort keys and a digest of their rows) instead of a logged row per trip and stop; these
/// check that undo still removes exactly what was added, redo puts it back, and an undo whose trips
/// were changed elsewhere is refused whole, on the SQLite store and on the in-memory fake alike.
@MainActor
@Suite("Undo and redo of a large import", .timeLimit(.minutes(10)))
struct ImportHistoryTests {
  /// Trips in the large imports.
  static let count = 400

  /// `count` trips of 0–3 stops over real places, with ids, as a file would give them.
  static func trips(_ count: Int, named prefix: String = "Trip") throws -> [Trip] {
    let places = [
      ("Monterey", Places.monterey), ("Carmel", Places.carmel), ("Big Sur", Places.bigSur),
      ("京都", Places.kyoto), ("大阪", Places.osaka), ("奈良", Places.nara),
    ]
    return try (0..<count).map { number in
      let stops = try (0..<(number % 4)).map { offset in
        let place = places[(number + offset) % places.count]
        return try Stop(name: place.0, coordinate: place.1, note: offset == 1 ? "Lunch \(number)" : "")
      }
      return try Trip(name: "\(prefix) \(number + 1)", stops: stops)
    }
  }

  @Test(
    "Undo removes exactly what a large import added and restores the trip it replaced; redo re-applies it",
    arguments: RepositoryKind.allCases)
  func undoAndRedo(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let coast = try repository.createTrip(named: "Coast")
    try repository.addStop(to: coast.id, name: "Carmel", coordinate: Places.carmel)
    let kansai = try repository.createTrip(named: "Kansai")
    try repository.addStop(to: kansai.id, name: "京都", coordinate: Places.kyoto)
    let before = try repository.allTrips()
    let replacement = try Trip(
      id: kansai.id, name: "Kansai again", stops: [try Stop(name: "奈良", coordinate: Places.nara)])
    let file = try Self.trips(Self.count) + [replacement]

    let summary = try repository.importTrips(file, onConflict: .replace)
    #expect(summary.added.count == Self.count)
    #expect(summary.replaced == [kansai.id])
    let after = try repository.allTrips()
    #expect(after.count == Self.count + 2)

    #expect(try repository.undo()?.description == "import of \(Self.count + 1) trips")
    #expect(try repository.allTrips() == before)
    #expect(try repository.tripCount() == 2)
    #expect(try repository.redo()?.description == "import of \(Self.count + 1) trips")
    #expect(try repository.allTrips() == after)
    #expect(
      try repository.tripSummaries(offset: Self.count + 1, limit: 1).map(\.name) == ["Trip \(Self.count)"])
    #expect(try repository.undo() != nil, "undone again after the redo")
    #expect(try repository.allTrips() == before)
    #expect(try repository.undo()?.description == "add stop “京都”", "the edits before the import are intact")
  }

  @Test("Undoing a large import kept as copies removes the copies only", arguments: RepositoryKind.allCases)
  func copies(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let first = try Self.trips(Self.count)
    try repository.importTrips(first, onConflict: .replace)
    let before = try repository.allTrips()
    let changed = try first.map { try $0.renamed($0.name + " (edited)") }
    let summary = try repository.importTrips(changed, onConflict: .keepBoth)
    #expect(summary.copied.count == Self.count)
    #expect(try repository.tripCount() == 2 * Self.count)
    #expect(try repository.undo() != nil)
    #expect(try repository.allTrips() == before)
    #expect(try repository.redo() != nil)
    #expect(try repository.tripCount() == 2 * Self.count)
  }

  /// What another window does to one of the imported trips.
  enum OtherChange: String, CaseIterable, CustomTestStringConvertible {
    case renameTrip, addStop, renameStop, removeStop, deleteTrip
    var testDescription: String { rawValue }
  }

  @Test(
    "An undo of a large import whose trip another process changed is refused whole",
    arguments: OtherChange.allCases)
  func conflict(change: OtherChange) throws {
    let folder = TemporaryDirectory()
    let path = folder.file("trips.sqlite")
    let mine = try SQLiteTripStore(path: path)
    let theirs = try SQLiteTripStore(path: path)
    try mine.importTrips(try Self.trips(Self.count), onConflict: .replace)
    // A trip in the middle, with three stops.
    guard let target = try mine.tripSummaries(offset: Self.count / 2 + 3, limit: 1).first,
      let trip = try mine.trip(id: target.id), trip.stops.count == 3
    else {
      Issue.record("the workload has no three-stop trip there")
      return
    }
    switch change {
    case .renameTrip: try theirs.renameTrip(trip.id, to: "Elsewhere")
    case .addStop: try theirs.addStop(to: trip.id, name: "Carmel", coordinate: Places.carmel)
    case .renameStop:
      try theirs.updateStop(try trip.stops[1].with(name: "Elsewhere", coordinate: Places.bigSur), in: trip.id)
    case .removeStop: try theirs.removeStop(trip.stops[2].id, from: trip.id)
    case .deleteTrip: try theirs.deleteTrip(trip.id)
    }
    let changed = try mine.allTrips()

    let error = #expect(throws: TripStoreError.self) { _ = try mine.undo() }
    #expect(
      error?.description
        == "cannot undo import of \(Self.count) trips: it was changed in another window since — nothing was changed"
    )
    #expect(try mine.allTrips() == changed)
    #expect(try theirs.undo() != nil, "theirs undoes their own edit")
    #expect(try mine.undo()?.description == "import of \(Self.count) trips", "then mine applies")
    #expect(try mine.tripCount() == 0)
    #expect(try mine.redo() != nil)
    #expect(try mine.tripCount() == Self.count)
  }

  @Test("An undo of a large import whose trip was changed outside the history is refused (in-memory fake)")
  func conflictInMemory() throws {
    let repository = InMemoryTripRepository()
    let file = try Self.trips(Self.count)
    try repository.importTrips(file, onConflict: .replace)
    try repository.simulateExternalRename(of: file[7].id, to: "Elsewhere")
    let changed = try repository.allTrips()
    let error = #expect(throws: TripStoreError.self) { _ = try repository.undo() }
    guard case .editConflict(let edit, undoing: true)? = error else {
      Issue.record("expected a conflict, got \(String(describing: error))")
      return
    }
    #expect(edit.description == "import of \(Self.count) trips")
    #expect(try repository.allTrips() == changed)
  }

  @Test("A reopened store undoes a large import made before it was opened")
  func afterReopening() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("trips.sqlite")
    do {
      let store = try SQLiteTripStore(path: path)
      try store.createTrip(named: "Coast")
      try store.importTrips(try Self.trips(Self.count), onConflict: .replace)
    }
    let reopened = try SQLiteTripStore(path: path)
    #expect(try reopened.undo()?.description == "import of \(Self.count) trips")
    #expect(try reopened.allTrips().map(\.name) == ["Coast"])
  }

  @Test("Edits made after a large import are recorded and undone as before it")
  func editsAfterImport() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("trips.sqlite"))
    try store.importTrips(try Self.trips(Self.count), onConflict: .replace)
    let imported = try store.allTrips()
    let trip = try #require(imported.first { $0.stops.count == 3 })
    try store.renameTrip(trip.id, to: "Renamed")
    try store.addStop(to: trip.id, name: "Nara", coordinate: Places.nara)

    #expect(try store.undo()?.description == "add stop “Nara”")
    #expect(try store.undo() != nil)
    #expect(try store.allTrips() == imported)
    #expect(try store.undo()?.description == "import of \(Self.count) trips")
    #expect(try store.tripCount() == 0)
  }

  @Test("The history of a large import into an empty store is one entry, not a row per trip and stop")
  func compactHistory() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("trips.sqlite")
    let store = try SQLiteTripStore(path: path)
    try store.importTrips(try Self.trips(Self.count), onConflict: .replace)
    #expect(try OtherConnection.rows("SELECT COUNT(*) FROM edit_row", on: path) == ["1"])
    #expect(try OtherConnection.rows("SELECT COUNT(*) FROM waypoint", on: path) == ["\(Self.count / 4 * 6)"])
  }
}
