import Foundation
import TestSupport
import Testing
import TripModels
import TripStore

/// RoadTrip's exports as GDAL (the library QGIS and most GIS tools read with) reads them, and
/// files GDAL writes from them, imported back.
@Suite("GDAL reads the exports and writes files RoadTrip reads", .requires(.ogrinfo, .ogr2ogr))
struct GDALTests {
  let folder = TemporaryDirectory()

  private func exported(_ format: TripExchange.Format, name: String = "trips") throws -> (String, [Trip]) {
    let trips = try ExchangeFixture.trips()
    let path = folder.file("\(name).\(format.fileExtension)")
    try TripExchange.export(trips, as: format).write(toFile: path, atomically: true, encoding: .utf8)
    return (path, trips)
  }

  /// The stops of `trips` as GDAL shows them: name, then longitude and latitude in millionths.
  private func expectedPoints(_ trips: [Trip]) -> [String] {
    trips.flatMap { trip in
      trip.stops.map { "\($0.name) \(micro($0.coordinate.longitude)) \(micro($0.coordinate.latitude))" }
    }
  }

  private func points(_ features: [OGRInfoReport.Feature], nameField: String) -> [String] {
    features.filter { $0.geometryType == "POINT" }.map { feature in
      let position = feature.positions.first ?? (.nan, .nan)
      return "\(feature.fields[nameField] ?? "?") \(micro(position.longitude)) \(micro(position.latitude))"
    }
  }

  private func micro(_ degrees: Double) -> Int { ExchangeFixture.micro(degrees) }

  // MARK: - ogrinfo reads the exports

  @Test("KML: one layer per trip, its stops as points with names and notes, then its line")
  func kmlInOGRInfo() throws {
    let (path, trips) = try exported(.kml)
    let report = try OGRInfoReport(path: path)
    #expect(report.layers.map(\.name) == trips.map(\.name))
    for trip in trips {
      let layer = try #require(report.layer(trip.name))
      #expect(layer.features.map(\.geometryType) == Array(repeating: "POINT", count: 3) + ["LINESTRING"])
      #expect(points(layer.features, nameField: "Name") == expectedPoints([trip]))
      #expect(layer.features.prefix(3).map { $0.fields["description"] ?? "" } == trip.stops.map(\.note))
      let line = try #require(layer.features.last)
      #expect(
        line.positions.map { [micro($0.latitude), micro($0.longitude)] }
          == trip.stops.map { [micro($0.coordinate.latitude), micro($0.coordinate.longitude)] })
    }
  }

  @Test("GeoJSON: one layer of 6 points with trip, position, name and note, and 2 route lines")
  func geoJSONInOGRInfo() throws {
    let (path, trips) = try exported(.geojson)
    let report = try OGRInfoReport(path: path)
    let layer = try #require(report.layers.first)
    #expect(report.layers.count == 1)
    #expect(layer.features.count == 8)
    #expect(points(layer.features, nameField: "name") == expectedPoints(trips))
    let stops = layer.features.filter { $0.geometryType == "POINT" }
    #expect(
      stops.map { $0.fields["trip"] ?? "" } == trips.flatMap { trip in trip.stops.map { _ in trip.name } })
    #expect(stops.map { $0.fields["position"] ?? "" } == ["1", "2", "3", "1", "2", "3"])
    #expect(stops.map { $0.fields["note"] ?? "" } == trips.flatMap { $0.stops.map(\.note) })
    let lines = layer.features.filter { $0.geometryType == "LINESTRING" }
    #expect(lines.map { $0.fields["kind"] } == ["route", "route"])
    #expect(lines.map(\.positions.count) == [3, 3])
  }

  @Test("CSV: one row per stop, quoted notes read back whole, positions as points")
  func csvInOGRInfo() throws {
    let (path, trips) = try exported(.csv)
    let report = try OGRInfoReport(
      path: path, options: ["-oo", "X_POSSIBLE_NAMES=longitude", "-oo", "Y_POSSIBLE_NAMES=latitude"])
    let layer = try #require(report.layers.first)
    #expect(layer.features.count == 6)
    #expect(points(layer.features, nameField: "name") == expectedPoints(trips))
    #expect(layer.features.map { $0.fields["note"] ?? "" } == trips.flatMap { $0.stops.map(\.note) })
    #expect(
      layer.features.map { $0.fields["trip"] ?? "" }
        == trips.flatMap { trip in trip.stops.map { _ in trip.name } })
  }

  @Test("GPX: two routes and their six route points")
  func gpxInOGRInfo() throws {
    let (path, trips) = try exported(.gpx)
    let report = try OGRInfoReport(path: path)
    let routes = try #require(report.layer("routes"))
    #expect(routes.features.map { $0.fields["name"] ?? "" } == trips.map(\.name))
    #expect(routes.features.map(\.geometryType) == ["LINESTRING", "LINESTRING"])
    let points = try #require(report.layer("route_points"))
    #expect(self.points(points.features, nameField: "name") == expectedPoints(trips))
  }

  // MARK: - ogr2ogr's files import back

  static let conversions: [(driver: String, fileExtension: String, options: [String])] = [
    ("KML", "kml", []), ("GeoJSON", "geojson", []), ("CSV", "csv", ["-lco", "GEOMETRY=AS_XY"]),
  ]

  @Test(
    "ogr2ogr turns our GeoJSON into KML, GeoJSON and CSV; each imports as the same trips", arguments: 0..<3)
  func fromGeoJSON(conversion: Int) throws {
    let (driver, fileExtension, options) = Self.conversions[conversion]
    let (source, trips) = try exported(.geojson, name: "source")
    let target = folder.file("gdal.\(fileExtension)")
    _ = try ExternalTool.run("ogr2ogr", ["-f", driver] + options + [target, source])
    let read = try TripExchange.read(try Data(contentsOf: URL(fileURLWithPath: target)), fileName: "gdal")
    #expect(ExchangeFixture.shape(read.trips) == ExchangeFixture.shape(trips), "\(driver)")
    #expect(read.tripsFromTracks.isEmpty, "\(driver): the route lines are the trips' own")
  }

  @Test(
    "ogr2ogr turns our GPX's route points into KML, GeoJSON and CSV; each imports as the same stops",
    arguments: 0..<3)
  func fromGPX(conversion: Int) throws {
    let (driver, fileExtension, options) = Self.conversions[conversion]
    let (source, trips) = try exported(.gpx, name: "source")
    let target = folder.file("gdal.\(fileExtension)")
    _ = try ExternalTool.run("ogr2ogr", ["-f", driver] + options + [target, source, "route_points"])
    let read = try TripExchange.read(try Data(contentsOf: URL(fileURLWithPath: target)), fileName: "gdal")
    #expect(ExchangeFixture.stops(read.trips) == ExchangeFixture.stops(trips), "\(driver)")
    #expect(read.trips.map(\.stops.count) == [3, 3], "\(driver): one trip per route")
  }
}
