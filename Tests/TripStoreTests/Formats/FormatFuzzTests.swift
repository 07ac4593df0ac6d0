import Foundation
import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// Seeded mutations of a KML, a GeoJSON and a CSV export, each checked against python's own
/// readers (expat, `json`, `csv`): a file they find malformed is refused whole; a file RoadTrip
/// imports holds exactly the points they read in it (RoadTrip may refuse more, by its stricter
/// rules). `ROADTRIP_FORMAT_FUZZ_COUNT` and `ROADTRIP_FORMAT_FUZZ_SEED` change the run. It runs off
/// the main actor, like the GPX fuzz test.
@Suite("KML, GeoJSON and CSV fuzzing against python's readers", .timeLimit(.minutes(15)))
struct FormatFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let count = environment["ROADTRIP_FORMAT_FUZZ_COUNT"].flatMap { Int($0) } ?? 2_000
  static let seed = environment["ROADTRIP_FORMAT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 2_027

  static let fragments: [TripExchange.Format: [String]] = [
    .kml: [
      "<", ">", "/>", "</", "</Placemark>", "</Folder>", "<Folder>", "<Placemark>", "</coordinates>",
      "<Point><coordinates>1,2</coordinates></Point>", "<name>", "</name>", "<![CDATA[", "]]>", "<!--", "-->",
      "<?x?>", "<!DOCTYPE kml>", "&", "&amp;", "&lt;", "&#0;", "&#x1F697;", "&bogus;", "\"", ",", ", ", "e5",
      "1e400", "nan", "-", ".", "0x1p4", " ", "\n", "\r\n", "\t", "\u{1}", "\u{1B}[2J", "京", "\u{FFFF}",
      "<b>", "kml:", "encoding=\"UTF-7\"", "95", "-181",
    ],
    .geojson: [
      "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u0000", "\\ud800", "null", "true", "1e400", "NaN", "-",
      ".", "0", "95", "-181", "\"type\": \"Point\"", "\"geometry\": null", "\"coordinates\": [1, 2]",
      "\"type\": \"LineString\"", "\"features\": []", "\"type\": 3", " ", "\n", "\u{1}", "京", "\u{1B}",
      "{\"type\": \"Feature\", \"geometry\": {\"type\": \"Point\", \"coordinates\": [3, 4]}},",
    ],
    .csv: [
      ",", "\"", "\"\"", "\r\n", "\n", "\r", " ", "\t", "-", ".", "+", "e5", "95", "-181", "0x1p4", "nan",
      "\u{1}", "\u{0}", "京", "\u{FEFF}", "lat", "lon", "x,y", "a,1,2,3,4,5,6,7\n", "\"a,b\"", "\"\r\n\"",
    ],
  ]

  @Test(
    "every mutation is refused whole or imported exactly as python reads it (needs python3)",
    .requires(.python3), arguments: [TripExchange.Format.kml, .geojson, .csv])
  func mutations(format: TripExchange.Format) throws {
    let base = Array(TripExchange.export(try ExchangeFixture.trips(), as: format).utf8)
    var generator = SplitMix64(seed: Self.seed &+ UInt64(format.rawValue.utf8.count))
    let pieces = Self.fragments[format] ?? []
    let mutants = (0..<Self.count).map { _ in Self.mutate(base, fragments: pieces, using: &generator) }
    let readings = try FormatOracle.read(mutants, format: format.rawValue, in: TemporaryDirectory())
    try #require(readings.count == mutants.count)

    var tally = (malformedRefused: 0, imported: 0, refusedByRules: 0)
    for (index, (bytes, reading)) in zip(mutants, readings).enumerated() {
      let contents = try? TripExchange.read(Data(bytes), fileName: "fuzz.\(format.fileExtension)")
      guard reading.ok, reading.other != true else {
        if !reading.ok {
          #expect(contents == nil, "\(format) mutation \(index) is malformed for python but was imported")
          if contents == nil { tally.malformedRefused += 1 }
        }
        continue
      }
      guard let contents else {
        tally.refusedByRules += 1
        continue
      }
      tally.imported += 1
      let stops = contents.trips.filter { !contents.isFromTrack($0) }.flatMap(\.stops)
      let ours = stops.map { [$0.coordinate.latitude, $0.coordinate.longitude] }
      #expect(
        reading.points.map(Self.sorted) == Self.sorted(ours),
        "\(format) mutation \(index): \(String(decoding: bytes, as: UTF8.self).prefix(400))")
    }
    print(
      "\(format) fuzz (seed \(Self.seed)): \(Self.count) mutations — \(tally.malformedRefused) malformed and "
        + "refused, \(tally.imported) imported exactly, \(tally.refusedByRules) well-formed but refused by "
        + "RoadTrip's rules")
    #expect(tally.imported >= Self.count / 20)
    #expect(tally.malformedRefused + tally.refusedByRules >= Self.count / 10)
  }

  private static func sorted(_ points: [[Double]]) -> [[Double]] {
    points.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// `base` with one to three random changes: bytes deleted, duplicated or replaced, or a fragment
  /// that trips readers up inserted.
  static func mutate(_ base: [UInt8], fragments: [String], using generator: inout SplitMix64) -> [UInt8] {
    var bytes = base
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      guard !bytes.isEmpty else { break }
      let at = Int.random(in: 0..<bytes.count, using: &generator)
      let length = min(Int.random(in: 1...8, using: &generator), bytes.count - at)
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: bytes.removeSubrange(at..<at + length)
      case 1: bytes.insert(contentsOf: bytes[at..<at + length], at: at)
      case 2: bytes[at] = UInt8.random(in: 0x20...0x7E, using: &generator)
      case 3: bytes[at] = UInt8.random(in: 0...255, using: &generator)
      default:
        let fragment = fragments[Int.random(in: 0..<fragments.count, using: &generator)]
        bytes.insert(contentsOf: Array(fragment.utf8), at: at)
      }
    }
    return bytes
  }
}
