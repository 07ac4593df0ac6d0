import Foundation
import Geo
import Routing
import TestSupport
import Testing
import TextUI
import TripModels
import TripStore
import ValhallaRouting

@testable import App

/// The trip screen, with the app's own router client and store, when a router answers the first
/// request of a long trip and dies while the second is in flight (a local stub server): the figures
/// kept before still show, every other leg is an estimate with the reason naming the router, and
/// nothing of the answered request is kept.
@MainActor
@Suite(
  "Trip screen with a router killed in the middle of a trip", .requires(.python3), .timeLimit(.minutes(5)))
struct TripScreenRouterKilledTests {
  /// 30 stops in central Helsinki (the stub does not look at them).
  private let coordinates = (0..<30).map {
    Coordinate(latitude: 60.15 + 0.001 * Double($0), longitude: 24.92 + 0.002 * Double($0))
  }

  @Test("figures kept before stay, the rest are estimates naming the router, nothing partial is kept")
  func killedMidTrip() async throws {
    let server = try StubHTTPServer()
    let url = server.url + "/answeronce"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roadtrip-killed-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try SQLiteTripStore(path: folder.appendingPathComponent("store.sqlite").path)
    let trip = try Trip(
      name: "Long",
      stops: coordinates.enumerated().map { try Stop(name: "Stop \($0.offset + 1)", coordinate: $0.element) })
    _ = try store.importTrips([trip])
    // The first five legs were routed by this router in an earlier run: 4.2 km · 7 min each.
    let keys = RoadLegKey.legs(of: coordinates, options: RoutingOptions())
    let earlier = RoadLeg(meters: 4_200, seconds: 420, shape: [coordinates[0], coordinates[1]])
    try store.keepRoadLegs(
      Dictionary(uniqueKeysWithValues: keys.prefix(5).map { ($0, earlier) }), router: url)

    // The other 25 legs (26 stops) go out as two chained requests, 20 stops and 7; the stub answers
    // one and dies while the other is in flight.
    let configuration = AppConfiguration(
      repository: store, places: FakePlaceSearch(), units: .kilometers, colorEnabled: false,
      searchDebounce: .zero, roadRouter: ValhallaRouter(url: url))
    let session = AppSession(configuration: configuration, size: Size(width: 320, height: 60))
    #expect(await session.open(link: "roadtrip://trips/\(trip.id.uuidString)") == nil)
    await session.waitForPendingWork()

    let frame = session.plainFrame
    let lines = frame.split(separator: "\n")
    #expect(lines.filter { $0.contains("4.2 km · 7 min") }.count == 5, "\(frame)")
    // Every other leg the table has room for is an estimate (its last line says which legs).
    #expect(lines.filter { $0.contains("est.") }.count >= 18, "\(frame)")
    #expect(frame.contains("legs 1–23 of 29"), "\(frame)")
    #expect(frame.contains("The router at \(url) is unreachable"), "\(frame)")
    #expect(!frame.contains("1.0 km · 1 min"), "no leg of the answered request shows: \(frame)")

    // Kept: exactly the five legs of before; nothing of the request that was answered.
    let kept = try store.keptRoadLegs(keys, router: url)
    #expect(kept.count == 5)
    #expect(Set(kept.keys) == Set(keys.prefix(5)))

    // The screen still answers keys: moving down a row draws a new frame.
    let before = session.plainFrame
    #expect(await session.handle(.down) == nil)
    #expect(session.plainFrame != before)
    #expect(session.plainFrame.contains("The router at \(url) is unreachable"))
  }
}
