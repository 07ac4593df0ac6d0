import Foundation
import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// KML, GeoJSON and CSV files, each mutated 2,000 times from an export: reading never traps, a file
/// is refused whole with a one-line message naming the file, or read as valid trips that survive
/// their own round trip (exported again in the same format and read back, the same names, stops and
/// coordinates). The oracle is that round trip and the model's own validation, not an independent
/// parser (GPXFuzzTests has expat for GPX).
@Suite("Exchange formats, fuzzed")
struct ExchangeFormatFuzzTests {
  static func trips() throws -> [Trip] {
    let names = ["Pacific Coast", "京都 → 大阪", "Zürich, \"quoted\"", "Semi;colon & <angle>"]
    return try names.enumerated().map { index, name in
      let stops = try (0..<3).map { stop in
        try Stop(
          name: "\(name.prefix(6)) \(stop)",
          coordinate: Coordinate(latitude: 10.5 * Double(index) - 20, longitude: 33.25 * Double(stop) - 100))
      }
      return try Trip(name: name, stops: stops)
    }
  }

  /// (names, stop names, coordinates) of `trips`, for comparing a round trip.
  static func shape(_ trips: [Trip]) -> [String] {
    trips.map { trip in
      trip.name + ": "
        + trip.stops.map { "\($0.name) \($0.coordinate.latitude + 0) \($0.coordinate.longitude + 0)" }
        .joined(separator: ", ")  // + 0: -0 is written as 0
    }
  }

  @Test(
    "2,000 mutations per format: refused whole with a one-line message, or valid and round-trip stable",
    arguments: [TripExchange.Format.kml, .geojson, .csv])
  func mutations(format: TripExchange.Format) throws {
    let base = Array(TripExchange.export(try Self.trips(), as: format).utf8)
    var random = SplitMix64(seed: 0xF022 &+ UInt64(format.rawValue.count))
    var tally = (refused: 0, read: 0, sameNames: 0)
    for index in 0..<2_000 {
      let bytes = ByteMutator.mutate(base, using: &random)
      let name = "fuzz.\(format.rawValue)"
      let contents: TripFileContents
      do {
        contents = try TripExchange.read(Data(bytes), fileName: name, format: format)
      } catch {
        tally.refused += 1
        let text = error.description
        #expect(!text.contains("\n"), "case \(index): a message of several lines")
        #expect(text.contains(name), "case \(index): \(text)")
        continue
      }
      tally.read += 1
      for trip in contents.trips {
        #expect(trip.stops.allSatisfy { $0.coordinate.isValid }, "case \(index): a stop off the globe")
      }
      let names = contents.trips.map(\.name)
      if format == .csv, Set(names).count != names.count {
        // Two trips of one name (rows of a CSV trip split by rows of another): a CSV file names
        // its trips, so their export is one trip when read again — known, not checked here.
        tally.sameNames += 1
        continue
      }
      let again = TripExchange.export(contents.trips, as: format)
      do {
        let reread = try TripExchange.read(Data(again.utf8), fileName: name, format: format)
        #expect(
          Self.shape(reread.trips) == Self.shape(contents.trips), "case \(index): the round trip changed it")
      } catch {
        Issue.record("case \(index): RoadTrip's own export of what it read is refused: \(error)")
      }
    }
    print(
      "\(format.rawValue): 2,000 mutations, \(tally.read) read (\(tally.sameNames) with two trips of one name),"
        + " \(tally.refused) refused")
  }
}
