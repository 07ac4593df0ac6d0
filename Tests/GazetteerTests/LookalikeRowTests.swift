import Testing

@testable import Gazetteer
@testable import Geo
@testable import PlaceSearch

/// Rows of one name, state and country are told apart by their second-level division, else by a
/// larger place near them (real data, the built-in gazetteer).
@Suite("Rows that look alike", .timeLimit(.minutes(10)))
struct LookalikeRowTests {
  private let gazetteer = BundledGazetteer.instance

  /// The rows of `query`'s results whose place is one of `ids`, by id.
  private func rows(_ query: String, _ ids: [Int]) async throws -> [Int: String] {
    let places = try await gazetteer.search(query, limit: 10)
    let labels = PlaceLabel.labels(for: places)
    var rows: [Int: String] = [:]
    for (place, label) in zip(places, labels) {
      if let id = place.geonameID, ids.contains(id) { rows[id] = label.text }
    }
    return rows
  }

  @Test("the two Washingtons in England read Sunderland and West Sussex")
  func washingtons() async throws {
    let rows = try await rows("washington, uk", [2_634_715, 2_634_716])
    #expect(rows[2_634_715] == "Washington, Sunderland, England, United Kingdom · 54.90°N 1.52°W · 67K")
    #expect(rows[2_634_716] == "Washington, West Sussex, England, United Kingdom · 50.90°N 0.41°W · 2K")
  }

  @Test("without a division, each Garston in England is placed by a larger place near it")
  func garstons() async throws {
    let rows = try await rows("garston", [2_648_827, 2_648_828])
    #expect(
      rows[2_648_827]
        == "Garston (6 km N of Ellesmere Port Town), England, United Kingdom · 53.33°N 2.90°W · 21K")
    #expect(rows[2_648_828] == "Garston (near North Watford), England, United Kingdom · 51.69°N 0.40°W · 7K")
  }

  @Test("two Shrewsburys in one New Jersey county are placed by a larger place near each")
  func shrewsburys() async throws {
    let rows = try await rows("shrewsbury, nj", [5_104_638, 5_104_637])
    #expect(
      rows[5_104_638]
        == "Shrewsbury (4 km NE of Tinton Falls), New Jersey, United States · 40.33°N 74.06°W · 4K")
    #expect(
      rows[5_104_637]
        == "Shrewsbury (13 km SE of Mercerville-Hamilton Square), New Jersey, United States · 40.18°N 74.53°W · 4K"
    )
  }

  @Test("a place no other row is like keeps its plain row")
  func plainRow() async throws {
    let rows = try await rows("zürich", [2_657_896])
    #expect(rows[2_657_896] == "Zürich, Zurich, Switzerland · 47.37°N 8.55°E · 415K")
  }

  @Test("a landmark in miles when the trip is in miles; the narrowest row keeps the tiebreak")
  func miles() async throws {
    let places = try await gazetteer.search("garston", limit: 10)
    let labels = PlaceLabel.labels(for: places, units: .miles)
    let liverpool = try #require(places.firstIndex { $0.geonameID == 2_648_827 })
    #expect(labels[liverpool].tiebreak == " (4 mi N of Ellesmere Port Town)")
    #expect(labels[liverpool].variants.last == "Garston (4 mi N of Ellesmere Port Town), GB · 53.33°N 2.90°W")
    let galston = try #require(places.firstIndex { $0.name == "Galston" })
    #expect(labels[galston].tiebreak == nil)
  }

  @Test("only places alike in one result list carry a landmark")
  func landmarkOnlyForLookalikes() async throws {
    let garstons = try await gazetteer.search("garston", limit: 10)
    #expect(
      garstons.filter { $0.landmark != nil }.compactMap(\.geonameID).sorted() == [2_648_827, 2_648_828])
    let one = try await gazetteer.search("garston", limit: 1)
    #expect(one.first?.landmark == nil)
  }
}
