import Foundation
import Testing

@testable import Gazetteer
@testable import Geo
@testable import PlaceSearch

@Suite("Gazetteer data file", .timeLimit(.minutes(10)))
struct GazetteerLoadingTests {
  /// The built-in data's bytes (a copy).
  private func bundledBytes() throws -> Data {
    Data(try GazetteerData.builtIn().bytes)
  }

  /// Writes `bytes` into a fresh file.
  private func file(_ bytes: Data) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gazetteer-\(UUID().uuidString).bin")
    try bytes.write(to: url)
    return url
  }

  @Test("a missing file is a clear error naming the path; once the file is there, search works")
  func missingFile() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "missing-\(UUID().uuidString).bin")
    let gazetteer = Gazetteer(dataFile: url)
    let error = await #expect(throws: GazetteerError.self) { try await gazetteer.search("kyoto", limit: 5) }
    #expect(error?.description.contains(url.path) == true)
    try bundledBytes().write(to: url)
    #expect(try await gazetteer.search("kyoto", limit: 1).compactMap(\.geonameID) == [1_857_910])
  }

  @Test(
    "a cut, foreign or corrupted file is rejected as damaged, with what to do",
    arguments: ["cut", "text", "version"])
  func damaged(kind: String) async throws {
    var bytes = try bundledBytes()
    switch kind {
    case "cut": bytes = bytes.prefix(bytes.count / 2)
    case "text": bytes = Data("geonameid\tname\n1\tKyoto\n".utf8)
    case "version": bytes[4] = 99
    default: break
    }
    let url = try file(bytes)
    let error = await #expect(throws: GazetteerError.damaged(path: url.path)) {
      try await Gazetteer(dataFile: url).search("kyoto", limit: 5)
    }
    #expect(error?.description.contains("scripts/build-gazetteer") == true)
  }

  @Test("a file whose index arrays are garbage gives wrong answers, never a crash")
  func garbageInside() async throws {
    var bytes = try bundledBytes()
    let data = try GazetteerData(bytes, path: "bundled")
    var generator: UInt64 = 99
    for section in [
      GazetteerFormat.Section.mainKeyOffsets, .mainKeyPlaces, .alternateKeyReferences, .typoEntries,
      .typoBuckets, .places, .mainKeySamples, .alternateKeySamples, .kdOrder, .mainTopRanges, .mainTopLists,
      .firstAlternates,
    ] {
      let start = data.offsets[section.rawValue]
      for offset in stride(from: start, to: start + data.lengths[section.rawValue], by: 1) {
        generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes[offset] = UInt8(truncatingIfNeeded: generator >> 56)
      }
    }
    let gazetteer = Gazetteer(dataFile: try file(bytes))
    for query in ["kyoto", "s", "san fransisco", "москва", "paris, france", "京都"] {
      _ = try await gazetteer.search(query, limit: 50)
    }
    _ = try await gazetteer.nearest(to: Coordinate(latitude: 36.6, longitude: -121.9))
  }
}
