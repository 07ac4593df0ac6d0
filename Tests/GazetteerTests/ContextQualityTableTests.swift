import Foundation
import Testing

@testable import Gazetteer
@testable import Geo
@testable import PlaceSearch

/// One row of `Fixtures/gazetteer-context-quality.tsv`: a query, the trip it is typed in (its stops'
/// coordinates, or none), the place a person expects first, and — for the few the search still gets
/// wrong — why (each such row is listed in docs/gazetteer.md).
struct ContextQualityCase: Sendable, CustomTestStringConvertible {
  var line: Int
  var query: String
  var context: SearchContext
  var geonameID: Int
  var kind: String
  var why: String
  /// Why the search misses this row, when it is a known miss.
  var knownMiss: String

  var testDescription: String { "line \(line): “\(query)” (\(kind))" }

  /// Every row of the committed table; empty when it cannot be read (the coverage test then fails).
  static let all: [ContextQualityCase] = (try? load()) ?? []

  static func load() throws -> [ContextQualityCase] {
    guard
      let url = Bundle.module.url(
        forResource: "gazetteer-context-quality", withExtension: "tsv", subdirectory: "Fixtures")
    else { return [] }
    var rows: [ContextQualityCase] = []
    for (index, line) in try String(contentsOf: url, encoding: .utf8).split(separator: "\n").enumerated()
    where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 4, let id = Int(fields[2]) else { continue }
      // "anchors" or "anchors/trip": the stops a new one goes between, then the rest of the trip.
      let tiers = fields[1].split(separator: "/", omittingEmptySubsequences: false).map { tier in
        tier.split(separator: ";").compactMap { pair -> Coordinate? in
          let parts = pair.split(separator: ",").compactMap { Double($0) }
          return parts.count == 2 ? Coordinate(latitude: parts[0], longitude: parts[1]) : nil
        }
      }
      let context = SearchContext(anchors: tiers.first ?? [], trip: tiers.count > 1 ? tiers[1] : [])
      rows.append(
        ContextQualityCase(
          line: index + 1, query: fields[0], context: context, geonameID: id,
          kind: fields[3], why: fields.count > 4 ? fields[4] : "",
          knownMiss: fields.count > 5 ? fields[5] : ""))
    }
    return rows
  }
}

@Suite(
  "Gazetteer quality table with trips, qualifiers, exonyms, abbreviations and kana", .timeLimit(.minutes(10)))
struct ContextQualityTableTests {
  @Test("the table has 300+ queries, with every kind it must cover")
  func coverage() {
    let rows = ContextQualityCase.all
    #expect(rows.count >= 300)
    let counts = Dictionary(grouping: rows, by: \.kind).mapValues(\.count)
    let minimums = ["context": 60, "qualifier": 40, "exonym": 20, "abbreviation": 20, "kana": 20, "typo": 30]
    for (kind, minimum) in minimums {
      #expect(counts[kind, default: 0] >= minimum, "\(kind): \(counts[kind, default: 0]) rows")
    }
    // Trip rows come in pairs: the same name is a different place in another trip.
    let trips = Dictionary(grouping: rows.filter { $0.kind == "context" }, by: \.query)
    let resolvingDifferently = trips.values.filter { Set($0.map(\.geonameID)).count >= 2 }
    #expect(resolvingDifferently.map(\.count).reduce(0, +) >= 60)
  }

  @Test(
    "the first result is the place a person expects, for 97 % of the queries and every one not listed as a miss"
  )
  func firstResults() async throws {
    let rows = ContextQualityCase.all
    try #require(!rows.isEmpty)
    var hits = 0
    for row in rows {
      let first = try await BundledGazetteer.instance.search(row.query, limit: 10, context: row.context).first
      let hit = first?.geonameID == row.geonameID
      if hit { hits += 1 }
      if row.knownMiss.isEmpty {
        #expect(hit, "\(row.testDescription): got \(first?.summary ?? "nothing") \(row.why)")
      } else {
        #expect(!hit, "\(row.testDescription) is found now: remove it from the known misses")
      }
    }
    #expect(Double(hits) >= 0.97 * Double(rows.count), "\(hits) of \(rows.count)")
  }
}
