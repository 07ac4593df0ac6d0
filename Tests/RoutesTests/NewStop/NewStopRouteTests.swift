import Foundation
import Navigation
import Routes
import TestSupport
import Testing

/// The editor of a stop that is not stored yet: its deep link, its canonical link and restoring it.
@MainActor
@Suite("New stop route")
struct NewStopRouteTests {
  private let coast = RouteFixtures.coast
  private let second = RouteFixtures.coastStops[1]

  @Test func itsCanonicalLinkNamesTheTripAndTheStopItGoesAfter() throws {
    let trip = coast.uuidString.lowercased()
    #expect(
      DeepLinkCodec.link(for: .newStop(trip: coast, after: nil))
        == "roadtrip://trips/\(trip)/waypoints/new")
    #expect(
      DeepLinkCodec.link(for: .newStop(trip: coast, after: second))
        == "roadtrip://trips/\(trip)/waypoints/new/after/\(second.uuidString.lowercased())")
    #expect(
      DeepLink.newStop(trip: .position(1), after: .position(2)).string
        == "roadtrip://trips/1/waypoints/new/after/2")
  }

  @Test func itsLinkOpensTheTripWithTheDraftEditorOnTop() async throws {
    let repository = try RouteFixtures.repository()
    let stack = NavigationStack<Route>(root: .trips)
    try await DeepLinkCodec.open(
      "roadtrip://trips/1/waypoints/new/after/2", on: stack, lookup: RepositoryRouteLookup(repository))
    #expect(stack.state.path.map(\.route) == [.trip(coast), .newStop(trip: coast, after: second)])
    // Opening the link stores nothing.
    #expect(try repository.trip(id: coast)?.stops.map(\.id) == RouteFixtures.coastStops)
  }

  @Test func everyDraftRoundTripsThroughItsCanonicalLink() throws {
    let lookup = RepositoryRouteLookup(try RouteFixtures.repository())
    for after in [nil] + RouteFixtures.coastStops {
      let path: [Route] = [.trip(coast), .newStop(trip: coast, after: after)]
      let link = DeepLinkCodec.link(for: NavigationState(root: .trips, path: path))
      #expect(try DeepLinkCodec.routes(for: link, in: lookup) == path, "\(link)")
    }
  }

  @Test func aSavedDraftIsNotReopenedItsTripIsShownWithoutComplaint() throws {
    let state = NavigationState<Route>(
      root: .trips, path: [.trip(coast), .newStop(trip: coast, after: second)])
    let saved = try NavigationRestoration.encode(state)
    let lookup = RepositoryRouteLookup(try RouteFixtures.repository())
    let restored = NavigationRestoration.restore(saved, lookup: lookup)
    #expect(restored.state.path.map(\.route) == [.trip(coast)])
    #expect(restored.issue == nil, "a draft stored nothing: there is nothing to say was lost")
  }

  @Test func aDraftWhoseTripWasDeletedRestoresTheTripList() throws {
    let repository = try RouteFixtures.repository()
    let state = NavigationState<Route>(
      root: .trips, path: [.trip(coast), .newStop(trip: coast, after: second)])
    let saved = try NavigationRestoration.encode(state)
    try repository.deleteTrip(coast)
    let restored = NavigationRestoration.restore(saved, lookup: RepositoryRouteLookup(repository))
    #expect(restored.state.path.isEmpty)
    #expect(restored.issue == .screensGone(1))
  }

  @Test func aDraftMentionsItsTripButNoStop() {
    let route = Route.newStop(trip: coast, after: second)
    #expect(route.tripID == coast)
    #expect(route.mentions(trip: coast))
    #expect(!route.mentions(stop: second))
  }
}
