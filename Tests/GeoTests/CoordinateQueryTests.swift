import Testing

@testable import Geo

@Suite("Typed coordinates")
struct CoordinateQueryTests {
  @Test(
    "lat,lon, lat lon and hemisphere forms give one coordinate place",
    arguments: [
      ("35.02,135.75", 35.02, 135.75), ("35.02 135.75", 35.02, 135.75), ("-33.9, 151.2", -33.9, 151.2),
      ("35.0N 135.7E", 35.0, 135.7), ("33.9S 151.2E", -33.9, 151.2), ("40.7°N, 74.0°W", 40.7, -74.0),
      ("N35 E135", 35, 135), ("135.7E 35.0N", 35.0, 135.7), ("35.0 n 135.7 w", 35.0, -135.7),
      ("90, 180", 90, 180), ("−12.5; 3", -12.5, 3),
    ])
  func valid(query: String, latitude: Double, longitude: Double) async throws {
    let places = try await BundledGazetteer.instance.search(query, limit: 10)
    #expect(places.map(\.coordinate) == [Coordinate(latitude: latitude, longitude: longitude)])
    #expect(places.first?.countryCode == "")
    #expect(places.first?.population == 0)
  }

  @Test(
    "out of range or malformed coordinates give no result",
    arguments: [
      "91, 0", "0, 181", "-90.5 10", "35S 200E", "-35S 10E", "35N 135N", "1.2.3, 4", "35", "1 2 3",
      "35.0N", "99999999999999999999999999999999999999, 0",
    ])
  func invalid(query: String) async throws {
    #expect(try await BundledGazetteer.instance.search(query, limit: 10).isEmpty)
  }

  @Test("names are not mistaken for coordinates")
  func names() {
    #expect(CoordinateQuery.parse("Nice") == .notCoordinate)
    #expect(CoordinateQuery.parse("New York") == .notCoordinate)
    #expect(CoordinateQuery.parse("S") == .notCoordinate)
  }
}
