import Foundation
import TestSupport
import Testing
import TripModels
import TripStore

/// KML, GeoJSON and CSV files written by other software (`Resources/exchange-corpus`): each is
/// imported or refused as `expectations.tsv` says, and, where GDAL is installed, RoadTrip reads as
/// many stops from points as `ogrinfo` finds points.
@Suite("KML, GeoJSON and CSV corpus")
struct ExchangeCorpusTests {
  struct Missing: Error, CustomStringConvertible {
    var description: String { "Resources/exchange-corpus is missing from the test bundle" }
  }

  static func folder() throws -> URL {
    guard let url = Bundle.module.url(forResource: "exchange-corpus", withExtension: nil) else {
      throw Missing()
    }
    return url
  }

  /// The table: file name → what RoadTrip reads in it.
  static func expectations() throws -> [(file: String, result: String)] {
    let text = try String(contentsOf: folder().appendingPathComponent("expectations.tsv"), encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
      return (parts[0], parts.count > 1 ? parts[1] : "")
    }
  }

  /// What RoadTrip reads in `data`, in the table's words.
  static func reading(_ data: Data, fileName: String) -> String {
    do {
      let contents = try TripExchange.read(data, fileName: fileName)
      return contents.trips.map { trip in
        let count = trip.stops.count == 1 ? "1 stop" : "\(trip.stops.count) stops"
        let ends = "\(trip.stops.first?.name ?? "") → \(trip.stops.last?.name ?? "")"
        return "\(trip.name): \(count), \(ends)\(contents.isFromTrack(trip) ? ", from a track" : "")"
      }.joined(separator: " | ")
    } catch {
      let place =
        switch error.location {
        case .file: "file"
        case .line(let line): "line \(line)"
        case .path(let path): path
        }
      return "refused at \(place): \(error.problem)"
    }
  }

  @Test("each file imports or is refused as the table says")
  func table() throws {
    let folder = try Self.folder()
    let expected = try Self.expectations()
    #expect(expected.count >= 8)
    for (file, result) in expected {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      let read = Self.reading(data, fileName: file)
      if result.hasPrefix("refused") {
        #expect(read.hasPrefix(result), "\(file)")
      } else {
        #expect(read == result, "\(file)")
      }
    }
  }

  @Test("every file of the folder is in the table and in the README with its origin")
  func listed() throws {
    let folder = try Self.folder()
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
      [".kml", ".geojson", ".csv"].contains { name.hasSuffix($0) }
    }
    #expect(Set(files) == Set(try Self.expectations().map(\.file)))
    let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    for file in files { #expect(readme.contains("`\(file)`"), "\(file) is in the README") }
  }

  @Test("RoadTrip reads a stop for each point GDAL reads (needs ogrinfo)", .requires(.ogrinfo))
  func gdalAgrees() throws {
    let folder = try Self.folder()
    for (file, _) in try Self.expectations() where file != "iata_macs.csv" {
      let path = folder.appendingPathComponent(file).path
      let options = ["-oo", "X_POSSIBLE_NAMES=lon", "-oo", "Y_POSSIBLE_NAMES=lat"]
      let report = try OGRInfoReport(path: path, options: file.hasSuffix(".csv") ? options : [])
      let points = report.layers.flatMap(\.features).count { $0.geometryType.hasPrefix("POINT") }
      let contents = try? TripExchange.read(try Data(contentsOf: URL(fileURLWithPath: path)), fileName: file)
      let stops = contents.map { read in
        read.trips.filter { !read.isFromTrack($0) }.map(\.stops.count).reduce(0, +)
      }
      #expect(stops ?? 0 == points, "\(file)")
    }
  }
}
