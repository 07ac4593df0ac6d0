import Foundation
import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// Undo and redo, checked against both the SQLite store and the in-memory fake.
@MainActor
@Suite("Undo and redo contract")
struct HistoryContractTests {
  @Test("Each kind of edit is undone and redone, and named", arguments: RepositoryKind.allCases)
  func everyKind(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try repository.createTrip(named: "Pacific Coast")
    let monterey = try repository.addStop(to: trip.id, name: "Monterey", coordinate: Places.monterey)
    let carmel = try repository.addStop(to: trip.id, name: "Carmel", coordinate: Places.carmel)
    var before = try repository.allTrips()

    func check(_ change: () throws -> Void, named phrase: String) throws {
      try change()
      let after = try repository.allTrips()
      #expect(after != before, "\(phrase) changed something")
      #expect(try repository.undo()?.description == phrase)
      #expect(try repository.allTrips() == before, "undoing \(phrase)")
      #expect(try repository.redo()?.description == phrase)
      #expect(try repository.allTrips() == after, "redoing \(phrase)")
      before = after
    }
    try check({ try repository.renameTrip(trip.id, to: "Coast") }, named: "rename trip “Pacific Coast”")
    try check({ try repository.removeStop(carmel.id, from: trip.id) }, named: "delete stop “Carmel”")
    try check(
      { try repository.insertStop(carmel, into: trip.id, after: nil) }, named: "add stop “Carmel”")
    try check(
      { try repository.updateStop(try carmel.with(note: "Lunch"), in: trip.id) }, named: "note on “Carmel”")
    try check(
      { try repository.updateStop(try carmel.with(name: "Carmel", coordinate: Places.bigSur), in: trip.id) },
      named: "new place for “Carmel”")
    try check({ try repository.moveStop(monterey.id, in: trip.id, by: 1) }, named: "move stop “Monterey”")
    try check({ try repository.reverseStops(in: trip.id) }, named: "reverse route of “Coast”")
    try check({ try repository.duplicateTrip(trip.id) }, named: "duplicate trip “Coast”")
    try check(
      { try repository.importTrips([try Trip(name: "Kansai")], onConflict: .keepBoth) },
      named: "import of 1 trip")
    try check({ try repository.deleteTrip(trip.id) }, named: "delete trip “Coast”")
    try check({ try repository.createTrip(named: "Weekend") }, named: "create trip “Weekend”")
  }

  @Test("Pressing K several times is one edit; each rename is its own", arguments: RepositoryKind.allCases)
  func coalescing(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try repository.createTrip(named: "C")
    try repository.renameTrip(trip.id, to: "Coast")
    try repository.renameTrip(trip.id, to: "Coast road")
    let stops = try (1...4).map {
      try repository.addStop(to: trip.id, name: "Stop \($0)", coordinate: Places.carmel)
    }
    for _ in 1...3 { try repository.moveStop(stops[3].id, in: trip.id, by: -1) }
    #expect(try repository.undo()?.kind == .moveStop)
    #expect(try repository.trip(id: trip.id)?.stops.map(\.name) == ["Stop 1", "Stop 2", "Stop 3", "Stop 4"])
    for _ in 1...4 { #expect(try repository.undo()?.kind == .addStop) }
    #expect(try repository.undo()?.description == "rename trip “Coast”")
    #expect(try repository.trip(id: trip.id)?.name == "Coast")
    #expect(try repository.undo()?.description == "rename trip “C”")
    #expect(try repository.trip(id: trip.id)?.name == "C")
    #expect(try repository.undo()?.kind == .createTrip)
    #expect(try repository.undo() == nil)
    #expect(try repository.tripCount() == 0)
  }

  @Test(
    "A stop renamed and renamed back is two edits: undo brings the middle name back",
    arguments: RepositoryKind.allCases)
  func renameAndBack(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try repository.createTrip(named: "Coast")
    let stop = try repository.addStop(to: trip.id, name: "Monterey", coordinate: Places.carmel)
    for name in ["Old Monterey", "Monterey"] {
      try repository.updateStop(try stop.with(name: name, coordinate: Places.carmel), in: trip.id)
    }
    #expect(try repository.undo()?.description == "rename stop “Old Monterey”")
    #expect(try repository.trip(id: trip.id)?.stops.map(\.name) == ["Old Monterey"])
    #expect(try repository.undo()?.description == "rename stop “Monterey”")
    #expect(try repository.trip(id: trip.id)?.stops.map(\.name) == ["Monterey"])
    #expect(try repository.redo()?.description == "rename stop “Monterey”")
    #expect(try repository.trip(id: trip.id)?.stops.map(\.name) == ["Old Monterey"])
  }

  @Test("A new edit after an undo forgets what could be redone", arguments: RepositoryKind.allCases)
  func newEditClearsRedo(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    try repository.createTrip(named: "One")
    try repository.createTrip(named: "Two")
    _ = try repository.undo()
    try repository.createTrip(named: "Three")
    #expect(try repository.redo() == nil)
    #expect(try repository.tripSummaries(offset: 0, limit: 5).map(\.name) == ["Three", "One"])
  }

  @Test("The last 200 edits are kept", arguments: RepositoryKind.allCases)
  func capacity(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    for number in 1...205 { try repository.createTrip(named: "Trip \(number)") }
    var undone = 0
    while try repository.undo() != nil { undone += 1 }
    #expect(undone == 200)
    #expect(
      try repository.tripSummaries(offset: 0, limit: 10).map(\.name)
        == (1...5).reversed().map { "Trip \($0)" })
  }

