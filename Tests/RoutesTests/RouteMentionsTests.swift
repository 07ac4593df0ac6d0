import Foundation
import Navigation
import Routes
import TestSupport
import Testing
import TripModels

@MainActor
@Suite("Routes that mention deleted data")
struct RouteMentionsTests {
  private let coast = RouteFixtures.coast
  private let alps = RouteFixtures.alps
  private let stop = RouteFixtures.coastStops[0]

  @Test func routesKnowWhichTripAndStopTheyShow() {
    #expect(Route.trips.tripID == nil)
    #expect(Route.trip(coast).mentions(trip: coast))
    #expect(Route.waypoint(trip: coast, waypoint: stop).mentions(trip: coast))
    #expect(!Route.trip(alps).mentions(trip: coast))
    #expect(Route.waypoint(trip: coast, waypoint: stop).mentions(stop: stop))
    #expect(!Route.trip(coast).mentions(stop: stop))
    #expect(!Route.trips.mentions(trip: coast))
  }

  @Test func pruningADeletedTripRemovesItsScreensAndKeepsTheRest() {
    let stack = NavigationStack<Route>(
      root: .trips, path: [.trip(alps), .trip(coast), .waypoint(trip: coast, waypoint: stop)])
    stack.prune { $0.mentions(trip: coast) }
    #expect(stack.state.path.map(\.route) == [.trip(alps)])
  }

  @Test func theLookupSaysWhichRoutesStillResolve() throws {
    let repository = try RouteFixtures.repository()
    let lookup = RepositoryRouteLookup(repository)
    #expect(lookup.resolves(.trips))
    #expect(lookup.resolves(.waypoint(trip: coast, waypoint: stop)))
    #expect(!lookup.resolves(.waypoint(trip: alps, waypoint: stop)))
    repository.simulateExternalDeletion(of: coast)
    #expect(!lookup.resolves(.trip(coast)))
    #expect(try lookup.tripCount() == 2)
    #expect(try [1, 2, 3].map { try lookup.trip(atPosition: $0) } == [alps, RouteFixtures.empty, nil])
    #expect(try lookup.position(ofTrip: RouteFixtures.empty) == 2)
  }

  @Test func theLookupAnswersStopsByPositionFromEitherEndAndNamesTheirOwner() throws {
    let repository = try RouteFixtures.repository()
    let lookup = RepositoryRouteLookup(repository)
    let stops = try #require(repository.trips.first { $0.id == coast }).stops.map(\.id)
    #expect(try (1...stops.count + 1).map { try lookup.stop(atPosition: $0, ofTrip: coast) } == stops + [nil])
    #expect(try lookup.stop(atPosition: 0, ofTrip: coast) == nil)
    #expect(try lookup.stopCount(ofTrip: coast) == stops.count)
    #expect(try lookup.trip(owningStop: stop) == coast)
    #expect(try lookup.trip(owningStop: StopID()) == nil)
    #expect(try lookup.trip(coast, hasStop: stop))
    #expect(try !lookup.trip(alps, hasStop: stop))
  }

  @Test func aStoreThatCannotBeReadRefusesTheLinkWithItsReason() async throws {
    let repository = try RouteFixtures.repository()
    repository.failReads = .corrupt(path: "trips.sqlite", reason: "disk I/O error")
    let stack = NavigationStack<Route>(root: .trips)
    let error = await #expect(throws: DeepLinkError.self) {
      try await DeepLinkCodec.open("roadtrip://trips/1", on: stack, lookup: RepositoryRouteLookup(repository))
    }
    #expect(error?.description.hasPrefix("the link could not be checked: ") == true)
    #expect(error?.description.contains("disk I/O error") == true)
    #expect(stack.state.path.isEmpty)
  }
}
