import Geo
import Routing
import TestSupport
import Testing
import ValhallaRouting

/// Each way a router can fail ends in a typed error that names the router, with no partial legs
/// and no server text that could move the terminal's cursor.
@Suite(.requires(.python3))
struct ValhallaFaultTests {
  private let stops = HelsinkiStops.random(3, seed: 3)

  @Test("a router nobody listens at is unreachable, named by its URL")
  func unreachable() async throws {
    let url = "http://127.0.0.1:1"
    let error = await routingError(ValhallaRouter(url: url))
    guard case .unreachable(let named, _) = error else {
      Issue.record("expected unreachable, got \(String(describing: error))")
      return
    }
    #expect(named == url)
    #expect(error?.description.contains(url) == true)
  }

  @Test("a chunk that fails while another is in flight is the trip's reason, not the cancelled one")
  func failureWhileAnotherInFlight() async throws {
    // 25 stops are two requests (20 stops, then 6): the first is held until cancelled, the second
    // fails at once.
    let stops = (0..<25).map {
      Coordinate(latitude: $0 == 0 ? 61.5 : 60 + Double($0) / 1000, longitude: 24.9)
    }
    let router = ValhallaRouter(url: "http://router.test", http: OneRequestFails(holding: "61.5"))
    let error = await routingError(router, stops: stops)
    #expect(error == .unreachable(url: "http://router.test", reason: "Connection reset by peer"))
  }

  @Test("a router that accepts and never answers times out after the time limit")
  func neverAnswers() async throws {
    let server = try StubHTTPServer()
    let error = await routingError(ValhallaRouter(url: server.url + "/silent", timeout: .milliseconds(400)))
    #expect(error == .timedOut(url: server.url + "/silent", seconds: 0))
  }

  @Test("garbage, an HTTP 500, a dropped connection and an oversized answer are each their own error")
  func badAnswers() async throws {
    let server = try StubHTTPServer()
    let garbage = await routingError(ValhallaRouter(url: server.url + "/garbage"))
    #expect(garbage == .invalidResponse(url: server.url + "/garbage", reason: "not the JSON of a route"))
    let status = await routingError(ValhallaRouter(url: server.url + "/status500"))
    #expect(status == .httpStatus(url: server.url + "/status500", status: 500, message: ""))
    let dropped = await routingError(ValhallaRouter(url: server.url + "/drop"))
    guard case .unreachable = dropped else {
      Issue.record("expected unreachable, got \(String(describing: dropped))")
      return
    }
    let huge = await routingError(ValhallaRouter(url: server.url + "/huge", maximumBytes: 1 << 20))
    #expect(huge == .responseTooLarge(url: server.url + "/huge", limit: 1 << 20))
  }

  @Test(
    "a router killed in the middle of a 25-stop trip fails the whole trip: no partial legs",
    .requires(.valhalla))
  func killedMidTrip() async throws {
    let url = ExternalTool.valhallaURL ?? "http://127.0.0.1:8899"
    let server = try StubHTTPServer(upstream: url)
    let stops = try HelsinkiStops.routable(25, seed: 25, url: url)
    let error = await routingError(ValhallaRouter(url: server.url + "/relayonce"), stops: stops)
    guard case .unreachable(let named, _) = error else {
      Issue.record("expected unreachable, got \(String(describing: error))")
      return
    }
    #expect(named == server.url + "/relayonce")
  }

  /// Five routes one after another, then how many connections the server accepted (the last
  /// question's included): one when the connection is kept; one each when the server closes them
  /// after answering, and no route fails for it.
  @Test(
    "requests one after another reuse the router's connection; one the router closed is replaced",
    arguments: [("keepalive", 1), ("closeidle", 6)])
  func connectionKept(_ mode: String, connections: Int) async throws {
    let server = try StubHTTPServer()
    for _ in 0..<5 {
      let legs = try await ValhallaRouter(url: server.url + "/" + mode).route(
        stops, options: RoutingOptions())
      #expect(legs.map(\.meters) == [1_000, 1_000])
    }
    let error = await routingError(ValhallaRouter(url: server.url + "/connections"))
    let expected = "\(connections) connections"
    #expect(error == .httpStatus(url: server.url + "/connections", status: 400, message: expected))
  }

