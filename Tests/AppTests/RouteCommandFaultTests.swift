import Geo
import TestSupport
import Testing

/// `roadtrip route`, the built binary, against a local server that fails in each way a router can:
/// every run exits 5 with one line naming the router, no text of the server reaches the terminal
/// as control characters, and the store keeps exactly what it kept before.
@Suite("roadtrip route against a failing router", .requires(.python3), .timeLimit(.minutes(10)))
struct RouteCommandFaultTests {
  /// One way to fail: the stub's path, the trip routed, what the message says, the environment.
  struct Fault: CustomTestStringConvertible, Sendable {
    var path: String
    var stops: [(String, Coordinate)]
    var says: String
    var environment: [String: String] = [:]
    var testDescription: String { path }
  }

  private static let helsinki = [
    ("Rautatientori", Coordinate(latitude: 60.1708, longitude: 24.9414)),
    ("Kamppi", Coordinate(latitude: 60.1690, longitude: 24.9320)),
    ("Kaivopuisto", Coordinate(latitude: 60.1570, longitude: 24.9560)),
  ]
  /// A leg across the Gulf of Finland.
  private static let acrossTheSea = [
    ("Rautatientori", Coordinate(latitude: 60.1708, longitude: 24.9414)),
    ("Tallinn", Coordinate(latitude: 59.437, longitude: 24.7536)),
  ]
  /// 25 stops: two chained requests (20 stops, then 6), both in flight at once.
  private static let twentyFive = (0..<25).map {
    (
      "Stop \($0 + 1)",
      Coordinate(latitude: 60.16 + 0.001 * Double($0), longitude: 24.93 + 0.002 * Double($0))
    )
  }
  /// A trip routed before the failing run, whose kept legs must survive it.
  private static let kept = [
    ("Senaatintori", Coordinate(latitude: 60.1692, longitude: 24.9525)),
    ("Kauppatori", Coordinate(latitude: 60.1675, longitude: 24.9530)),
    ("Kaivopuisto", Coordinate(latitude: 60.1570, longitude: 24.9560)),
  ]

  static let faults = [
    Fault(path: "/status500", stops: helsinki, says: "refused the request (HTTP 500)"),
    Fault(
      path: "/garbage", stops: helsinki, says: "gave an answer that is not a route: not the JSON of a route"),
    Fault(
      path: "/nopath", stops: acrossTheSea,
      says: "found no road: none near a stop — its map may not cover this trip"),
    Fault(
      path: "/nopathhostile", stops: acrossTheSea, says: "found no road: No path could be found for input"),
    Fault(path: "/hostile", stops: helsinki, says: "refused the request (HTTP 400): ?[2J?[31mowned"),
    Fault(path: "/huge", stops: helsinki, says: "sent more than \(8 << 20) bytes"),
    Fault(
      path: "/silent", stops: helsinki, says: "did not answer within 1 s",
      environment: ["ROADTRIP_ROUTER_TIMEOUT": "1"]),
    Fault(path: "/drop", stops: helsinki, says: "is unreachable"),
    Fault(path: "/answeronce", stops: twentyFive, says: "is unreachable"),
  ]

  @Test(
    "each failure exits 5 with one line naming the router, no raw server text, the store as it was",
    arguments: faults)
  func fails(_ fault: Fault) throws {
    let sandbox = try RouteSandbox(trips: [("Failing", fault.stops), ("Kept", Self.kept)])
    defer { sandbox.cleanUp() }
    // Legs routed before by another router stay; the failing trip gets none.
    let earlier = try StubHTTPServer()
    let routed = try sandbox.run(["--router", earlier.url + "/answeronce", "route", "--trip", "2"])
    #expect(routed.status == 0, "\(routed.stderr)")
    let before = try sandbox.keptRows()
    #expect(before.filter { $0.hasPrefix("leg ") }.count == 2)

    let server = try StubHTTPServer()
    let url = server.url + fault.path
    let result = try sandbox.run(["--router", url, "route", "--trip", "1"], environment: fault.environment)

    #expect(result.status == 5)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "one line: \(result.stderr)")
    #expect(result.stderr.hasPrefix("roadtrip: Failing: the router at \(url) "), "\(result.stderr)")
    #expect(result.stderr.contains(fault.says), "\(result.stderr)")
    #expect(result.stderr.hasSuffix(" — its legs stay straight lines\n"), "\(result.stderr)")
    #expect(!Self.hasControlCharacters(result.stderr), "\(result.stderr.debugDescription)")
    #expect(!Self.hasControlCharacters(result.stdout), "\(result.stdout.debugDescription)")
    let first = "  \(fault.stops[0].0) → \(fault.stops[1].0)  "
    #expect(
      result.stdout.split(separator: "\n").contains {
        $0.hasPrefix(first) && $0.contains(" straight line, not routed: the router at \(url) ")
      }, "\(result.stdout)")
    #expect(try sandbox.keptRows() == before)
  }

  @Test("ROADTRIP_ROUTER_TIMEOUT that is not 1 to 600 whole seconds is refused before anything is sent")
  func badTimeout() throws {
    let sandbox = try RouteSandbox(trips: [("Helsinki", Self.helsinki)])
    defer { sandbox.cleanUp() }
    let before = try sandbox.keptRows()
    for bad in ["0", "601", "1.5", "ten", "-3", "\u{1B}[2J"] {
      let result = try sandbox.run(
        ["--router", "http://127.0.0.1:1", "route"], environment: ["ROADTRIP_ROUTER_TIMEOUT": bad])
      #expect(result.status == 2, "\(bad)")
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "roadtrip: ROADTRIP_ROUTER_TIMEOUT must be a whole number of seconds from 1 to 600")
          && result.stderr.hasSuffix("; unset it for 10 s\n"), "\(result.stderr)")
      #expect(!Self.hasControlCharacters(result.stderr))
    }
    #expect(try sandbox.keptRows() == before)
  }

  /// Whether `text` holds a control character other than a line feed (C0, DEL or C1).
  private static func hasControlCharacters(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
    }
  }
}
