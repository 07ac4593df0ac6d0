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

/// Exports of trips the app routed with the real local Valhalla: a 3-stop and a 25-stop Helsinki
/// trip are opened (the trip screen routes and keeps their legs), then exported as the command line
/// does. Every leg's road metres and seconds in the JSON and in the GPX (read by gpxpy) are
/// Valhalla's own answer within 1 m and 1 s; GDAL reads the road in KML and GeoJSON.
@MainActor
@Suite(
  "Road legs in exports, with a real Valhalla", .serialized, .requires(.valhalla, .python3, .gpxpy),
  .timeLimit(.minutes(10)))
struct RoadExportIntegrationTests {
  let url = ExternalTool.valhallaURL ?? "http://127.0.0.1:8899"
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roadtrip-roads-\(UUID())")

  /// A store with the two trips, routed by opening each in the app.
  private func routedStore() async throws -> (SQLiteTripStore, [[Coordinate]]) {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let three = [
      Coordinate(latitude: 60.1708, longitude: 24.9414), Coordinate(latitude: 60.1690, longitude: 24.9320),
      Coordinate(latitude: 60.1570, longitude: 24.9560),
    ]
    let twentyFive = try await offMain { [url] in try HelsinkiStops.routable(25, seed: 25, url: url) }
    let store = try SQLiteTripStore(path: folder.appendingPathComponent("store.sqlite").path)
    let trips = try [("Three", three), ("Twenty-five", twentyFive)].map { name, stops in
      try Trip(
        name: name,
        stops: stops.enumerated().map { try Stop(name: "Stop \($0.offset + 1)", coordinate: $0.element) })
    }
    _ = try store.importTrips(trips)
    let configuration = AppConfiguration(
      repository: store, places: FakePlaceSearch(), units: .kilometers, colorEnabled: false,
      searchDebounce: .zero, roadRouter: ValhallaRouter(url: url))
    let session = AppSession(configuration: configuration, size: Size(width: 120, height: 40))
    for trip in try store.allTrips() {
      #expect(await session.open(link: "roadtrip://trips/\(trip.id.uuidString)") == nil)
      await session.waitForPendingWork()
      #expect(session.plainFrame.contains("by road") && !session.plainFrame.contains("est."))
    }
    let byName = Dictionary(
      uniqueKeysWithValues: try store.allTrips().map { ($0.name, $0.stops.map(\.coordinate)) })
    return (store, [byName["Three"] ?? [], byName["Twenty-five"] ?? []])
  }

  private func export(_ store: SQLiteTripStore, _ format: TripExchange.Format) throws -> String {
    let path = folder.appendingPathComponent("trips.\(format.fileExtension)").path
    #expect(
      ExchangeCommands.export(from: store, format: format, trip: nil, output: path, force: true) == .success)
    return path
  }

  @Test("JSON and GPX carry every leg's road metres and seconds as Valhalla gives them; GDAL reads the road")
  func exports() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (store, trips) = try await routedStore()
    let own = try await offMain { [url] in try trips.map { try DirectValhalla.legs(of: $0, url: url) } }
    #expect(own.map(\.count) == [2, 24])

    // JSON: each trip's legs, in the store's order (newest first) — matched by stop count.
    let json = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: try export(store, .json))))
    let jsonTrips = ((json as? [String: Any])?["trips"] as? [[String: Any]]) ?? []
    for legs in own {
      let trip = jsonTrips.first { ($0["legs"] as? [Any])?.count == legs.count }
      let roads = ((trip?["legs"] as? [[String: Any]]) ?? []).map { $0["road"] as? [String: Any] }
      #expect(roads.count == legs.count)
      for (road, leg) in zip(roads, legs) {
        let meters = (road?["meters"] as? NSNumber)?.doubleValue ?? -1
        let seconds = (road?["seconds"] as? NSNumber)?.doubleValue ?? -1
        #expect(
          abs(meters - leg.meters) <= 1 && abs(seconds - leg.seconds) <= 1,
          "\(meters) m \(seconds) s vs \(leg)")
      }
    }

    // GPX, read by gpxpy: the routes as before, and a track per trip with a segment per leg.
    let gpxPath = try export(store, .gpx)
    let printed = try await offMain {
      try ExternalTool.runPython(
        """
        import sys, json, gpxpy
        gpx = gpxpy.parse(open(sys.argv[1], encoding='utf-8'))
        out = {"routes": [len(r.points) for r in gpx.routes], "tracks": []}
        for track in gpx.tracks:
            legs = []
            for segment in track.segments:
                leg = [e for e in segment.extensions if e.tag.endswith('leg')]
                legs.append({"points": len(segment.points),
                             "meters": float(leg[0].get('meters')) if leg else None,
                             "seconds": float(leg[0].get('seconds')) if leg else None})
            out["tracks"].append(legs)
        print(json.dumps(out))
        """, arguments: [gpxPath])
    }
    let gpx = try JSONSerialization.jsonObject(with: printed) as? [String: Any]
    #expect(((gpx?["routes"] as? [Int]) ?? []).sorted() == [3, 25])
    let tracks = (gpx?["tracks"] as? [[[String: Any]]]) ?? []
    #expect(tracks.count == 2)
    for legs in own {
      let track = tracks.first { $0.count == legs.count } ?? []
      #expect(track.count == legs.count)
      for (segment, leg) in zip(track, legs) {
        let meters = (segment["meters"] as? Double) ?? -1
        let seconds = (segment["seconds"] as? Double) ?? -1
        #expect(abs(meters - leg.meters) <= 1 && abs(seconds - leg.seconds) <= 1, "\(segment) vs \(leg)")
        #expect((segment["points"] as? Int ?? 0) >= 2)
      }
    }
    try await expectGDALReadsTheRoad(store, own)
  }

  /// `work` (a child process waited for) off the main actor, so other tests' screens keep running.
  private func offMain<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await Task.detached { try work() }.value
  }

  /// ogrinfo (where installed) reads the KML and GeoJSON LineStrings along the road (more points than
  /// stops), and GeoJSON's road metres and seconds are the legs' sums.
  private func expectGDALReadsTheRoad(_ store: SQLiteTripStore, _ own: [[DirectValhalla.Leg]]) async throws {
    guard ExternalTool.ogrinfo.isAvailable else { return }
    for format in [TripExchange.Format.kml, .geojson] {
      let path = try export(store, format)
      let report = try await offMain { try ExternalTool.run("ogrinfo", ["-ro", "-al", "-q", path]) }
      let lines = report.split(separator: "\n").filter { $0.contains("LINESTRING") }
      let points = lines.map { $0.split(separator: ",").count }.sorted()
      #expect(points.count == 2 && points[0] > 3 && points[1] > 25, "\(format): \(points)")
    }
    let geojson = try export(store, .geojson)
    let report = try await offMain { try ExternalTool.run("ogrinfo", ["-ro", "-al", "-q", geojson]) }
    for legs in own {
      let meters = Int(legs.reduce(0) { $0 + $1.meters }.rounded())
      let found = report.split(separator: "\n").compactMap { line -> Int? in
        guard line.contains("roadMeters ("), let value = line.split(separator: "=").last else { return nil }
        return Int(value.trimmingCharacters(in: .whitespaces))
      }
      #expect(found.contains { abs($0 - meters) <= legs.count }, "\(found) vs \(meters)")
    }
  }
}
