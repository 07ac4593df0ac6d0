import Foundation
import Testing

@testable import Geo

@Suite("Gazetteer data file", .timeLimit(.minutes(1)))
struct GazetteerLoadingTests {
  /// The bundled file's bytes.
  private func bundledBytes() throws -> Data {
    try Data(contentsOf: try Gazetteer.bundledFile())
  }

  /// Writes `bytes` into a fresh file.
  private func file(_ bytes: Data) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("gazetteer-\(UUID().uuidString).bin")
    try bytes.write(to: url)
    return url
  }

  @Test("a missing file is a clear error naming the path; once the file is there, search works")
  func missingFile() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString).bin")
    let gazetteer = Gazetteer(dataFile: url)
    let error = await #expect(throws: GazetteerError.self) { try await gazetteer.search("kyoto", limit: 5) }
    #expect(error?.description.contains(url.path) == true)
    try bundledBytes().write(to: url)
    #expect(try await gazetteer.search("kyoto", limit: 1).compactMap(\.geonameID) == [1_857_910])
  }

  @Test(
    "a cut, foreign or corrupted file is rejected as damaged, with what to do",
    arguments: ["cut", "text", "version", "index"])
  func damaged(kind: String) async throws {
    var bytes = try bundledBytes()
    switch kind {
    case "cut": bytes = bytes.prefix(bytes.count / 2)
    case "text": bytes = Data("geonameid\tname\n1\tKyoto\n".utf8)
    case "version": bytes[4] = 99
    default:
      // A key pointing at a place that does not exist.
      let data = try GazetteerData(bytes, path: "bundled")
      let offset = data.offsets[GazetteerFormat.Section.mainKeyPlaces.rawValue] + 4 * 1_000
      bytes.replaceSubrange(offset..<(offset + 4), with: [0xFF, 0xFF, 0xFF, 0x7F])
    }
    let url = try file(bytes)
    let error = await #expect(throws: GazetteerError.damaged(path: url.path)) {
      try await Gazetteer(dataFile: url).search("kyoto", limit: 5)
    }
    #expect(error?.description.contains("scripts/build-gazetteer") == true)
  }
}
