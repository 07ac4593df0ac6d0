import Foundation
import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// Seeded mutations of a valid GPX export, each checked against python's expat: a file expat finds
/// malformed is refused whole; a file RoadTrip imports holds exactly the routes, points and names
/// expat reads in it. `ROADTRIP_GPX_FUZZ_COUNT` and `ROADTRIP_GPX_FUZZ_SEED` change the run
/// (`scripts/gpx-fuzz` runs more). It runs off the main actor: thousands of imports must not hold
/// up the screen tests that share the main thread.
@Suite("GPX fuzzing against expat", .timeLimit(.minutes(15)))
struct GPXFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let count = environment["ROADTRIP_GPX_FUZZ_COUNT"].flatMap { Int($0) } ?? 5_000
  static let seed = environment["ROADTRIP_GPX_FUZZ_SEED"].flatMap { UInt64($0) } ?? 2_026

  @Test(
    "Every mutation is refused whole or imported exactly as expat reads it (needs python3)",
    .requires(.python3))
  func mutations() throws {
    let base = try Self.baseDocument()
    var generator = SplitMix64(seed: Self.seed)
    let mutants = (0..<Self.count).map { _ in GPXMutator.mutate(base, using: &generator) }
    let readings = try ExpatOracle.read(mutants, in: TemporaryDirectory())
    try #require(readings.count == mutants.count)

    var tally = (malformedRefused: 0, imported: 0, wellFormedRefused: 0)
    for (index, (bytes, reading)) in zip(mutants, readings).enumerated() {
      let imported = try? TripExchange.importTrips(from: Data(bytes), fileName: "fuzz.gpx")
      guard reading.ok else {
        #expect(imported == nil, "mutation \(index) is malformed for expat but was imported")
        if imported == nil { tally.malformedRefused += 1 }
        continue
      }
      guard let imported else {
        tally.wellFormedRefused += 1
        continue
      }
      tally.imported += 1
      #expect(Self.summary(of: imported) == Self.expected(from: reading), "mutation \(index)")
    }
    print(
      "GPX fuzz (seed \(Self.seed)): \(Self.count) mutations — \(tally.malformedRefused) malformed and refused, "
        + "\(tally.imported) imported exactly, \(tally.wellFormedRefused) well-formed but refused by RoadTrip's rules"
    )
    // The mutations must exercise both sides, or the run proves nothing.
    #expect(tally.imported >= Self.count / 10)
    #expect(tally.malformedRefused >= Self.count / 10)
  }

  // MARK: - Expectations

  /// Trips as comparable text: name, then each stop's name and coordinate.
  private static func summary(of trips: [Trip]) -> [String] {
    trips.map { trip in
      ([trip.name] + trip.stops.map { "\($0.name)@\($0.coordinate.latitude),\($0.coordinate.longitude)" })
        .joined(separator: "|")
    }
  }

  /// What importing should give for expat's reading, by the GPX rules; nil pieces where the rules
  /// refuse (so a mismatch shows).
  private static func expected(from reading: ExpatReading) -> [String] {
    func name(_ raw: String?, _ fallback: String) -> String {
      guard let raw else { return fallback }
      do {
        return try EntityName.validated(raw)
      } catch .emptyName {
        return fallback  // an empty <name/> is no name
      } catch {
        return "<invalid name>"
      }
    }
    func point(_ point: ExpatReading.Point, _ index: Int) -> String {
      "\(name(point.name, "Stop \(index + 1)"))@\(point.lat.map { "\($0)" } ?? "?"),\(point.lon.map { "\($0)" } ?? "?")"
    }
    var trips = (reading.routes ?? []).enumerated().map { index, route in
      ([name(route.name, "Route \(index + 1)")] + route.points.enumerated().map { point($1, $0) })
        .joined(separator: "|")
    }
    if let wpts = reading.wpts, !wpts.isEmpty {
      let title = reading.title.flatMap { try? EntityName.validated($0) } ?? "fuzz"
      trips.append(([title] + wpts.enumerated().map { point($1, $0) }).joined(separator: "|"))
    }
    return trips
  }

  /// A valid file with everything the reader handles: metadata, routes, loose waypoints, escaped
  /// and non-ASCII names, a comment, CDATA and an extension element.
  static func baseDocument() throws -> [UInt8] {
    let trips = [
      try Trip(
        name: "Fish & Chips <Tour>",
        stops: [
          try Stop(
            name: "Brighton \"Pier\"", coordinate: Coordinate(latitude: 50.8169, longitude: -0.1367)),
          try Stop(name: "Hove", coordinate: Coordinate(latitude: 50.8279, longitude: -0.1688)),
        ]),
      try Trip(
        name: "京都 → 大阪",
        stops: [
          try Stop(name: "京都", coordinate: Coordinate(latitude: 35.02107, longitude: 135.75385))
        ]),
    ]
    var text = TripExchange.export(trips, as: .gpx)
    let extra = """
        <metadata><name>Weekend</name></metadata>
        <!-- loose waypoints -->
        <wpt lat="34.68505" lon="135.80485"><name><![CDATA[Nara & Deer]]></name><x:ext>1</x:ext></wpt>
        <wpt lat='-33.8688' lon='151.2093'></wpt>

      """
    guard let rootEnd = text.range(of: "xmlns=\"http://www.topografix.com/GPX/1/1\">\n") else {
      throw ToolFailure(message: "the export has no <gpx> start tag")
    }
    text.insert(contentsOf: extra, at: rootEnd.upperBound)
    text = text.replacingOccurrences(of: "<gpx ", with: "<gpx xmlns:x=\"urn:x\" ")
    return Array(text.utf8)
  }
}
