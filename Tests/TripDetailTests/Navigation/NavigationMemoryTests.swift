import Foundation
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripDetail

/// Going back from a stop selects that stop in the trip's screen, however the stop was reached: the
/// screen learns from the navigation stack which stop route was above it when it is revealed.
@Suite("Trip detail remembers the stop you come back from", .timeLimit(.minutes(10)))
@MainActor
struct NavigationMemoryTests {
  /// The Alps trip's screen, built the way the App builds it, as rendered stop rows.
  private func stopRows(of screen: Screen) -> [String] {
    let host = ScreenHost(size: Size(width: 80, height: 24)) { screen.content }
    return host.plainText.split(separator: "\n").map(String.init).filter { $0.contains(". Stop ") }
  }

  private func build(_ stack: NavigationStack<Route>, _ repository: InMemoryTripRepository) -> Screen {
    TripDetailModule.build(
      tripID: RouteFixtures.alps, repository: repository, stack: stack, units: .kilometers, report: { _ in })
  }

  @Test("a deep link to stop 3, then back: the screen built on the way back selects stop 3")
  func deepLink() async throws {
    let repository = try RouteFixtures.repository()
    let routes = try DeepLinkCodec.routes(
      for: "roadtrip://trips/2/waypoints/3", in: RepositoryRouteLookup(repository))
    #expect(
      routes == [
        .trip(RouteFixtures.alps), .waypoint(trip: RouteFixtures.alps, waypoint: RouteFixtures.alpsStops[2]),
      ])
    let stack = NavigationStack<Route>(root: .trips, path: routes)
    await stack.pop()
    #expect(stack.state.path.map(\.route) == [.trip(RouteFixtures.alps)])
    let screen = build(stack, repository)  // built when first visible, as the App's screen cache does
    #expect(stopRows(of: screen).map { $0.prefix(11) } == ["  1. Stop 1", "  2. Stop 2", "› 3. Stop 3"])
  }

  @Test("a restored stack on stop 2, then back: stop 2 is selected")
  func restoration() async throws {
    let repository = try RouteFixtures.repository()
    let saved = try NavigationRestoration.encode(
      NavigationState(
        root: .trips,
        path: [
          .trip(RouteFixtures.alps),
          .waypoint(trip: RouteFixtures.alps, waypoint: RouteFixtures.alpsStops[1]),
        ]))
    let restored = NavigationRestoration.restore(saved, lookup: RepositoryRouteLookup(repository))
    let stack = NavigationStack<Route>(state: restored.state)
    await stack.pop()
    let screen = build(stack, repository)
    #expect(stopRows(of: screen).map { $0.prefix(11) } == ["  1. Stop 1", "› 2. Stop 2", "  3. Stop 3"])
  }

  @Test(
    "a screen already built selects the stop pushed over it from elsewhere (a search, a link) on the way back"
  )
  func alreadyBuilt() async throws {
    let repository = try RouteFixtures.repository()
    let stack = NavigationStack<Route>(root: .trips, path: [.trip(RouteFixtures.alps)])
    let screen = build(stack, repository)
    #expect(stopRows(of: screen).first?.hasPrefix("› 1. Stop 1") == true)
    let link = try DeepLinkCodec.routes(
      for: "roadtrip://trips/2/waypoints/3", in: RepositoryRouteLookup(repository))
    await stack.reset(path: link)  // the trip's entry stays; stop 3 goes on top of it
    await stack.pop()
    #expect(stopRows(of: screen).map { $0.prefix(11) } == ["  1. Stop 1", "  2. Stop 2", "› 3. Stop 3"])
  }

  @Test("opening a trip normally selects its first stop; another trip's stop changes nothing")
  func otherTrips() async throws {
    let repository = try RouteFixtures.repository()
    let stack = NavigationStack<Route>(
      root: .trips,
      path: [
        .trip(RouteFixtures.coast),
        .waypoint(trip: RouteFixtures.coast, waypoint: RouteFixtures.coastStops[1]),
      ])
    await stack.replace(path: [.trip(RouteFixtures.alps)])  // split view: another trip shown instead
    let screen = build(stack, repository)
    #expect(stopRows(of: screen).first?.hasPrefix("› 1. Stop 1") == true)
  }

  @Test("a stop deleted while its editor was open leaves the selection where it was")
  func deletedStop() async throws {
    let repository = try RouteFixtures.repository()
    let stack = NavigationStack<Route>(root: .trips, path: [.trip(RouteFixtures.alps)])
    let screen = build(stack, repository)
    stack.push(.waypoint(trip: RouteFixtures.alps, waypoint: RouteFixtures.alpsStops[2]))
    try repository.removeStop(RouteFixtures.alpsStops[2], from: RouteFixtures.alps)
    await stack.pop()
    #expect(stopRows(of: screen).map { $0.prefix(11) } == ["› 1. Stop 1", "  2. Stop 2"])
  }
}
