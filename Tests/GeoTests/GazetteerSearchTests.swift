import Testing

@testable import Geo

@Suite("Gazetteer search")
struct GazetteerSearchTests {
  private let gazetteer = BundledGazetteer.instance

  @Test("loads every bundled place")
  func loadsAll() async throws {
    #expect(try await gazetteer.load() == 34_006)
  }

  // MARK: - Matching

  @Test(
    "case, diacritics, alternate and CJK names find the city first",
    arguments: [
      ("zurich", "Zürich"), ("ZÜRICH", "Zürich"), ("Zuerich", "Zürich"), ("kyoto", "Kyoto"),
      ("京都", "Kyoto"), ("北京", "Beijing"), ("Peking", "Beijing"), ("sao paulo", "São Paulo"),
      ("xian", "Xi’an"), ("saint etienne", "Saint-Étienne"), ("ＴＯＫＹＯ", "Tokyo"),
      ("  new   york city ", "New York City"),
    ])
  func findsCity(query: String, name: String) async throws {
    #expect(try await BundledGazetteer.names(query).first == name)
  }

  @Test(
    "one typo is tolerated: substitution, transposition, deletion, insertion",
    arguments: [("Kyotp", "Kyoto"), ("Zurihc", "Zürich"), ("Lndon", "London"), ("Londonn", "London")])
  func typo(query: String, name: String) async throws {
    #expect(try await BundledGazetteer.names(query).first == name)
  }

  @Test("two typos find nothing like the city")
  func twoTypos() async throws {
    #expect(!(try await BundledGazetteer.names("Kyptp").contains("Kyoto")))
  }

  @Test("words inside names match: york finds New York City after the Yorks")
  func wordMatch() async throws {
    let names = try await BundledGazetteer.names("york")
    let york = try #require(names.firstIndex(of: "York"))
    let newYork = try #require(names.firstIndex(of: "New York City"))
    #expect(york < newYork)
  }

  // MARK: - Ranking

  @Test("an exact name ranks before more populous prefix matches")
  func exactBeforePrefix() async throws {
    let places = try await gazetteer.search("san", limit: 10)
    #expect(places.first?.name == "San")
    #expect(places.contains { $0.name == "San Diego" })
  }

  @Test("prefix matches rank by population")
  func prefixByPopulation() async throws {
    let places = try await gazetteer.search("lond", limit: 5)
    #expect(places.map(\.name).first == "London")
    let mainNamePrefixes = places.filter { $0.name.lowercased().hasPrefix("lond") }
    #expect(mainNamePrefixes.map(\.population) == mainNamePrefixes.map(\.population).sorted(by: >))
  }

  @Test("an exact match ranks before a typo match")
  func exactBeforeTypo() async throws {
    let names = try await BundledGazetteer.names("kyoto")
    #expect(names.first == "Kyoto")
    #expect(names.count > 1)
  }

  @Test("a country after a comma keeps only that country")
  func countryFilter() async throws {
    let american = try await gazetteer.search("Paris, US", limit: 10)
    #expect(american.first?.name == "Paris")
    #expect(!american.isEmpty && american.allSatisfy { $0.countryCode == "US" })
    let french = try await gazetteer.search("paris, france", limit: 3)
    #expect(french.first.map { "\($0.name) \($0.countryCode)" } == "Paris FR")
  }

  // MARK: - Limits and odd input

  @Test("returns at most limit results", arguments: [1, 3, 10, 50])
  func limit(limit: Int) async throws {
    #expect(try await gazetteer.search("a", limit: limit).count == limit)
  }

  @Test("no results for an empty query, a zero or negative limit, or punctuation only")
  func nothing() async throws {
    #expect(try await gazetteer.search("", limit: 10).isEmpty)
    #expect(try await gazetteer.search("   ", limit: 10).isEmpty)
    #expect(try await gazetteer.search("kyoto", limit: 0).isEmpty)
    #expect(try await gazetteer.search("kyoto", limit: -3).isEmpty)
    #expect(try await gazetteer.search("-- ,; !", limit: 10).isEmpty)
  }

  @Test("control characters are ignored, and a query of them finds nothing")
  func controlCharacters() async throws {
    #expect(try await BundledGazetteer.names("Ky\u{0}o\u{7}to\u{1B}").first == "Kyoto")
    #expect(try await gazetteer.search("\u{0}\u{1B}\u{7F}\u{9B}", limit: 10).isEmpty)
  }

  @Test("a huge query finds nothing without trapping")
  func hugeQuery() async throws {
    #expect(try await gazetteer.search(String(repeating: "kyoto ", count: 200_000), limit: 10).isEmpty)
    #expect(try await gazetteer.search(String(repeating: "京", count: 300), limit: 10).isEmpty)
  }

  @Test("results are gazetteer places with stable ids")
  func resultShape() async throws {
    let kyoto = try #require(try await gazetteer.search("Kyoto", limit: 1).first)
    #expect(kyoto.id == "geonames:1857910")
    #expect(kyoto.countryCode == "JP")
    #expect(kyoto.summary == "Kyoto, JP · 35.02°N 135.75°E · 1.5M people")
  }
}
