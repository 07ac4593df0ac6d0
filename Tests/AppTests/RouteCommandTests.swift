import Foundation
import Geo
import Routing
import TestSupport
import Testing
import TripModels
import TripStore

@testable import App

/// `roadtrip route`, run as a user runs it: the built binary on a store of its own.
@Suite("roadtrip route", .timeLimit(.minutes(10)))
struct RouteCommandTests {
  private static let stops = [
    ("Rautatientori", Coordinate(latitude: 60.1708, longitude: 24.9414)),
    ("Kamppi", Coordinate(latitude: 60.1690, longitude: 24.9320)),
    ("Kaivopuisto", Coordinate(latitude: 60.1570, longitude: 24.9560)),
  ]
  /// A sandbox whose store holds the 3-stop Helsinki trip, imported by the binary.
  private func sandboxWithTrip() throws -> RouteSandbox {
    try RouteSandbox(trips: [("Helsinki", Self.stops)])
  }

  /// The store's trips as `roadtrip export` writes them (road figures included), with no router.
  private func exported(_ sandbox: RouteSandbox) throws -> String {
    let result = try sandbox.run(["export"])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test(
    "a 3-stop Helsinki trip is routed by Valhalla, printed leg by leg and kept for export",
    .requires(.valhalla, .python3))
  func routesWithValhalla() throws {
    let url = ExternalTool.valhallaURL ?? "http://127.0.0.1:8899"
    let sandbox = try sandboxWithTrip()
    defer { sandbox.cleanUp() }
    let own = try DirectValhalla.legs(of: Self.stops.map(\.1), url: url)
    #expect(own.count == 2)

    let result = try sandbox.run(["--router", url, "route", "--trip", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let names = zip(Self.stops, Self.stops.dropFirst()).map { "\($0.0) → \($1.0)" }
    for (name, leg) in zip(names, own) {
      let line =
        "  \(name)  \(DistanceUnit.kilometers.format(meters: leg.meters)) · "
        + DriveTime.text(seconds: leg.seconds)
      #expect(result.stdout.split(separator: "\n").contains { $0 == line }, "\(line)\n\(result.stdout)")
    }

    // The legs are kept: an export without any router carries Valhalla's figures.
    let json = try JSONSerialization.jsonObject(with: Data(try exported(sandbox).utf8))
    let trip = ((json as? [String: Any])?["trips"] as? [[String: Any]])?.first
    let roads = ((trip?["legs"] as? [[String: Any]]) ?? []).map { $0["road"] as? [String: Any] }
    #expect(roads.count == own.count)
    for (road, leg) in zip(roads, own) {
      let meters = (road?["meters"] as? NSNumber)?.doubleValue ?? -1
      let seconds = (road?["seconds"] as? NSNumber)?.doubleValue ?? -1
      #expect(abs(meters - leg.meters) <= 1 && abs(seconds - leg.seconds) <= 1, "\(String(describing: road))")
    }

    // --units mi prints miles (and is remembered, like every other command).
    let miles = try sandbox.run(["--units", "mi", "--router", url, "route"])
    #expect(miles.status == 0, "\(miles.stderr)")
    #expect(miles.stdout.contains("  \(names[0])  \(DistanceUnit.miles.format(meters: own[0].meters)) · "))
  }

  @Test(
    "one stop outside the router's map leaves only its legs straight lines; the others are routed and kept",
    .requires(.valhalla, .python3))
  func oneStopOffTheMap() throws {
    let url = ExternalTool.valhallaURL ?? "http://127.0.0.1:8899"
    // Espoo is outside the Helsinki extract the test server routes on.
    let espoo = ("Espoo", Coordinate(latitude: 60.2052, longitude: 24.6522))
    let stops = [Self.stops[0], Self.stops[1], espoo, Self.stops[2]]
    let sandbox = try RouteSandbox(trips: [("Helsinki", stops)])
    defer { sandbox.cleanUp() }
    let own = try DirectValhalla.legs(of: [stops[0].1, stops[1].1], url: url)

    let result = try sandbox.run(["--router", url, "route", "--trip", "1"])
    #expect(result.status == 5)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let routed =
      "  Rautatientori → Kamppi  \(DistanceUnit.kilometers.format(meters: own[0].meters)) · "
      + DriveTime.text(seconds: own[0].seconds)
    #expect(lines.contains(routed), "\(result.stdout)")
    // Espoo's legs: the first says where the roads end; Valhalla may word the second its own way.
    for leg in ["Kamppi → Espoo", "Espoo → Kaivopuisto"] {
      #expect(
        lines.contains {
          $0.hasPrefix("  \(leg)  ")
            && $0.contains("straight line, not routed: the router at \(url) found no road: ")
        }, "\(result.stdout)")
    }
    #expect(
      lines.contains { $0.contains("found no road: the stop at 60.21°N 24.65°E is ") }, "\(result.stdout)")
    #expect(lines.last?.hasSuffix(" by road; 2 legs straight line") == true, "\(result.stdout)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.hasSuffix(" — 2 of 3 legs stay straight lines\n"), "\(result.stderr)")
    #expect(try sandbox.keptRows().filter { $0.hasPrefix("leg ") }.count == 1, "the routed leg is kept")
  }

  @Test("an unreachable router exits 5 naming its URL, and the store keeps no legs")
  func unreachableRouter() throws {
    let sandbox = try sandboxWithTrip()
    defer { sandbox.cleanUp() }
    let before = try exported(sandbox)
    let rows = try sandbox.keptRows()
    let url = "http://127.0.0.1:1"
    let result = try sandbox.run(["--router", url, "route", "--trip", "1"])
    #expect(result.status == 5)
    #expect(
      result.stderr.hasPrefix("roadtrip: ") && result.stderr.contains("the router at \(url) is unreachable"))
    #expect(
      result.stdout.contains("Rautatientori → Kamppi  ")
        && result.stdout.contains("straight line, not routed"))
    #expect(try exported(sandbox) == before)
    #expect(try sandbox.keptRows() == rows)
    #expect(!before.contains("\"road\""))
  }

  @Test("with no router configured it says how to name one and changes nothing")
  func noRouter() throws {
    let sandbox = try sandboxWithTrip()
    defer { sandbox.cleanUp() }
    let before = try exported(sandbox)
    let result = try sandbox.run(["route"])
    #expect(result.status == 2)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.contains("no router is configured — name a Valhalla server with --router URL"))
    #expect(result.stdout.isEmpty)
    #expect(try exported(sandbox) == before)
  }

  @Test("a trip that does not exist is a usage error")
  func missingTrip() throws {
    let sandbox = try sandboxWithTrip()
    defer { sandbox.cleanUp() }
    let result = try sandbox.run(["--router", "http://127.0.0.1:1", "route", "--trip", "99"])
    #expect(result.status == 2)
    #expect(result.stderr == "roadtrip: trip 99 does not exist — there is 1 trip\n")
    #expect(result.stdout.isEmpty)
  }

  @Test("route parses with and without --trip")
  func parses() throws {
    #expect(try ArgumentParser.parse(["route"]).mode == .route(trip: nil))
    #expect(try ArgumentParser.parse(["route", "--trip", "2"]).mode == .route(trip: "2"))
    #expect(try ArgumentParser.parse(["--router", "http://h:1", "route"]).router == "http://h:1")
  }
}
