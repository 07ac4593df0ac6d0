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
    let trip = try Trip(
      name: "Coast",
      stops: (0..<5).map {
        try Stop(
          name: "Stop \($0 + 1)", coordinate: Coordinate(latitude: 36 - 0.3 * Double($0), longitude: -121.9))
      })
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
    await harness.presenter.work.idle()

    #expect(
      harness.legs.prefix(2) == [
        .routed(meters: earlier[0].meters, seconds: earlier[0].seconds),
        .routed(meters: earlier[1].meters, seconds: earlier[1].seconds),
      ])
    #expect(harness.legs.dropFirst(2).allSatisfy { $0 == .failed(error.description) })
    #expect(harness.legTexts.dropFirst(2).allSatisfy { $0.hasSuffix(TripDetailCopy.estimate) })
    #expect(harness.viewModel.legsNote.contains("http://router.test"))
    #expect(store.keepCount == 1, "nothing is kept from the failed request")
  }
}
