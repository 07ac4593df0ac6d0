import Geo
import PlaceSearch
import TestSupport
import Testing
import TripModels

@testable import Waypoint

/// The place search hears where the trip goes, so that a name near the trip ranks first.
@MainActor
@Suite("Stop editor search context", .timeLimit(.minutes(10)))
struct WaypointSearchContextTests {
  @Test("editing a stop searches near the trip's other stops")
  func editingUsesOtherStops() async throws {
    let fixture = try WaypointFixture()
    _ = try await fixture.makeInteractor().search("Kyoto")
    #expect(await fixture.places.contexts == [SearchContext(anchors: [fixture.otherStop.coordinate])])
  }

  /// The contexts searched for a new stop inserted after `after` in the fixture's trip.
  private func contextsOfNewStop(after: (WaypointFixture) -> Stop) async throws -> (
    WaypointFixture, [SearchContext]
  ) {
    let fixture = try WaypointFixture()
    let target = WaypointTarget(newStopIn: fixture.trip.id, after: after(fixture).id)
    let interactor = WaypointInteractor(
      target: target, repository: fixture.repository, places: fixture.places)
    _ = try await interactor.search("Zürich")
    return (fixture, await fixture.places.contexts)
  }

  @Test("a new stop inserted after the last stop searches near it, the rest of the trip counting twice")
  func newStopUsesStopBefore() async throws {
    let (fixture, contexts) = try await contextsOfNewStop { $0.otherStop }
    #expect(
      contexts == [SearchContext(anchors: [fixture.otherStop.coordinate], trip: [fixture.stop.coordinate])])
  }

  @Test("a new stop inserted between two stops searches near both")
  func newStopBetweenUsesBoth() async throws {
    let (fixture, contexts) = try await contextsOfNewStop { $0.stop }
    #expect(contexts == [SearchContext(anchors: [fixture.stop.coordinate, fixture.otherStop.coordinate])])
  }

  @Test("a new stop at the end searches near every stop of the trip")
  func newStopAtEndUsesAllStops() async throws {
    let fixture = try WaypointFixture()
    let target = WaypointTarget(newStopIn: fixture.trip.id, after: nil)
    let interactor = WaypointInteractor(
      target: target, repository: fixture.repository, places: fixture.places)
    _ = try await interactor.search("Tokyo")
    #expect(
      await fixture.places.contexts == [
        SearchContext(anchors: [fixture.stop.coordinate, fixture.otherStop.coordinate])
      ])
  }

  @Test("a trip that is gone searches without a context")
  func missingTripHasNoContext() async throws {
    let fixture = try WaypointFixture()
    fixture.repository.simulateExternalDeletion(of: fixture.trip.id)
    _ = try await fixture.makeInteractor().search("Tokyo")
    #expect(await fixture.places.contexts == [.none])
  }
}
