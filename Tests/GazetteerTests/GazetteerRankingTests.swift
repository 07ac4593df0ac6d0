import Testing

@testable import Gazetteer
@testable import Geo
@testable import PlaceSearch

/// Ranking: exact name > name prefix > alternate name > one typo, each by population, and an alias or
/// typo never above a real name match of a well-known place.
@Suite("Gazetteer ranking", .timeLimit(.minutes(10)))
struct GazetteerRankingTests {
  private let gazetteer = BundledGazetteer.instance

  /// The position of `id` in `places`.
  private func position(_ id: Int, _ places: [Place]) throws -> Int {
    try #require(places.firstIndex { $0.geonameID == id })
  }

  @Test("new york: New York City first; Jakarta (“New York Van Java”) after every real name match")
  func jakarta() async throws {
    let places = try await gazetteer.search("new york", limit: 50)
    #expect(places.first?.geonameID == 5_128_581)
    let jakarta = try position(1_642_911, places)
    #expect(places[jakarta].match == .alternateName)
    #expect(places[jakarta].alternateName == "New York Van Java")
    // Every place before it is named "New York…" (New York City is found by its other name "New
    // York" exactly, which scores above its name's prefix).
    #expect(places[..<jakarta].allSatisfy { $0.name.hasPrefix("New York") })
  }

  @Test("beijing: Basingstoke's machine romanization “beijingusutoku” is not indexed")
  func basingstoke() async throws {
    let places = try await gazetteer.search("beijing", limit: 50)
    #expect(places.first?.geonameID == 1_816_670)
    #expect(!places.contains { $0.geonameID == 2_656_192 })
  }

  @Test("los angeles: Puebla is not a match (a word inside an alias); “puebla de los” finds it, saying why")
  func puebla() async throws {
    let places = try await gazetteer.search("los angeles", limit: 50)
    #expect(places.first?.geonameID == 5_368_361)
    #expect(!places.contains { $0.geonameID == 3_521_081 })
    let puebla = try #require(try await gazetteer.search("puebla de los", limit: 5).first)
    #expect(puebla.geonameID == 3_521_081)
    #expect(puebla.summary.hasPrefix("Puebla — also “Puebla de los Ángeles”, Puebla, Mexico · "))
  }

  @Test("sao paulo: the São Paulos first; Luanda (“São Paulo de Luanda”) after them")
  func luanda() async throws {
    let places = try await gazetteer.search("sao paulo", limit: 50)
    #expect(places.first?.geonameID == 3_448_439)
    let luanda = try position(2_240_449, places)
    #expect(places[luanda].match == .alternateName)
    #expect(places[..<luanda].allSatisfy { $0.name.hasPrefix("São Paulo") })
  }

  @Test("new britain: both New Britains before Ormond Beach, which is only also called that")
  func newBritain() async throws {
    let places = try await gazetteer.search("new britain", limit: 10)
    #expect(places.prefix(2).compactMap(\.geonameID) == [4_839_292, 5_203_118])
    #expect(places.dropFirst(2).first?.summary.hasPrefix("Ormond Beach — also “New Britain”") == true)
  }

  @Test("a well-known place's exact alternate name beats prefix matches of small places")
  func wellKnownAlternate() async throws {
    let munich = try #require(try await gazetteer.search("münchen", limit: 10).first)
    #expect(munich.summary.hasPrefix("Munich — also “München”, Bavaria, Germany"))
    #expect(try await BundledGazetteer.ids("wien").first == 2_761_369)
  }

  @Test("typo matches come last, by population")
  func typosLast() async throws {
    let places = try await gazetteer.search("beijing", limit: 50)
    let firstTypo = try #require(places.firstIndex { $0.match == .typo })
    #expect(places[firstTypo...].allSatisfy { $0.match == .typo })
    let populations = places[firstTypo...].map(\.population)
    #expect(populations == populations.sorted(by: >))
  }

  @Test("within a kind, the more populous place first")
  func byPopulation() async throws {
    let places = try await gazetteer.search("springfield", limit: 50)
    let exact = places.filter { $0.match == .exactName }
    #expect(exact.count > 10)
    #expect(exact.map(\.population) == exact.map(\.population).sorted(by: >))
  }
}
