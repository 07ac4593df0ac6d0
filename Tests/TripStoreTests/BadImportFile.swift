import Foundation
import Testing
import TripModels
import TripStore

/// A file that import must refuse, with where and what it should report.
struct BadImportFile: CustomTestStringConvertible, Sendable {
  var label: String
  var fileName: String
  var contents: Data
  var location: ImportError.Location
  var problem: String

  var testDescription: String { label }

  private static let trip = "A0000000-0000-4000-8000-000000000001"
  private static let stop1 = "A0000000-0000-4000-8000-000000000002"
  private static let stop2 = "A0000000-0000-4000-8000-000000000003"

  /// A valid two-stop document with `latitude` and `longitude` of the second stop and the trip
  /// name spliced in as raw JSON.
  private static func document(
    latitude: String = "34.69379", longitude: String = "135.50107", name: String = "\"Kansai\"",
    version: String = "1", secondTripID: String? = nil, secondStopID: String = stop2
  ) -> Data {
    let second =
      secondTripID.map { ",\n{\"id\":\"\($0)\",\"name\":\"Again\",\"waypoints\":[]}" } ?? ""
    return Data(
      """
      {"version":\(version),
       "trips":[{"id":"\(trip)","name":\(name),
        "waypoints":[
         {"id":"\(stop1)","name":"京都","location":{"latitude":35.02107,"longitude":135.75385}},
         {"id":"\(secondStopID)","name":"大阪","location":{"latitude":\(latitude),"longitude":\(longitude)}}]}\(second)]}
      """.utf8)
  }

