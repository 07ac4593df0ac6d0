import Foundation
import TripStore

extension BadImportFile {
  /// A GPX 1.1 document with `body` from line 3.
  private static func gpxDocument(_ body: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
      \(body)
      </gpx>
      """.utf8)
  }

  /// Tracks that cannot become trips, and bad track points.
  static let trackCases: [BadImportFile] = [
    BadImportFile(
      label: "GPX with only empty tracks", fileName: "idle.gpx",
      contents: gpxDocument("<trk><name>Idle</name></trk>\n<trk><trkseg/></trk>"), location: .line(5),
      problem: "it has no routes (<rte>) or waypoints (<wpt>), and its tracks (<trk>) have no points"),
    BadImportFile(
      label: "GPX track point latitude out of range", fileName: "pole.gpx",
      contents: gpxDocument(
        "<trk><trkseg>\n<trkpt lat=\"-91\" lon=\"0\"/><trkpt lat=\"0\" lon=\"0\"/></trkseg></trk>"),
      location: .line(4), problem: "latitude -91.0 is outside -90…90"),
    BadImportFile(
      label: "GPX track point without lat", fileName: "nolat.gpx",
      contents: gpxDocument("<trk><trkseg><trkpt lon=\"0\"/></trkseg></trk>"), location: .line(3),
      problem: "<trkpt> has no lat attribute"),
    BadImportFile(
      label: "GPX track name too long", fileName: "long.gpx",
      contents: gpxDocument("<trk><name>\(String(repeating: "t", count: 61))</name></trk>"),
      location: .line(3),
      problem: "name: name is 61 characters — use at most 60"),
  ]

  /// Ids may be left out, but one that is there is read as strictly as ever.
  static let optionalIDCases: [BadImportFile] = [
    BadImportFile(
      label: "JSON trip id that is null", fileName: "null.json",
      contents: Data(#"{"trips":[{"id":null,"name":"A","waypoints":[]}]}"#.utf8),
      location: .path("trips[0].id"), problem: "expected a string, found null"),
    BadImportFile(
      label: "JSON duplicate stop ids beside stops without ids", fileName: "mixed.json",
      contents: Data(
        #"""
        {"trips":[{"name":"A","waypoints":[
          {"name":"x","location":{"latitude":1,"longitude":2}},
          {"id":"A0000000-0000-4000-8000-000000000009","name":"y","location":{"latitude":1,"longitude":2}},
          {"name":"z","location":{"latitude":1,"longitude":2}},
          {"id":"A0000000-0000-4000-8000-000000000009","name":"w","location":{"latitude":1,"longitude":2}}]}]}
        """#.utf8),
      location: .path("trips[0].waypoints[3].id"),
      problem: "duplicate stop id (also at trips[0].waypoints[1].id)"),
  ]
}