  @Test("An undo whose trip another process changed since is refused, nothing applied")
  func conflictWithAnotherProcess() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("trips.sqlite")
    let mine = try SQLiteTripStore(path: path)
    let theirs = try SQLiteTripStore(path: path)
    let trip = try mine.createTrip(named: "Coast")
    let carmel = try mine.addStop(to: trip.id, name: "Carmel", coordinate: Places.carmel)
    try mine.addStop(to: trip.id, name: "Big Sur", coordinate: Places.bigSur)
    try mine.removeStop(carmel.id, from: trip.id)
    try theirs.renameTrip(trip.id, to: "Their coast")
    let before = try mine.allTrips()

    let error = #expect(throws: TripStoreError.self) { _ = try mine.undo() }
    #expect(
      error?.description
        == "cannot undo delete stop “Carmel”: it was changed in another window since — nothing was changed")
    #expect(try mine.allTrips() == before)
    #expect(try theirs.undo()?.description == "rename trip “Coast”", "theirs undoes their own edit")
    #expect(try mine.undo()?.description == "delete stop “Carmel”", "then mine applies")
    #expect(try mine.trip(id: trip.id)?.stops.map(\.name) == ["Carmel", "Big Sur"])
  }

  @Test("An undo whose trip was changed outside the history is refused (in-memory fake)")
  func conflictInMemory() throws {
    let repository = InMemoryTripRepository()
    let trip = try repository.createTrip(named: "Coast")
    try repository.addStop(to: trip.id, name: "Carmel", coordinate: Places.carmel)
    try repository.simulateExternalRename(of: trip.id, to: "Elsewhere")
    let error = #expect(throws: TripStoreError.self) { _ = try repository.undo() }
    guard case .editConflict(let edit, undoing: true)? = error else {
      Issue.record("expected a conflict, got \(String(describing: error))")
      return
    }
    #expect(edit.description == "add stop “Carmel”")
    #expect(try repository.trip(id: trip.id)?.name == "Elsewhere")
  }

  @Test("History outlives the store: a reopened store undoes what the last one did")
  func survivesReopening() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("trips.sqlite")
    var trip: Trip
    do {
      let store = try SQLiteTripStore(path: path)
      trip = try store.createTrip(named: "Coast")
      try store.addStop(to: trip.id, name: "Carmel", coordinate: Places.carmel)
    }
    let reopened = try SQLiteTripStore(path: path)
    #expect(try reopened.undo()?.description == "add stop “Carmel”")
    #expect(try reopened.trip(id: trip.id)?.stops.isEmpty == true)
  }
}
