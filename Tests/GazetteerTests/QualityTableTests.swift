import Foundation
import Testing

@testable import Gazetteer
@testable import Geo
@testable import PlaceSearch

/// One row of `Fixtures/gazetteer-quality.tsv`: a query and the place a person expects first.
struct QualityCase: Sendable, CustomTestStringConvertible {
  /// What the first result must be.
  enum Expected: Sendable, Equatable {
    case place(geonameID: Int)
    case coordinate(Coordinate)
  }

  var line: Int
  var query: String
  var expected: Expected
  var kind: String
  var why: String

  var testDescription: String { "line \(line): “\(query)” (\(kind))" }

  /// Every row of the committed table; empty when it cannot be read (the coverage test then fails).
  static let all: [QualityCase] = (try? load()) ?? []

  static func load() throws -> [QualityCase] {
    guard
      let url = Bundle.module.url(
        forResource: "gazetteer-quality", withExtension: "tsv", subdirectory: "Fixtures")
    else { return [] }
    var rows: [QualityCase] = []
    for (index, line) in try String(contentsOf: url, encoding: .utf8).split(separator: "\n").enumerated()
    where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 3 else { continue }
      let expected: Expected
      if fields[1].hasPrefix("@") {
        let parts = fields[1].dropFirst().split(separator: ",").compactMap { Double($0) }
        guard parts.count == 2 else { continue }
        expected = .coordinate(Coordinate(latitude: parts[0], longitude: parts[1]))
      } else {
        guard let id = Int(fields[1]) else { continue }
        expected = .place(geonameID: id)
      }
      rows.append(
        QualityCase(
          line: index + 1, query: fields[0], expected: expected, kind: fields[2],
          why: fields.count > 3 ? fields[3] : ""))
    }
    return rows
  }
}

@Suite("Gazetteer quality table", .timeLimit(.minutes(10)))
struct QualityTableTests {
  @Test("the first result is the place a person expects", arguments: QualityCase.all)
  func firstResult(_ row: QualityCase) async throws {
    let first = try #require(try await BundledGazetteer.instance.search(row.query, limit: 10).first)
    switch row.expected {
    case .place(let id):
      #expect(first.geonameID == id, "got \(first.summary) \(row.why)")
    case .coordinate(let coordinate):
      #expect(first.match == .coordinate)
      #expect(abs(first.coordinate.latitude - coordinate.latitude) < 1e-5)
      #expect(abs(first.coordinate.longitude - coordinate.longitude) < 1e-5)
    }
  }

  @Test("the table has 80+ queries covering every kind and script")
  func coverage() {
    let kinds = Set(QualityCase.all.map(\.kind))
    #expect(QualityCase.all.count >= 80)
    let required = [
      "full name", "prefix", "typo", "Cyrillic", "Greek", "Arabic", "Hebrew", "Devanagari", "Thai", "CJK",
      "Hangul", "coordinate", "ambiguous",
    ]
    for kind in required {
      #expect(kinds.contains(kind), "no \(kind) query")
    }
  }
}