  private static func gpx(_ body: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
      \(body)
      </gpx>
      """.utf8)
  }

  static let catalogue: [BadImportFile] =
    [
      BadImportFile(
        label: "truncated JSON", fileName: "cut.json", contents: document().prefix(150), location: .line(4),
        problem: "the data ends early (truncated?)"),
      BadImportFile(
        label: "latitude is a string", fileName: "t.json", contents: document(latitude: "\"34.69\""),
        location: .path("trips[0].waypoints[1].location.latitude"),
        problem: "expected a number, found a string"
      ),
      BadImportFile(
        label: "NaN", fileName: "nan.json", contents: document(latitude: "NaN"), location: .line(5),
        problem: "unexpected “N” (expected a value)"),
      BadImportFile(
        label: "latitude out of range", fileName: "r.json", contents: document(latitude: "91"),
        location: .path("trips[0].waypoints[1].location.latitude"), problem: "latitude 91.0 is outside -90…90"
      ),
      BadImportFile(
        label: "longitude out of range", fileName: "r.json", contents: document(longitude: "-181.5"),
        location: .path("trips[0].waypoints[1].location.longitude"),
        problem: "longitude -181.5 is outside -180…180"),
      BadImportFile(
        label: "number too large", fileName: "big.json", contents: document(latitude: "1e999"),
        location: .path("trips[0].waypoints[1].location.latitude"), problem: "the number is too large"),
      BadImportFile(
        label: "100,000 nested arrays", fileName: "deep.json",
        contents: Data(String(repeating: "[", count: 100_000).utf8)
          + Data(String(repeating: "]", count: 100_000).utf8),
        location: .line(1), problem: "nesting is deeper than 64 levels"),
      BadImportFile(
        label: "10 MB name", fileName: "huge.json",
        contents: document(name: "\"" + String(repeating: "x", count: 10_000_000) + "\""),
        location: .path("trips[0].name"), problem: "name is 10000000 bytes long — use at most 60 characters"),
      BadImportFile(
        label: "61-character name", fileName: "long.json",
        contents: document(name: "\"" + String(repeating: "京", count: 61) + "\""),
        location: .path("trips[0].name"), problem: "name is 61 characters — use at most 60"),
      BadImportFile(
        label: "lone surrogate escape", fileName: "utf16.json", contents: document(name: #""Kyoto \ud800""#),
        location: .line(2), problem: "a \\u escape has a lone surrogate"),
      BadImportFile(
        label: "empty name", fileName: "blank.json", contents: document(name: "\"  \\t \""),
        location: .path("trips[0].name"), problem: "name is empty"),
      BadImportFile(
        label: "duplicate trip ids", fileName: "dup.json", contents: document(secondTripID: trip),
        location: .path("trips[1].id"), problem: "duplicate trip id (also at trips[0].id)"),
      BadImportFile(
        label: "duplicate stop ids", fileName: "dup.json", contents: document(secondStopID: stop1),
        location: .path("trips[0].waypoints[1].id"),
        problem: "duplicate stop id (also at trips[0].waypoints[0].id)"),
      BadImportFile(
        label: "unknown version", fileName: "v2.json", contents: document(version: "2"),
        location: .path("version"),
        problem: "unsupported version 2 — this RoadTrip reads version 1"),
      BadImportFile(
        label: "not a UUID", fileName: "id.json",
        contents: Data(#"{"trips":[{"id":"trip-1","name":"A","waypoints":[]}]}"#.utf8),
        location: .path("trips[0].id"), problem: "“trip-1” is not a UUID"),
      BadImportFile(
        label: "missing trips", fileName: "none.json", contents: Data(#"{"version":1}"#.utf8),
        location: .path("trips"), problem: "is missing"),
      BadImportFile(
        label: "top level is an array", fileName: "list.json", contents: Data("[]".utf8),
        location: .path("(top level)"), problem: "expected an object, found an array"),
      BadImportFile(
        label: "duplicate key", fileName: "key.json", contents: Data(#"{"trips":[],"trips":[]}"#.utf8),
        location: .line(1), problem: "the key “trips” appears twice"),
      BadImportFile(
        label: "text after the document", fileName: "tail.json", contents: Data("{\"trips\":[]}\n}".utf8),
        location: .line(2), problem: "unexpected text after the end of the data"),
      BadImportFile(
        label: "empty file", fileName: "empty.json", contents: Data(" \n".utf8), location: .file,
        problem: "the file is empty"),
      BadImportFile(
        label: "not UTF-8", fileName: "latin1.json", contents: Data([0x7B, 0xE9, 0x7D]), location: .file,
        problem: "the file is not UTF-8 text"),
      BadImportFile(
        label: "no known format", fileName: "notes.txt", contents: Data("Monterey\n".utf8),
        location: .line(1),
        problem:
          "it is not JSON, GPX, KML or GeoJSON, and as CSV its first row names no latitude and longitude "
          + "columns (latitude/lat/y, longitude/lon/lng/long/x)"),
      BadImportFile(
        label: "GPX latitude out of range", fileName: "r.gpx",
        contents: gpx("<rte>\n<rtept lat=\"95\" lon=\"10\"><name>North</name></rtept>\n</rte>"),
        location: .line(4),
        problem: "latitude 95.0 is outside -90…90"),
      BadImportFile(
        label: "GPX point without lon", fileName: "lon.gpx", contents: gpx("<wpt lat=\"35\"></wpt>"),
        location: .line(3), problem: "<wpt> has no lon attribute"),
      BadImportFile(
        label: "GPX lat not a number", fileName: "lat.gpx",
        contents: gpx("\n\n<wpt lat=\"north\" lon=\"1\"/>"),
        location: .line(5), problem: "lat “north” is not a decimal number"),
      BadImportFile(
        label: "truncated GPX", fileName: "cut.gpx",
        contents: gpx("<rte><rtept lat=\"1\" lon=\"2\"><name>A</name></rtept></rte>").prefix(150),
        location: .line(3), problem: "the file ends inside <name> (truncated?)"),
      BadImportFile(
        label: "GPX entity expansion (DOCTYPE)", fileName: "lol.gpx",
        contents: Data(
          "<?xml version=\"1.0\"?>\n<!DOCTYPE gpx [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]>\n<gpx/>"
            .utf8),
        location: .line(2), problem: "document type declarations (<!DOCTYPE>) are not accepted in GPX"),
      BadImportFile(
        label: "GPX nested 100,000 deep", fileName: "deep.gpx",
        contents: gpx(String(repeating: "<extensions>", count: 100_000)), location: .line(3),
        problem: "elements are nested deeper than 32 levels"),
      BadImportFile(
        label: "GPX without routes or waypoints", fileName: "blank.gpx", contents: gpx("<metadata/>"),
        location: .line(4), problem: "it has no routes (<rte>), tracks (<trk>) or waypoints (<wpt>)"),
      BadImportFile(
        label: "KML without a placemark that has a place", fileName: "map.gpx",
        contents: Data("<?xml version=\"1.0\"?>\n<kml><Placemark/></kml>".utf8), location: .line(2),
        problem: "it has no Point, LineString or gx:Track placemarks"),
      BadImportFile(
        label: "GPX 10 MB name", fileName: "huge.gpx",
        contents: gpx("<rte>\n<name>\(String(repeating: "z", count: 10_000_000))</name></rte>"),
        location: .line(4),
        problem: "a name is longer than 60 characters"),
      BadImportFile(
        label: "GPX stop name too long", fileName: "long.gpx",
        contents: gpx(
          "<rte><rtept lat=\"1\" lon=\"2\"><name>\(String(repeating: "y", count: 61))</name></rtept></rte>"),
        location: .line(3), problem: "name: name is 61 characters — use at most 60"),
      // Hostile files: each the smallest file that shows one way an XML reader can go wrong.
      BadImportFile(
        label: "GPX stray end tag after a complete route", fileName: "stray.gpx",
        contents: Data(
          "<gpx>\n<rte><rtept lat=\"1\" lon=\"2\"/></rte>\n</rtept>\n<rte><rtept lat=\"3\" lon=\"4\"/></rte></gpx>"
            .utf8),
        location: .line(3), problem: "</rtept> where </gpx> was expected"),
      BadImportFile(
        label: "GPX route after </gpx>", fileName: "after.gpx",
        contents: Data("<gpx><rte><rtept lat=\"1\" lon=\"2\"/></rte></gpx>\n<rte/>".utf8),
        location: .line(2), problem: "there is an element after the root element ended"),
      BadImportFile(
        label: "GPX processing instruction without data", fileName: "pi.gpx",
        contents: Data("<?x?><gpx/>".utf8),
        location: .line(1), problem: "processing instructions (<?x…?>) are not accepted in GPX"),
      BadImportFile(
        label: "GPX declared as UTF-7 (hiding a DOCTYPE)", fileName: "utf7.gpx",
        contents: Data("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n+ADw-!DOCTYPE gpx+AD4-<gpx/>".utf8),
        location: .line(1), problem: "the file declares the encoding “UTF-7” — only UTF-8 is read"),
      BadImportFile(
        label: "GPX XML declaration not at the start", fileName: "late.gpx",
        contents: Data("\n<?xml version=\"1.0\"?><gpx/>".utf8), location: .line(2),
        problem: "the XML declaration (<?xml …?>) must be at the very start of the file"),
      BadImportFile(
        label: "GPX hex float latitude", fileName: "hex.gpx",
        contents: Data("<gpx><wpt lat=\"0x1p4\" lon=\"2\"/></gpx>".utf8), location: .line(1),
        problem: "lat “0x1p4” is not a decimal number"),
      BadImportFile(
        label: "GPX infinite longitude", fileName: "inf.gpx",
        contents: Data("<gpx><wpt lat=\"1\" lon=\"inf\"/></gpx>".utf8), location: .line(1),
        problem: "lon “inf” is not a decimal number"),
      BadImportFile(
        label: "GPX undefined entity", fileName: "entity.gpx",
        contents: Data("<gpx><rte><name>&pwn;</name></rte></gpx>".utf8), location: .line(1),
        problem: "the entity &pwn; is not defined"),
      BadImportFile(
        label: "GPX control character in a name", fileName: "control.gpx",
        contents: Data("<gpx><rte><name>A\u{1}</name></rte></gpx>".utf8), location: .line(1),
        problem: "the control character U+0001 is not allowed in XML"),
      BadImportFile(
        label: "GPX character reference to NUL", fileName: "nul.gpx",
        contents: Data("<gpx><rte><name>&#0;</name></rte></gpx>".utf8), location: .line(1),
        problem: "&#0; is not a valid character reference"),
      BadImportFile(
        label: "GPX unquoted attribute", fileName: "quote.gpx",
        contents: Data("<gpx><wpt lat=1 lon=\"2\"/></gpx>".utf8), location: .line(1),
        problem: "the value of lat is not in quotes"),
      BadImportFile(
        label: "GPX duplicate attribute", fileName: "twice.gpx",
        contents: Data("<gpx><wpt lat=\"1\" lat=\"2\" lon=\"2\"/></gpx>".utf8), location: .line(1),
        problem: "<wpt> has the attribute lat twice"),
      BadImportFile(
        label: "GPX text after the root element", fileName: "tail.gpx",
        contents: Data("<gpx><wpt lat=\"1\" lon=\"2\"/></gpx>\n\nPWNED".utf8), location: .line(3),
        problem: "there is text after the root element ended"),
      BadImportFile(
        label: "GPX element inside a name", fileName: "mixed.gpx",
        contents: Data("<gpx><rte><name>A<b/>B</name></rte></gpx>".utf8), location: .line(1),
        problem: "<name> holds the element <b>; a name is text only"),
      BadImportFile(
        label: "JSON id that only a lenient UUID reader accepts", fileName: "uuid.json",
        contents: Data(
          #"{"trips":[{"id":"A0000000-0000-4000-8000-1111111e-400","name":"x","waypoints":[]}]}"#.utf8),
        location: .path("trips[0].id"), problem: "“A0000000-0000-4000-8000-1111111e-400” is not a UUID"),
    ] + trackCases + optionalIDCases + kmlCases + geoJSONCases + csvCases
}
