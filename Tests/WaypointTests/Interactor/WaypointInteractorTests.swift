import Foundation
import Geo
import PlaceSearch
import TestSupport
import Testing
import TripModels

@testable import Waypoint

@MainActor
@Suite("Stop editor interactor", .timeLimit(.minutes(10)))
struct WaypointInteractorTests {
  // MARK: - Loading

  @Test("loads the edited stop with its trip's name")
  func loadsStop() throws {
    let fixture = try WaypointFixture()
    let load = fixture.makeInteractor().loadStop()
    #expect(load == .found(WaypointDraft(tripName: "Pacific Coast", waypoint: fixture.stop)))
  }

  @Test("a deleted trip is reported as missing")
  func tripMissing() throws {
    let fixture = try WaypointFixture()
    fixture.repository.simulateExternalDeletion(of: fixture.trip.id)
    #expect(fixture.makeInteractor().loadStop() == .tripMissing)
  }

  @Test("a deleted stop is reported as missing, naming its trip")
  func stopMissing() throws {
    let fixture = try WaypointFixture()
    try fixture.repository.removeStop(fixture.stop.id, from: fixture.trip.id)
    #expect(fixture.makeInteractor().loadStop() == .stopMissing(tripName: "Pacific Coast"))
  }

  @Test("only changes to the stop's trip, or from another process, concern the editor")
  func concernsStop() throws {
    let fixture = try WaypointFixture()
    let interactor = fixture.makeInteractor()
    #expect(interactor.concernsStop(TripStoreChange(changedTrips: [fixture.trip.id])))
    #expect(interactor.concernsStop(TripStoreChange(deletedTrips: [fixture.trip.id])))
    #expect(interactor.concernsStop(TripStoreChange(isExternal: true)))
    #expect(!interactor.concernsStop(TripStoreChange(changedTrips: [TripID()], listChanged: true)))
  }

  // MARK: - Searching

  @Test("search returns matching places, best first")
  func searchFindsPlaces() async throws {
    let fixture = try WaypointFixture()
    let results = try await fixture.makeInteractor().search("to")
    #expect(results.query == "to")
    #expect(results.places.map(\.name) == ["Tokyo"])
  }

  @Test("search returns at most 50 results")
  func searchLimit() async throws {
    let fixture = try WaypointFixture(places: WaypointFixture.springfields(60))
    let results = try await fixture.makeInteractor().search("spring")
    #expect(results.places.map(\.name) == (1...50).map { "Springfield \($0)" })
  }

  @Test("an empty or blank query finds nothing without searching")
  func blankQuery() async throws {
    let fixture = try WaypointFixture()
    let interactor = fixture.makeInteractor()
    #expect(try await interactor.search("").places.isEmpty)
    #expect(try await interactor.search("  \t ").places.isEmpty)
    #expect(await fixture.places.queries.isEmpty)
  }

  @Test("the query is trimmed and cut to 100 characters before searching")
  func queryTrimmedAndCut() async throws {
    let fixture = try WaypointFixture()
    let interactor = fixture.makeInteractor()
    _ = try await interactor.search("  Kyoto  ")
    _ = try await interactor.search(String(repeating: "x", count: 5_000))
    let queries = await fixture.places.queries
    #expect(queries == ["Kyoto", String(repeating: "x", count: 100)])
  }

