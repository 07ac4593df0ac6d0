import Foundation
import Testing

@testable import Gazetteer
@testable import Geo
@testable import PlaceSearch

@Suite("Gazetteer search", .timeLimit(.minutes(10)))
struct GazetteerSearchTests {
  private let gazetteer = BundledGazetteer.instance

  @Test("loads every bundled place")
  func loadsAll() async throws {
    #expect(try await gazetteer.load() == 234_908)
  }

  // MARK: - Rows and limits

  @Test("the Springfields read apart: state, full country, coordinate, population")
  func distinctRows() async throws {
    let places = try await gazetteer.search("springfield", limit: 50)
    let rows = PlaceLabel.labels(for: places).map(\.text)
    #expect(rows.count >= 24)  // the data holds 24 places called Springfield
    #expect(Set(rows).count == rows.count)
    #expect(rows.contains("Springfield, Illinois, United States · 39.80°N 89.64°W · 114K"))
  }

  @Test("up to 50 results, never more", arguments: ["san", "new", "a"])
  func fifty(query: String) async throws {
    #expect(try await gazetteer.search(query, limit: 1_000).count == 50)
    #expect(try await gazetteer.search(query, limit: 12).count == 12)
  }

  @Test("“Name, country” and “Name, state” keep only that country or state")
  func filters() async throws {
    let texas = try await gazetteer.search("paris, texas", limit: 50)
    #expect(!texas.isEmpty && texas.allSatisfy { $0.admin1 == "Texas" })
    let japan = try await gazetteer.search("o, japan", limit: 50)
    #expect(japan.count == 50 && japan.allSatisfy { $0.countryCode == "JP" })
    #expect(try await BundledGazetteer.ids("kyoto, jp").first == 1_857_910)
  }

  // MARK: - Typos

  @Test("two typos find nothing like the place")
  func twoTypos() async throws {
    #expect(!(try await BundledGazetteer.names("Kyptp", limit: 50).contains("Kyoto")))
  }

  @Test("queries under four letters get no typo matches")
  func shortQueries() async throws {
    #expect(try await gazetteer.search("kyt", limit: 50).allSatisfy { $0.match != .typo })
  }

  @Test("CJK and Hangul queries skip typo matching (a different character is a different word)")
  func noTyposInCJK() async throws {
    for query in ["東亰", "大坂市", "서올"] {
      #expect(try await gazetteer.search(query, limit: 50).allSatisfy { $0.match != .typo }, "\(query)")
    }
  }

  // MARK: - Folding agrees with the generator

  @Test("every 10th place's name, folded by the app, is the generator's key for that place")
  func everyNameFindsItsPlace() throws {
    let index = GazetteerIndex(data: try GazetteerData.builtIn())
    var folder = TextFolder()
    var misses: [String] = []
    index.withView { view in
      let table = index.mainKeys(view)
      for placeIndex in stride(from: 0, to: index.count, by: 10) {
        let name = String(decoding: view.name(placeIndex), as: UTF8.self)
        let key = folder.fold(name)
        let found = key.withUnsafeBufferPointer { needle -> Bool in
          let range = table.range(prefix: needle)
          let exact = range.lowerBound..<table.exactEnd(range, length: needle.count)
          return exact.contains { view.int(.mainKeyPlaces, $0) == placeIndex }
        }
        if !found { misses.append(name) }
      }
    }
    #expect(misses.isEmpty, "\(misses.count) names not found: \(misses.prefix(20))")
  }

  // MARK: - Cancellation

  @Test("a cancelled task's search throws CancellationError, and the gazetteer still works after")
  func cancelledSearch() async throws {
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await gazetteer.search("kyoto", limit: 5)
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(try await BundledGazetteer.ids("kyoto", limit: 1) == [1_857_910])
  }
}
