import Testing

@testable import Gazetteer
@testable import PlaceSearch

/// Abbreviations find their big places and nothing else: they match only whole, and airport codes
/// are not kept.
@Suite("Gazetteer abbreviations and state codes", .timeLimit(.minutes(10)))
struct GazetteerAbbreviationTests {
  @Test("NYC, NY, LA and SF find New York City, Los Angeles and San Francisco, saying how")
  func abbreviationsFindTheirPlaces() async throws {
    #expect(try await BundledGazetteer.ids("nyc").first == 5_128_581)
    #expect(try await BundledGazetteer.ids("ny").first == 5_128_581)
    #expect(try await BundledGazetteer.ids("la").first == 5_368_361)
    let sf = try #require(try await BundledGazetteer.instance.search("sf", limit: 10).first)
    #expect(sf.geonameID == 5_391_959)
    #expect(sf.alternateName == "SF")
  }

  @Test("an abbreviation is not matched by its first letters, and airport codes find nothing")
  func onlyWhole() async throws {
    let salt = try await BundledGazetteer.instance.search("sl", limit: 50)
    #expect(!salt.contains { $0.alternateName == "SLC" })
    // "LOS" is Lagos's airport code, "CAN" Guangzhou's: typing "los" and "can" finds names.
    #expect(try await BundledGazetteer.ids("los").first == 5_368_361)
    #expect(
      try await BundledGazetteer.instance.search("can", limit: 50).allSatisfy { $0.alternateName != "CAN" })
  }

  @Test("a code that is a state's and a country's keeps both, the state first")
  func stateBeforeCountry() async throws {
    // CA: California and Canada.
    let richmond = try #require(try await BundledGazetteer.instance.search("richmond, ca", limit: 10).first)
    #expect(richmond.admin1 == "California")
    let london = try #require(try await BundledGazetteer.instance.search("london, ca", limit: 10).first)
    #expect(london.admin1 == "Ontario")
    #expect(
      try await BundledGazetteer.instance.search("paris, tx", limit: 10).allSatisfy { $0.admin1 == "Texas" })
  }
}