  @Test("a cancelled search throws CancellationError instead of returning results")
  func cancelledSearch() async throws {
    let fixture = try WaypointFixture()
    await fixture.places.hold()
    let interactor = fixture.makeInteractor()
    let task = Task { try await interactor.search("Kyoto") }
    await fixture.places.waitForQueries(1)
    task.cancel()
    await fixture.places.release()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  // MARK: - Applying

  @Test("applying a place saves its name and coordinate on the same stop")
  func applySaves() throws {
    let fixture = try WaypointFixture()
    let kyoto = try WaypointFixture.place("Kyoto")
    let saved = try fixture.makeInteractor().apply(kyoto)
    #expect(saved.id == fixture.stop.id)
    let stored = try #require(try fixture.storedStop())
    #expect(stored.name == "Kyoto")
    #expect(stored.coordinate == kyoto.coordinate)
    #expect(fixture.repository.reportedChanges == [TripStoreChange(changedTrips: [fixture.trip.id])])
    let trip = try #require(try fixture.repository.trip(id: fixture.trip.id))
    #expect(trip.stops.map(\.name) == ["Kyoto", "Carmel"])
  }

  @Test("a place name longer than 60 characters is cut to 60")
  func applyLongName() throws {
    let fixture = try WaypointFixture()
    let long = Place(
      id: "test:long", name: String(repeating: "Llanfair", count: 10), countryCode: "GB",
      coordinate: Coordinate(latitude: 53.22, longitude: -4.2), population: 3_000)
    _ = try fixture.makeInteractor().apply(long)
    #expect(try fixture.storedStop()?.name == String(long.name.prefix(60)))
  }

  @Test("applying to a stop deleted meanwhile fails with a message and changes nothing")
  func applyToDeletedStop() throws {
    let fixture = try WaypointFixture()
    try fixture.repository.removeStop(fixture.stop.id, from: fixture.trip.id)
    let interactor = fixture.makeInteractor()
    #expect(throws: WaypointError.stopMissing) { try interactor.apply(WaypointFixture.place("Kyoto")) }
    #expect(try fixture.repository.trip(id: fixture.trip.id)?.stops.map(\.name) == ["Carmel"])
  }

  @Test("applying to a trip deleted meanwhile fails with a message")
  func applyToDeletedTrip() throws {
    let fixture = try WaypointFixture()
    fixture.repository.simulateExternalDeletion(of: fixture.trip.id)
    let interactor = fixture.makeInteractor()
    #expect(throws: WaypointError.tripMissing) { try interactor.apply(WaypointFixture.place("Kyoto")) }
    #expect(WaypointError.tripMissing.description.contains("deleted elsewhere"))
  }

  @Test("a refused write is reported with the store's reason and the stop is unchanged")
  func applyRefused() throws {
    let fixture = try WaypointFixture()
    fixture.repository.failNextWrite = .invalid(.emptyName)
    let kyoto = try WaypointFixture.place("Kyoto")
    let interactor = fixture.makeInteractor()
    let expected = WaypointError.notSaved(
      "name is empty — type at least one character — choose another result")
    #expect(throws: expected) { try interactor.apply(kyoto) }
    #expect(
      expected.description
        == "could not save the stop: name is empty — type at least one character — choose another result")
    #expect(try fixture.storedStop() == fixture.stop)
  }

  @Test("an invalid coordinate is refused with a message, never a trap")
  func applyInvalidCoordinate() throws {
    let fixture = try WaypointFixture()
    let nowhere = Place(
      id: "test:bad", name: "Nowhere", countryCode: "",
      coordinate: Coordinate(latitude: 123, longitude: 0), population: 0)
    let interactor = fixture.makeInteractor()
    #expect(throws: WaypointError.notSaved("latitude 123.0 is outside -90…90 — choose another result")) {
      try interactor.apply(nowhere)
    }
    #expect(try fixture.storedStop() == fixture.stop)
  }

  @Test("a store failure is reported with the store's own message")
  func applyStorageFailure() throws {
    let fixture = try WaypointFixture()
    let failure = TripStoreError.storageFailed(path: "/tmp/trips.sqlite", reason: "disk full")
    fixture.repository.failNextWrite = failure
    let kyoto = try WaypointFixture.place("Kyoto")
    let interactor = fixture.makeInteractor()
    #expect(throws: WaypointError.notSaved(failure.description)) { try interactor.apply(kyoto) }
    #expect(try fixture.storedStop() == fixture.stop)
  }
}
