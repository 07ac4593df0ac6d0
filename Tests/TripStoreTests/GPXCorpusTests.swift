import Foundation
import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// Real GPX files written by other software (GPSBabel, Garmin units and MapSource, HealthFit,
/// Apple Health, OSMTracker, GPS Visualizer…; origins in the corpus README): every route is
/// imported whole, every track as a trip of at most 25 stops from its first to its last point, and
/// every file without data is refused with its reason. Off the main actor but for the store test.
@Suite("GPX corpus", .timeLimit(.minutes(10)))
struct GPXCorpusTests {
  /// The most stops a trip made from a track has.
  static let maximumStops = 25

  @Test(
    "Each file imports as the expectations table says, or is refused with its reason",
    arguments: GPXCorpus.files)
  func importsAsExpected(file: CorpusFile) throws {
    let data = try file.contents()
    if let refusal = file.refusal {
      let error = #expect(throws: ImportError.self) {
        try TripExchange.read(data, fileName: file.fileName)
      }
      #expect(error?.location == .line(refusal.line))
      #expect(error?.problem == refusal.problem)
      return
    }
    let contents = try TripExchange.read(data, fileName: file.fileName)
    let trackTrips = contents.trips.filter(contents.isFromTrack)
    var otherTrips = contents.trips.filter { !contents.isFromTrack($0) }
    if file.waypointCount > 0 {
      #expect(
        otherTrips.popLast()?.stops.count == file.waypointCount, "the loose waypoints are the last trip")
    }
    #expect(otherTrips.map(\.stops.count) == file.routePointCounts, "every route imported whole")
    let tracks = file.tracks.compactMap { $0 }
    try #require(trackTrips.count == tracks.count, "one trip per track with points")
    for (trip, track) in zip(trackTrips, tracks) {
      #expect(
        (min(2, track.pointCount)...Self.maximumStops).contains(trip.stops.count),
        "\(trip.name): 2–25 stops (one for a track of one point)")
      #expect(trip.stops.count <= track.pointCount)
      #expect(trip.stops.first?.coordinate == track.first, "\(trip.name) starts at the track's start")
      #expect(trip.stops.last?.coordinate == track.last, "\(trip.name) ends at the track's end")
    }
  }

  @Test("The corpus has at least 15 files, each with its origin in the README")
  func corpusDocumented() throws {
    #expect(GPXCorpus.files.count >= 15)
    let folder = try GPXCorpus.folder()
    let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".gpx")
    }
    #expect(Set(onDisk) == Set(GPXCorpus.files.map(\.fileName)), "the table lists every file")
    for name in onDisk { #expect(readme.contains("`\(name)`"), "\(name) is in the README") }
  }

  @Test("The importable files go into a store whole")
  @MainActor
  func importedIntoStore() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("corpus.sqlite"))
    var imported: [Trip] = []
    var trackStops: [Int] = []
    for file in GPXCorpus.files where file.refusal == nil {
      let data = try file.contents()
      let contents = try TripExchange.read(data, fileName: file.fileName)
      imported += try store.importFile(data, fileName: file.fileName)
      trackStops += contents.trips.filter(contents.isFromTrack).map(\.stops.count)
    }
    // A route that several files hold alike (same name, same points) gets the same id from its
    // content and is stored once.
    var unique: [TripID: Int] = [:]
    for trip in imported { unique[trip.id] = trip.stops.count }
    let stored = try store.allTrips()
    #expect(stored.count == unique.count)
    #expect(stored.allSatisfy { unique[$0.id] == $0.stops.count })
    #expect(imported.count >= 20)
    let refused = GPXCorpus.files.count { $0.refusal != nil }
    print(
      "GPX corpus: \(GPXCorpus.files.count) files; \(refused) refused; the others give \(imported.count) trips, "
        + "\(trackStops.count) of them from tracks with \(trackStops) stops")
  }

  @Test(
    "The table is what gpxpy reads, and every stop is a point gpxpy reads (needs gpxpy)", .requires(.gpxpy))
  func matchesGpxpy() throws {
    let folder = try GPXCorpus.folder()
    let script = try String(contentsOf: folder.appendingPathComponent("expectations.py"), encoding: .utf8)
    let table = try ExternalTool.runPython(script, arguments: ["table", folder.path])
    #expect(String(decoding: table, as: UTF8.self) == (try GPXCorpus.table()), "regenerate expectations.tsv")

    let output = try ExternalTool.runPython(script, arguments: ["points", folder.path])
    let readings = try JSONDecoder().decode([String: GpxpyReading].self, from: output)
    for file in GPXCorpus.files where file.refusal == nil {
      let reading = try #require(readings[file.fileName])
      let contents = try TripExchange.read(try file.contents(), fileName: file.fileName)
      let routeTrips = contents.trips.filter { !contents.isFromTrack($0) }.prefix(reading.routes.count)
      for (trip, points) in zip(routeTrips, reading.routes) {
        #expect(trip.stops.map(\.coordinate) == points.map(\.coordinate), "\(file.fileName): \(trip.name)")
      }
      let tracks = reading.tracks.filter { !$0.isEmpty }
      for (trip, points) in zip(contents.trips.filter(contents.isFromTrack), tracks) {
        let kept = trip.stops.map(\.coordinate)
        #expect(kept.isSubsequence(of: points.map(\.coordinate)), "\(file.fileName): \(trip.name)")
      }
    }
  }
}

/// gpxpy's points of one file: each route's and each track's, as [latitude, longitude].
private struct GpxpyReading: Decodable {
  var routes: [[[Double]]]
  var tracks: [[[Double]]]
}

extension [Double] {
  fileprivate var coordinate: Coordinate { Coordinate(latitude: first ?? .nan, longitude: last ?? .nan) }
}

extension Array where Element: Equatable {
  /// Whether every element appears in `other`, in the same order.
  fileprivate func isSubsequence(of other: [Element]) -> Bool {
    var remaining = other[...]
    for element in self {
      guard let index = remaining.firstIndex(of: element) else { return false }
      remaining = remaining[(index + 1)...]
    }
    return true
  }
}
