import Geo
import Routing
import TestSupport
import Testing
import TripModels

@testable import TripDetail

/// The legs' road figures on the trip detail: none without a router, pending while the router is
/// asked, routed or failed when it answers, stale after an edit, restored by undo without asking.
@MainActor
@Suite("Trip detail road figures")
struct TripDetailRoadsTests {
  private let units = DistanceUnit.kilometers

  private func roadText(_ leg: RoadLeg) -> String {
    TripDetailCopy.roadLeg(meters: leg.meters, seconds: leg.seconds, units: units)
  }

  @Test("without a router the legs are straight lines as before, and nothing is asked")
  func none() throws {
    let trip = try Fixtures.pacificCoast()
    let harness = RoadsHarness(trip: trip, router: nil, store: InMemoryRoadLegStore())
    #expect(harness.legs == [.none, .none])
    #expect(harness.viewModel.legsNote == TripDetailCopy.straightLine)
    let straight = zip(harness.coordinates, harness.coordinates.dropFirst()).map {
      units.format(meters: Geodesic.distance(from: $0, to: $1))
    }
    #expect(harness.legTexts == straight)
    #expect(harness.viewModel.totalDistance.hasSuffix(TripDetailCopy.straightLine))
  }

  @Test("legs are pending while the router is asked, then show its road distance and drive time")
  func pendingThenRouted() async throws {
    let trip = try Fixtures.pacificCoast()
    let router = FakeRoadRouter()
    let harness = RoadsHarness(trip: trip, router: router, store: InMemoryRoadLegStore())
    #expect(harness.legs == [.pending, .pending])
    #expect(harness.viewModel.legsNote == TripDetailCopy.routing)
    #expect(harness.legTexts.allSatisfy { $0.hasSuffix(TripDetailCopy.routing) })

    let request = await router.nextRequest()
    #expect(request.stops == harness.coordinates)
    router.answerNextAlongStraightLines()
    await harness.presenter.work.idle()

    let answered = FakeRoadRouter.straightLegs(harness.coordinates)
    #expect(harness.legTexts == answered.map(roadText))
    #expect(harness.viewModel.legsNote == TripDetailCopy.byRoad)
    let total = answered.reduce(0) { $0 + $1.meters }
    let seconds = answered.reduce(0) { $0 + $1.seconds }
    #expect(
      harness.viewModel.totalDistance
        == TripDetailCopy.roadTotal(distance: units.format(meters: total), seconds: seconds, straight: 0))
    // Every leg routed: the trip list gets the total, for these stops.
    #expect(
      try harness.repository.tripSummary(id: trip.id)?.road == TripRoadTotal(meters: total, seconds: seconds))
  }

  @Test("a total kept earlier stays while legs are pending, and is forgotten when one fails")
  func totalForgottenWhenALegFails() async throws {
    let trip = try Fixtures.longTrip(stops: 4)
    let repository = InMemoryTripRepository(trips: [trip])
    let earlier = TripRoadTotal(meters: 1_000, seconds: 60)
    try repository.keepRoadTotal(earlier, of: trip.id, through: trip.stops.map(\.coordinate))
    let router = FakeRoadRouter()
    let harness = RoadsHarness(
      trip: trip, repository: repository, router: router, store: InMemoryRoadLegStore())
    #expect(try repository.tripSummary(id: trip.id)?.road == earlier)
    // No road for any of the 3 legs: the run, then its halves, then the legs alone (5 requests).
    let noRoad = RoutingError.noRoute(url: router.routerURL, message: "no path")
    #expect(await router.answer(next: 5, with: .failure(noRoad)).map(\.count) == [4, 2, 3, 2, 2])
    await harness.presenter.work.idle()
    #expect(harness.presenter.state.roads.pendingCount == 0)
    #expect(try harness.repository.tripSummary(id: trip.id)?.road == nil)
  }

  @Test("a router that fails leaves straight lines marked as estimates, with the reason")
  func failed() async throws {
    let trip = try Fixtures.pacificCoast()
    let router = FakeRoadRouter()
    let store = InMemoryRoadLegStore()
    let harness = RoadsHarness(trip: trip, router: router, store: store)
    _ = await router.nextRequest()
    let error = RoutingError.unreachable(url: router.routerURL, reason: "Couldn't connect to server")
    router.answerNext(with: .failure(error))
    await harness.presenter.work.idle()

    #expect(harness.legs == [.failed(error), .failed(error)])
    #expect(harness.legTexts.allSatisfy { $0.hasSuffix(TripDetailCopy.estimate) })
    #expect(harness.viewModel.roadProblem?.contains(router.routerURL) == true)
    #expect(store.keepCount == 0, "nothing is kept from a failure")
    #expect(try harness.repository.tripSummary(id: trip.id)?.road == nil)
  }

  @Test("each answer changes the texts of its own legs only, and every leg reads as the router said")
  func textsFollowEachAnswer() async throws {
    let trip = try Fixtures.longTrip(stops: 4)
    let router = FakeRoadRouter()
    let harness = RoadsHarness(trip: trip, router: router, store: InMemoryRoadLegStore())
    let stops = harness.coordinates
    let straight = { (leg: Int, pending: Bool) in
      TripDetailCopy.straightLeg(
        meters: Geodesic.distance(from: stops[leg], to: stops[leg + 1]), pending: pending, units: units)
    }
    let noRoad = RoutingError.noRoute(url: router.routerURL, message: "no path")
    // No road for the whole run: its halves are asked, leg 1 alone first.
    #expect(await router.answer(next: 1, with: .failure(noRoad)).map(\.count) == [4])
    #expect(await router.nextRequest().stops == Array(stops[0...1]))
    #expect(router.answerNextAlongStraightLines())
    // The next request is asked once the answer is shown.
    #expect(await router.nextRequest().stops == Array(stops[1...3]))
    let first = FakeRoadRouter.straightLegs(Array(stops[0...1]))[0]
    #expect(harness.legTexts == [roadText(first), straight(1, true), straight(2, true)])
    // Legs 2 and 3 have no road together; leg 2 has one, leg 3 none.
    #expect(router.answerNext(with: .failure(noRoad)))
    #expect(await router.nextRequest().stops == Array(stops[1...2]))
    #expect(router.answerNextAlongStraightLines())
    #expect(await router.nextRequest().stops == Array(stops[2...3]))
    let second = FakeRoadRouter.straightLegs(Array(stops[1...2]))[0]
    #expect(harness.legTexts == [roadText(first), roadText(second), straight(2, true)])
    #expect(router.answerNext(with: .failure(noRoad)))
    await harness.presenter.work.idle()
    #expect(harness.legTexts == [roadText(first), roadText(second), straight(2, false)])
  }

  @Test("moving a stop makes its two legs stale and asks for them alone; undo restores the figures unasked")
  func staleAfterEditThenUndo() async throws {
    let trip = try Fixtures.longTrip(stops: 5)
    let router = FakeRoadRouter()
    let harness = RoadsHarness(trip: trip, router: router, store: InMemoryRoadLegStore())
    _ = await router.nextRequest()
    router.answerNextAlongStraightLines()
    await harness.presenter.work.idle()
    let before = harness.legTexts

    let moved = try trip.stops[2].with(
      name: trip.stops[2].name, coordinate: Coordinate(latitude: 33, longitude: -119))
    try harness.repository.updateStop(moved, in: trip.id)
    #expect(harness.legs[1] == .stale)
    #expect(harness.legs[2] == .stale)
    #expect(harness.legs[0].figures != nil && harness.legs[3].figures != nil, "untouched legs keep figures")
    #expect(harness.legTexts[0] == before[0] && harness.legTexts[3] == before[3])

    let request = await router.nextRequest()
    #expect(request.stops == Array(harness.coordinates[1...3]), "only the changed legs are asked")
    router.answerNextAlongStraightLines(detour: 1.5)
    await harness.presenter.work.idle()
    #expect(harness.legs.allSatisfy { $0.figures != nil })
    #expect(harness.legTexts[1] != before[1])

    _ = try harness.repository.undo()
    #expect(harness.legTexts == before)
    #expect(router.received.count == 2, "undo asks nothing")
  }

  @Test("a second run without a router shows the figures kept by the first")
  func keptAcrossRuns() async throws {
    let trip = try Fixtures.pacificCoast()
    let store = InMemoryRoadLegStore()
    let router = FakeRoadRouter()
    let repository = InMemoryTripRepository(trips: [trip])
    do {
      let first = RoadsHarness(trip: trip, repository: repository, router: router, store: store)
      _ = await router.nextRequest()
      router.answerNextAlongStraightLines()
      await first.presenter.work.idle()
    }
    let second = RoadsHarness(trip: trip, repository: repository, router: nil, store: store)
    #expect(second.legTexts == FakeRoadRouter.straightLegs(second.coordinates).map(roadText))
    #expect(router.received.count == 1)
  }

  @Test("drive times read as hours and minutes")
  func driveTimes() {
    #expect(TripDetailCopy.driveTime(seconds: 16_500) == "4 h 35 min")
    #expect(TripDetailCopy.driveTime(seconds: 719) == "12 min")
    #expect(TripDetailCopy.driveTime(seconds: 3_600) == "1 h 0 min")
  }
}
