import Geo
import Routing
import TestSupport
import Testing
import TripModels

@testable import TripDetail

/// A router that fails part-way (killed in the middle of a trip, timing out, answering garbage):
/// the figures already routed stay, the failed legs show straight lines with the reason, and
/// nothing from the failed request is kept.
@MainActor
@Suite("Trip detail roads when the router fails part-way", .timeLimit(.minutes(3)))
struct TripDetailRoadFaultTests {
  /// Five stops down the coast, 0.3° apart.
  private static func coast() throws -> Trip {
    try Trip(
      name: "Coast",
      stops: (0..<5).map {
        try Stop(
          name: "Stop \($0 + 1)", coordinate: Coordinate(latitude: 36 - 0.3 * Double($0), longitude: -121.9))
      })
  }

  @Test(
    "a failure after some legs were routed keeps those figures; the rest are estimates with the reason",
    arguments: [
      RoutingError.unreachable(url: "http://router.test", reason: "Connection reset by peer"),
      .timedOut(url: "http://router.test", seconds: 10),
      .invalidResponse(url: "http://router.test", reason: "not the JSON of a route"),
      .httpStatus(url: "http://router.test", status: 500, message: ""),
      .responseTooLarge(url: "http://router.test", limit: 8 << 20),
      .noRoute(url: "http://router.test", message: "No path could be found for input"),
    ])
  func failurePartWay(_ error: RoutingError) async throws {
    let trip = try Self.coast()
    let coordinates = trip.stops.map(\.coordinate)
    let store = InMemoryRoadLegStore()
    // The first two legs were routed in an earlier run; the others are asked now.
    let keys = RoadLegKey.legs(of: coordinates, options: RoutingOptions())
    let earlier = FakeRoadRouter.straightLegs(Array(coordinates.prefix(3)))
    try store.keepRoadLegs([keys[0]: earlier[0], keys[1]: earlier[1]], router: "http://router.test")
    let router = FakeRoadRouter()
    let harness = RoadsHarness(trip: trip, router: router, store: store)
    let request = await router.nextRequest()
    #expect(request.stops == Array(coordinates.dropFirst(2)), "only the legs without figures are asked")
    router.answerNext(with: .failure(error))
    if case .noRoute = error {
      // "No road" for two legs is asked again leg by leg; neither has one either.
      let asked = await router.answer(next: 2, with: .failure(error))
      #expect(asked == [Array(coordinates[2...3]), Array(coordinates[3...4])])
    }
    await harness.presenter.work.idle()

    #expect(
      harness.legs.prefix(2) == [
        .routed(meters: earlier[0].meters, seconds: earlier[0].seconds),
        .routed(meters: earlier[1].meters, seconds: earlier[1].seconds),
      ])
    #expect(harness.legs.dropFirst(2).allSatisfy { $0 == .failed(error) })
    #expect(harness.legTexts.dropFirst(2).allSatisfy { $0.hasSuffix(TripDetailCopy.estimate) })
    #expect(harness.viewModel.roadProblem?.contains("http://router.test") == true)
    #expect(store.keepCount == 1, "nothing is kept from the failed request")
  }

  @Test("one stop with no road fails only the two legs that touch it: the run is asked again in halves")
  func oneStopWithoutRoad() async throws {
    let trip = try Self.coast()
    let coordinates = trip.stops.map(\.coordinate)
    let island = coordinates[2]
    let store = InMemoryRoadLegStore()
    let router = FakeRoadRouter()
    let harness = RoadsHarness(trip: trip, router: router, store: store)
    var asked: [[Coordinate]] = []
    // The router as Valhalla answers: no road for any request that goes through the island.
    for _ in 0..<7 {
      let stops = await router.nextRequest().stops
      asked.append(stops)
      if stops.contains(island) {
        router.answerNext(
          with: .failure(.noRoute(url: router.routerURL, message: "No suitable edges near location")))
      } else {
        router.answerNextAlongStraightLines()
      }
    }
    await harness.presenter.work.idle()

    #expect(asked.map(\.count) == [5, 3, 2, 2, 3, 2, 2], "the trip, then halves until each leg is alone")
    let legs = FakeRoadRouter.straightLegs(coordinates)
    #expect(harness.legs[0] == .routed(meters: legs[0].meters, seconds: legs[0].seconds))
    #expect(harness.legs[3] == .routed(meters: legs[3].meters, seconds: legs[3].seconds))
    #expect(harness.legs[1...2].allSatisfy { if case .failed = $0 { true } else { false } })
    #expect(harness.viewModel.legsNote == TripDetailCopy.straightLegs(2))
    #expect(harness.viewModel.totalDistance.contains("by road; 2 legs straight line"))
    #expect(store.keepCount == 2, "each leg with a road is kept as it comes")
    // The list is told the same total: road metres where routed, the straight line elsewhere.
    let kept = try #require(try harness.repository.tripSummary(id: trip.id)?.road)
    let straight = (1...2).map { Geodesic.distance(from: coordinates[$0], to: coordinates[$0 + 1]) }
    #expect(kept.straightLegs == 2)
    #expect(abs(kept.meters - (legs[0].meters + legs[3].meters + straight.reduce(0, +))) < 0.001)
    #expect(kept.seconds == legs[0].seconds + legs[3].seconds)
    #expect(harness.viewModel.totalDistance.contains(DistanceUnit.kilometers.format(meters: kept.meters)))
  }

  @Test("a trip too long to route shows straight lines and looks up no leg on opening or after a move")
  func tooLongToRoute() async throws {
    let trip = try Trip(
      name: "Long haul",
      stops: (0..<(TripDetailRoadInteractor.stopLimit + 200)).map {
        try Stop(
          name: "Stop \($0 + 1)",
          coordinate: Coordinate(latitude: 30 + Double($0 % 50) * 0.1, longitude: -100))
      })
    let store = InMemoryRoadLegStore()
    let harness = RoadsHarness(trip: trip, router: FakeRoadRouter(), store: store)
    harness.presenter.selectStop(at: 600)
    harness.presenter.moveSelectedStop(by: -1)
    await harness.presenter.work.idle()
    #expect(store.keysLookedUp == 0)
    #expect(harness.legs.allSatisfy { $0 == .none })
    #expect(harness.viewModel.roadProblem == nil)
  }

  @Test("a leg the router finds no road for is named by its stops' numbers, with the router's own words")
  func noRoadBetweenStops() async throws {
    let trip = try Fixtures.longTrip(stops: 4)
    let router = FakeRoadRouter()
    let harness = RoadsHarness(trip: trip, router: router, store: InMemoryRoadLegStore())
    let noPath = RoutingError.noRoute(url: router.routerURL, message: "No path could be found for input")
    // No road for the whole run; leg 1 alone has one; legs 2 and 3 together have none, nor leg 2
    // alone; leg 3 alone has one.
    #expect(await router.answer(next: 1, with: .failure(noPath)).map(\.count) == [4])
    #expect(await router.nextRequest().stops.count == 2)
    router.answerNextAlongStraightLines()
    #expect(await router.answer(next: 2, with: .failure(noPath)).map(\.count) == [3, 2])
    #expect(await router.nextRequest().stops.count == 2)
    router.answerNextAlongStraightLines()
    await harness.presenter.work.idle()
    #expect(harness.legs.map { $0.figures != nil } == [true, false, true])
    #expect(
      harness.viewModel.roadProblem
        == "The router at \(router.routerURL) found no road between stop 2 and stop 3: No path could be found for input"
    )
  }

  @Test(
    "why the legs are not by road is shown whole under the legs' header, the stop the roads miss by its number"
  )
  func reasonShownWhole() async throws {
    let trip = try Fixtures.pacificCoast()
    let router = FakeRoadRouter()
    let harness = RoadsHarness(trip: trip, router: router, store: InMemoryRoadLegStore())
    // The router's roads miss Big Sur, the trip's third stop, by 2.4 km.
    let noRoad = RoutingError.stopOffRoad(
      url: router.routerURL, stop: trip.stops[2].coordinate, meters: 2_400)
    await router.answer(next: 1, with: .failure(noRoad))  // both legs
    _ = await router.nextRequest()  // then Monterey → Carmel alone: it has a road
    router.answerNextAlongStraightLines()
    await router.answer(next: 1, with: .failure(noRoad))  // and Carmel → Big Sur alone: none
    await harness.presenter.work.idle()

    expectRendered(
      TripDetailView(presenter: harness.presenter), width: 44, height: 14,
      equals: """
        Name: [Pacific Coast                       ]
        Total distance: 40.3 km
        Leg                      1 leg straight line
        The router at http://router.test found no
        road: stop 3 is 2.4 km from the nearest road
        the router knows
        1 → 2  Monterey → Carmel      7.0 km · 6 min
        Stops
        › 1. Monterey               36.60°N 121.89°W
          2. Carmel                 36.56°N 121.92°W
          3. Big Sur                36.27°N 121.81°W
        [a] Add stop [d] Delete stop
        [K] Move up [J] Move down
        [M] Move to… [R] Reverse route
        """)
    // In miles, the distance is in miles.
    let miles = RoadsHarness(
      trip: trip, router: router, store: InMemoryRoadLegStore(), units: .miles)
    await router.answer(next: 1, with: .failure(noRoad))
    _ = await router.nextRequest()
    router.answerNextAlongStraightLines()
    await router.answer(next: 1, with: .failure(noRoad))
    await miles.presenter.work.idle()
    #expect(
      miles.viewModel.roadProblem?.hasSuffix("stop 3 is 1.5 mi from the nearest road the router knows")
        == true)
    // In a column as narrow as split view's, it takes three lines, still whole.
    let narrow = render(TripDetailView(presenter: harness.presenter), width: 40, height: 14)
    let reasonLines = narrow.split(separator: "\n").drop { !$0.hasPrefix("The router") }.prefix(3)
    #expect(reasonLines.joined(separator: " ").hasSuffix("the nearest road the router knows"), "\(narrow)")
  }
}
