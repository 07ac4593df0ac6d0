import Foundation
import TripStore

// MARK: - KML, GeoJSON and CSV files import must refuse whole

extension BadImportFile {
  private static func kml(_ body: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
      \(body)
      </Document></kml>
      """.utf8)
  }

  private static func placemark(_ coordinates: String, name: String = "A") -> String {
    "<Placemark><name>\(name)</name><Point><coordinates>\(coordinates)</coordinates></Point></Placemark>"
  }

  /// KML: bad coordinates, XML that is not well formed, external entities, no placemarks.
  static let kmlCases: [BadImportFile] = [
    BadImportFile(
      label: "KML latitude out of range", fileName: "far.kml",
      contents: kml(placemark("10,20") + "\n" + placemark("10,95", name: "B")), location: .line(4),
      problem: "latitude 95.0 is outside -90…90"),
    BadImportFile(
      label: "KML coordinate not a number", fileName: "nan.kml", contents: kml(placemark("nan,1")),
      location: .line(3), problem: "“nan,1” is not a pair of numbers"),
    BadImportFile(
      label: "KML Point with two positions", fileName: "two.kml", contents: kml(placemark("1,2 3,4")),
      location: .line(3), problem: "a <Point> needs one position, it has 2"),
    BadImportFile(
      label: "KML with an external entity", fileName: "xxe.kml",
      contents: Data(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE kml [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<kml>&x;</kml>"
          .utf8),
      location: .line(2), problem: "document type declarations (<!DOCTYPE>) are not accepted in GPX or KML"),
    BadImportFile(
      label: "KML cut short", fileName: "cut.kml", contents: kml(placemark("1,2")).prefix(120),
      location: .line(3), problem: "the file ends inside"),
    BadImportFile(
      label: "KML of only a NetworkLink", fileName: "link.kml",
      contents: kml("<NetworkLink><Link><href>http://example.com/a.kml</href></Link></NetworkLink>"),
      location: .line(4), problem: "it has no Point, LineString or gx:Track placemarks"),
  ]

  /// GeoJSON: bad positions and shapes, named by their JSON path.
  static let geoJSONCases: [BadImportFile] = [
    BadImportFile(
      label: "GeoJSON latitude out of range", fileName: "far.geojson",
      contents: Data(
        #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[0,91]}}]}"#
          .utf8), location: .path("features[0].geometry.coordinates"),
      problem: "latitude 91.0 is outside -90…90"),
    BadImportFile(
      label: "GeoJSON position of one number", fileName: "one.geojson",
      contents: Data(#"{"type":"Point","coordinates":[5]}"#.utf8), location: .path("geometry.coordinates"),
      problem: "expected a position [longitude, latitude]"),
    BadImportFile(
      label: "GeoJSON collection without features", fileName: "empty.geojson",
      contents: Data(#"{"type":"FeatureCollection"}"#.utf8), location: .path("features"),
      problem: "a FeatureCollection needs a “features” array"),
    BadImportFile(
      label: "GeoJSON with only polygons", fileName: "area.geojson",
      contents: Data(
        #"{"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}}"#
          .utf8), location: .path("features"), problem: "it has no Point or LineString features"),
    BadImportFile(
      label: "GeoJSON cut short", fileName: "cut.geojson",
      contents: Data(#"{"type":"FeatureCollection","features":[{"type":"Feature","#.utf8), location: .line(1),
      problem: "the data ends early"),
  ]

  /// CSV: a row without a valid coordinate refuses the whole file, naming the row.
  static let csvCases: [BadImportFile] = [
    BadImportFile(
      label: "CSV row with an empty latitude", fileName: "stops.csv",
      contents: Data("name,lat,lon\r\nA,1,2\r\nB,,3\r\nC,4,5\r\n".utf8), location: .line(3),
      problem: "row 3 has no valid coordinate: its latitude is empty"),
    BadImportFile(
      label: "CSV longitude out of range", fileName: "far.csv",
      contents: Data("title,y,x\nA,1,200\n".utf8), location: .line(2),
      problem: "row 2 has no valid coordinate: longitude 200.0 is outside -180…180"),
    BadImportFile(
      label: "CSV coordinate in hex", fileName: "hex.csv",
      contents: Data("latitude,longitude\n0x1p4,1\n".utf8), location: .line(2),
      problem: "row 2 has no valid coordinate: its latitude “0x1p4” is not a decimal number"),
    BadImportFile(
      label: "CSV quote never closed", fileName: "open.csv",
      contents: Data("name,lat,lon\n\"A,1,2\nB,3,4\n".utf8), location: .line(2),
      problem: "a quoted field is never closed"),
    BadImportFile(
      label: "CSV with more fields than its header", fileName: "wide.csv",
      contents: Data("name,lat,lon\nA,1,2,extra\n".utf8), location: .line(2),
      problem: "row 2 has 4 fields, the header 3"),
    BadImportFile(
      label: "CSV header only", fileName: "head.csv", contents: Data("name,lat,lon\n".utf8),
      location: .line(1),
      problem: "it has a header row but no stops"),
  ]
}
