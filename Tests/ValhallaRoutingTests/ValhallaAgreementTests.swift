import Geo
import Routing
import TestSupport
import Testing
import ValhallaRouting

/// Trips routed by the client against a real Valhalla server on the Helsinki extract agree, leg by
/// leg, with what Valhalla answers when asked directly for the same trip.
@Suite(.requires(.valhalla, .python3))
struct ValhallaAgreementTests {
  private let url = ExternalTool.valhallaURL ?? "http://127.0.0.1:8899"

  @Test("a 3-stop Helsinki trip: each leg's metres and seconds are Valhalla's own within 1 m and 1 s")
  func threeStops() async throws {
    try await expectAgreement(try HelsinkiStops.routable(3, seed: 3, url: url), requests: 1)
  }

  @Test("a 25-stop Helsinki trip is routed in two requests of at most 20 stops, and every leg agrees")
  func twentyFiveStops() async throws {
    try await expectAgreement(try HelsinkiStops.routable(25, seed: 25, url: url), requests: 2)
  }

  @Test("a 60-stop trip keeps at most two requests in flight")
  func sixtyStops() async throws {
    let http = CountingHTTP()
    let legs = try await ValhallaRouter(url: url, http: http).route(
      try HelsinkiStops.routable(60, seed: 60, url: url), options: RoutingOptions())
    #expect(legs.count == 59)
    #expect(http.requests == 4)
    #expect(http.mostInFlight <= 2)
  }

  @Test("a leg's shape runs from near its first stop to near its second")
  func shapes() async throws {
    let stops = try HelsinkiStops.routable(4, seed: 4, url: url)
    let legs = try await ValhallaRouter(url: url).route(stops, options: RoutingOptions())
    for (index, leg) in legs.enumerated() {
      let first = try #require(leg.shape.first)
      let last = try #require(leg.shape.last)
      #expect(Geodesic.distance(from: first, to: stops[index]) < 500)
      #expect(Geodesic.distance(from: last, to: stops[index + 1]) < 500)
      #expect(Geodesic.pathLength(leg.shape) >= leg.meters * 0.95)
    }
  }

  @Test("avoid options are sent as Valhalla costing options, and the route still comes back")
  func avoidOptions() async throws {
    let http = CountingHTTP()
    let options = RoutingOptions(avoidsTolls: true, avoidsHighways: true, avoidsFerries: true)
    let legs = try await ValhallaRouter(url: url, http: http).route(
      try HelsinkiStops.routable(3, seed: 9, url: url), options: options)
    #expect(legs.count == 2)
    let body = try #require(http.bodies.first)
    #expect(body.contains("\"use_tolls\":0"))
    #expect(body.contains("\"use_highways\":0"))
    #expect(body.contains("\"use_ferry\":0"))
  }

  private func expectAgreement(_ stops: [Coordinate], requests: Int) async throws {
    let http = CountingHTTP()
    let legs = try await ValhallaRouter(url: url, http: http).route(stops, options: RoutingOptions())
    let direct = try DirectValhalla.legs(of: stops, url: url)
    #expect(legs.count == stops.count - 1)
    #expect(direct.count == legs.count)
    for (index, (leg, own)) in zip(legs, direct).enumerated() {
      #expect(
        abs(leg.meters - own.meters) <= 1, "leg \(index + 1): \(leg.meters) m, Valhalla \(own.meters) m")
      #expect(
        abs(leg.seconds - own.seconds) <= 1, "leg \(index + 1): \(leg.seconds) s, Valhalla \(own.seconds) s")
    }
    #expect(http.requests == requests)
    for body in http.bodies {
      #expect(body.components(separatedBy: "\"type\":\"break\"").count - 1 <= 20)
    }
  }
}
