import Foundation
import Navigation
import Routes
import TestSupport
import Testing

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
    #expect(lookup.tripIDs() == [alps, RouteFixtures.empty])
  }
}