  @Test("a server's message reaches the error as printable text only")
  func hostileMessage() async throws {
    let server = try StubHTTPServer()
    let error = try #require(await routingError(ValhallaRouter(url: server.url + "/hostile")))
    #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    #expect(error.description.contains("owned"))
  }

  @Test("cancelling the task that routes ends a request the router never answers")
  func cancelled() async throws {
    let server = try StubHTTPServer()
    let router = ValhallaRouter(url: server.url + "/silent", timeout: .seconds(60))
    let task = Task { await routingError(router) }
    task.cancel()
    #expect(await task.value == .cancelled)
  }

  @Test("a stop far from any road of the extract is Valhalla's no-route answer", .requires(.valhalla))
  func noRoad() async throws {
    let url = ExternalTool.valhallaURL ?? "http://127.0.0.1:8899"
    let tallinn = Coordinate(latitude: 59.437, longitude: 24.7536)
    let error = await routingError(ValhallaRouter(url: url), stops: [stops[0], tallinn])
    guard case .noRoute(let named, let message) = error else {
      Issue.record("expected no route, got \(String(describing: error))")
      return
    }
    #expect(named == url)
    #expect(!message.isEmpty)
  }

  @Test(
    "stops outside the extract, which Valhalla moves to one point at its edge (a 0 m leg), are no road, naming the stop's place",
    .requires(.valhalla))
  func roadsThatDoNotReachTheStops() async throws {
    let url = ExternalTool.valhallaURL ?? "http://127.0.0.1:8899"
    // Kallio and Pasila lie north of the Helsinki extract: Valhalla answers "found route" with a
    // 0 m leg that starts and ends at one point on the extract's edge, 0.6 km and 2.4 km away.
    let kallio = Coordinate(latitude: 60.18427, longitude: 24.95034)
    let pasila = Coordinate(latitude: 60.19897, longitude: 24.93218)
    let error = await routingError(ValhallaRouter(url: url), stops: [stops[0], kallio, pasila])
    guard case .stopOffRoad(let named, let stop, let meters) = error else {
      Issue.record("expected a stop the roads miss, got \(String(describing: error))")
      return
    }
    #expect(named == url)
    #expect(stop == pasila)
    #expect((2_000..<3_000).contains(meters))
    #expect(error?.description.hasSuffix(" km from the nearest road the router knows") == true)
    // The same first two stops, inside the extract's reach, are a drive.
    let legs = try await ValhallaRouter(url: url).route([stops[0], kallio], options: RoutingOptions())
    #expect(legs.count == 1 && legs[0].meters > 500)
  }

  @Test(
    "the stub's recorded no-road answer is what the real Valhalla answers for a leg across the sea",
    .requires(.valhalla))
  func recordedNoRoadAnswer() async throws {
    let url = ExternalTool.valhallaURL ?? "http://127.0.0.1:8899"
    // Helsinki to Tallinn, the request the client sends (the stub's `/nopath` answers it so).
    let body =
      #"{"locations":[{"lat":60.1708,"lon":24.9414,"type":"break"},{"lat":59.437,"lon":24.7536,"type":"break"}],"#
      + #""costing":"auto","directions_type":"none","units":"kilometers"}"#
    let outcome = await CurlHTTPClient().post(
      url: url + "/route", body: Array(body.utf8), timeout: .seconds(10), maximumBytes: 1 << 20)
    #expect(outcome == .answered(status: 400, body: Array(StubHTTPServer.noRoadAnswer.utf8)))
  }

  private func routingError(_ router: ValhallaRouter, stops: [Coordinate]? = nil) async -> RoutingError? {
    do {
      let legs = try await router.route(stops ?? self.stops, options: RoutingOptions())
      Issue.record("expected an error, got \(legs.count) legs")
      return nil
    } catch {
      return error
    }
  }
}
