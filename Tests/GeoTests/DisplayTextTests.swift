import Testing

@testable import Geo

@Suite("Coordinate, population and result-row text")
struct DisplayTextTests {
  @Test(
    "coordinates as hemisphere degrees",
    arguments: [
      (35.02107, 135.75385, "35.02°N 135.75°E"), (-33.8688, 151.2093, "33.87°S 151.21°E"),
      (40.7128, -74.006, "40.71°N 74.01°W"), (0, 0, "0.00°N 0.00°E"), (-0.001, -0.004, "0.00°N 0.00°E"),
      (90, 180, "90.00°N 180.00°E"), (-90, -180, "90.00°S 180.00°W"), (.nan, 1, "— 1.00°E"),
    ])
  func coordinate(latitude: Double, longitude: Double, text: String) {
    #expect(Coordinate(latitude: latitude, longitude: longitude).formatted() == text)
  }

  @Test(
    "populations shortened to K and M",
    arguments: [
      (1_459_640, "1.5M people"), (24_874_500, "24.9M people"), (341_730, "342K people"),
      (15_000, "15K people"), (999_400, "999K people"), (999_600, "1.0M people"),
      (150_000_000, "150M people"), (850, "850 people"), (1, "1 person"), (0, ""), (-5, ""),
    ])
  func population(count: Int, text: String) {
    #expect(PopulationText.format(count) == text)
  }

  @Test("a city's result row")
  func citySummary() {
    let kyoto = Place(
      id: "geonames:1857910", name: "Kyoto", countryCode: "JP",
      coordinate: Coordinate(latitude: 35.02107, longitude: 135.75385), population: 1_459_640)
    #expect(kyoto.summary == "Kyoto, JP · 35.02°N 135.75°E · 1.5M")
  }

  @Test("a typed coordinate's result row names the coordinate once")
  func coordinateSummary() throws {
    let place = CoordinateQuery.place(for: Coordinate(latitude: 35, longitude: 135.7))
    #expect(place.summary == "35.00°N 135.70°E")
    #expect(place.id == "coordinate:35.0,135.7")
  }
}
