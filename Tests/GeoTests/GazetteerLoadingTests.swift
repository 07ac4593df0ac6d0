import Foundation
import Testing

@testable import Geo

@Suite("Gazetteer loading and cancellation")
struct GazetteerLoadingTests {
  private static let header =
    "geonameid\tname\tcountry\tadmin1\tlatitude\tlongitude\tpopulation\ttimezone\talternatenames\n"
  private static let countries =
    "iso\tiso3\tname\tcapital\tcontinent\tpopulation\nJP\tJPN\tJapan\tTokyo\tAS\t1\n"

  /// Writes the two data files into a fresh directory.
  private func files(places: String, countries: String = Self.countries) throws -> (URL, URL) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("geo-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let placesURL = directory.appendingPathComponent("places.tsv")
    let countriesURL = directory.appendingPathComponent("countries.tsv")
    try Data(places.utf8).write(to: placesURL)
    try Data(countries.utf8).write(to: countriesURL)
    return (placesURL, countriesURL)
  }

  @Test("malformed rows are skipped and the good ones are searchable")
  func skipsBadRows() async throws {
    let rows = [
      "1\tKyoto\tJP\t22\t35.02107\t135.75385\t1459640\tAsia/Tokyo\tKioto|京都",
      "2\tNowhere\tJP\t22\tnorth\t135\t10\tAsia/Tokyo\t",
      "3\tFar\tJP\t22\t95\t135\t10\tAsia/Tokyo\t",
      "4\tShort\tJP",
      "",
      "5\tOsaka\tJP\t13\t34.69374\t135.50218\t2592413\tAsia/Tokyo\t大阪",
    ]
    let (places, countries) = try files(places: Self.header + rows.joined(separator: "\r\n"))
    let gazetteer = Gazetteer(placesFile: places, countriesFile: countries)
    #expect(try await gazetteer.load() == 2)
    #expect(try await gazetteer.search("大阪", limit: 5).map(\.name) == ["Osaka"])
    #expect(try await gazetteer.search("kioto, japan", limit: 5).map(\.name) == ["Kyoto"])
    #expect(try await gazetteer.search("nowhere", limit: 5).isEmpty)
  }

  @Test("a missing file is a clear error naming the path; once the file is there, search works")
  func missingFile() async throws {
    let (places, countries) = try files(places: "")
    try FileManager.default.removeItem(at: places)
    let gazetteer = Gazetteer(placesFile: places, countriesFile: countries)
    let error = await #expect(throws: GazetteerError.self) { try await gazetteer.search("kyoto", limit: 5) }
    #expect(error?.description.contains(places.path) == true)
    let row = "1\tKyoto\tJP\t22\t35.02107\t135.75385\t1459640\tAsia/Tokyo\t京都\n"
    try Data((Self.header + row).utf8).write(to: places)
    #expect(try await gazetteer.search("kyoto", limit: 5).map(\.name) == ["Kyoto"])
  }

  @Test("a file with no usable place is an error")
  func noPlaces() async throws {
    let (places, countries) = try files(places: Self.header + "x\ty\n")
    let gazetteer = Gazetteer(placesFile: places, countriesFile: countries)
    await #expect(throws: GazetteerError.noPlaces(path: places.path)) { try await gazetteer.load() }
  }

  // MARK: - Cancellation

  @Test("a cancelled task's search throws CancellationError, and the gazetteer still works after")
  func cancelledSearch() async throws {
    let gazetteer = BundledGazetteer.instance
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await gazetteer.search("kyoto", limit: 5)
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(try await gazetteer.search("kyoto", limit: 1).map(\.name) == ["Kyoto"])
  }

  @Test("cancellation stops a scan in progress over the whole index")
  func cancelledScan() async throws {
    let (places, countries) = try Gazetteer.bundledFiles()
    let index = try GazetteerIndex.build(
      places: Data(contentsOf: places), countries: Data(contentsOf: countries), placesPath: places.path)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try index.search("a", limit: 10)
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(try index.search("a", limit: 10).count == 10)
  }
}
