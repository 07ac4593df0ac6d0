import Foundation
import Geo
import Testing
import TripModels
import TripStore

/// A stop id names one stop in the whole store: an import that would give a stored stop's id to a
/// stop of another trip is refused whole, so the store's own export always imports again.
@MainActor
@Suite("Stop ids across trips")
struct StopIDOwnershipTests {
  private let alphaID = TripID(uuidString: "11111111-1111-4111-8111-111111111111") ?? TripID()
  private let betaID = TripID(uuidString: "44444444-4444-4444-8444-444444444444") ?? TripID()
  private let sharedStopID = StopID(uuidString: "22222222-2222-4222-8222-222222222222") ?? StopID()

  private func alpha() throws -> Trip {
    try Trip(
      id: alphaID, name: "Alpha",
      stops: [try Stop(id: sharedStopID, name: "a1", coordinate: Coordinate(latitude: 1, longitude: 2))])
  }

  /// A new trip (its own id and name) whose one stop has Alpha's stop id: a hand-made copy.
  private func handCopy() throws -> Trip {
    try Trip(
      id: betaID, name: "Beta",
      stops: [try Stop(id: sharedStopID, name: "b1", coordinate: Coordinate(latitude: 3, longitude: 4))])
  }

  private func store(in folder: TemporaryDirectory, _ name: String = "store.sqlite") throws -> SQLiteTripStore
  {
    try SQLiteTripStore(path: folder.file(name))
  }

  private func exportedJSON(_ store: SQLiteTripStore) throws -> String {
    var text = ""
    try TripExchange.export(from: store, as: .json) { text += $0 }
    return text
  }

  @Test(arguments: [ImportConflictPolicy.keepBoth, .replace])
  func aFileGivingAStoredStopIdToAnotherTripIsRefusedWholeAndTheStoreStillRestores(
    _ policy: ImportConflictPolicy
  ) throws {
    let folder = TemporaryDirectory()
    let store = try store(in: folder)
    try store.importTrips([try alpha()], onConflict: .keepBoth)
    let before = try exportedJSON(store)
    let unrelated = try Trip(name: "Gamma", stops: [])
    #expect(throws: TripStoreError.stopIDInUse(sharedStopID, tripName: "Alpha")) {
      try store.importTrips([unrelated, try handCopy()], onConflict: policy)
    }
    #expect(try exportedJSON(store) == before, "nothing of the file was imported")
    let restored = try self.store(in: folder, "restored.sqlite")
    try restored.importFile(Data(before.utf8), fileName: "backup.json", onConflict: .keepBoth)
    #expect(try exportedJSON(restored) == before)
  }

  @Test func replacingATripWithStopsThatBelongToAnotherStoredTripIsRefused() throws {
    let folder = TemporaryDirectory()
    let store = try store(in: folder)
    let beta = try Trip(
      id: betaID, name: "Beta",
      stops: [try Stop(name: "b1", coordinate: Coordinate(latitude: 3, longitude: 4))])
    try store.importTrips([try alpha(), beta], onConflict: .keepBoth)
    #expect(throws: TripStoreError.stopIDInUse(sharedStopID, tripName: "Alpha")) {
      try store.importTrips([try handCopy()], onConflict: .replace)
    }
    #expect(try store.trip(id: betaID) == beta)
  }

  @Test func aStopMayMoveBetweenTwoTripsTheSameFileReplaces() throws {
    let folder = TemporaryDirectory()
    let store = try store(in: folder)
    let emptyBeta = try Trip(id: betaID, name: "Beta", stops: [])
    try store.importTrips([try alpha(), emptyBeta], onConflict: .keepBoth)
    let emptyAlpha = try Trip(id: alphaID, name: "Alpha", stops: [])
    let summary = try store.importTrips([emptyAlpha, try handCopy()], onConflict: .replace)
    #expect(summary.replaced == [alphaID, betaID])
    #expect(try store.trip(id: betaID)?.stops.map(\.id) == [sharedStopID])
  }

  @Test func twoNewTripsSharingAStopIdAreRefusedEvenIntoAnEmptyStore() throws {
    let folder = TemporaryDirectory()
    let store = try store(in: folder)
    #expect(throws: TripStoreError.duplicateStop(sharedStopID)) {
      try store.importTrips([try alpha(), try handCopy()], onConflict: .keepBoth)
    }
    #expect(try store.tripCount() == 0)
  }

  @Test func importingTheSameFileAgainSkipsItsTripsInsteadOfRefusingThem() throws {
    let folder = TemporaryDirectory()
    let store = try store(in: folder)
    try store.importTrips([try alpha()], onConflict: .keepBoth)
    let again = try store.importTrips([try alpha()], onConflict: .keepBoth)
    #expect(again.skipped == [alphaID])
  }

  @Test func aChangedCopyOfAStoredTripIsAddedWithNewStopIds() throws {
    let folder = TemporaryDirectory()
    let store = try store(in: folder)
    try store.importTrips([try alpha()], onConflict: .keepBoth)
    let renamed = try Trip(id: alphaID, name: "Alpha 2", stops: try alpha().stops)
    let summary = try store.importTrips([renamed], onConflict: .keepBoth)
    #expect(summary.copied.count == 1)
    let copyID = try #require(summary.copied.first)
    let copy = try #require(try store.trip(id: copyID))
    #expect(copy.stops.map(\.id) != [sharedStopID])
  }
}
