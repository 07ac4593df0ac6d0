import Foundation
import Testing

@testable import Geo
@testable import PlaceSearch

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

  @Test("the compact population of result rows is the long one without the word")
  func compactPopulation() {
    var mismatches: [Int] = []
    for population in Array(0..<2_000) + Array(stride(from: 2_000, to: 200_000_000, by: 9_973))
      + [999_499, 999_500, 999_999, 1_049_999, 1_050_000, 99_949_999, 99_950_000]
    {
      let long = PopulationText.format(population)
      let short = long.replacingOccurrences(of: " people", with: "").replacingOccurrences(
        of: " person", with: "")
      if PopulationText.compact(population) != short { mismatches.append(population) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test("a place id is its text: a GeoNames number, or any other text, equal when the texts are")
  func placeIDText() {
    #expect(PlaceID("geonames:1857910") == .geonames(1_857_910))
    #expect(PlaceID.geonames(1_857_910).description == "geonames:1857910")
    #expect(PlaceID("geonames:1857910").geonameID == 1_857_910)
    #expect(PlaceID("geonames:01857910") != .geonames(1_857_910))
    #expect(PlaceID("geonames:01857910").description == "geonames:01857910")
    #expect(PlaceID("geonames:99999999999").geonameID == nil)
    #expect(PlaceID("coordinate:35.0,135.7").description == "coordinate:35.0,135.7")
  }

  @Test("rows of places that read alike get more decimals, then their id")
  func distinctLabels() {
    let place = Place(
      id: "geonames:1", name: "Springfield", countryCode: "US",
      coordinate: Coordinate(latitude: 39.801_72, longitude: -89.643_71), population: 114_394,
      admin1: "Illinois", countryName: "United States")
    var near = place
    near.id = "geonames:2"
    near.coordinate.latitude += 0.003
    var same = place
    same.id = "geonames:3"
    let labels = PlaceLabel.labels(for: [place, near, same]).map(\.text)
    #expect(Set(labels).count == 3)
    #expect(labels[1] == "Springfield, Illinois, United States · 39.805°N 89.644°W · 114K")
    #expect(labels[2] == "Springfield, Illinois, United States · 39.8017°N 89.6437°W · 114K · #3")
  }

  @Test("narrower variants drop the country name, the alternate, the population, then the state")
  func variants() {
    let puebla = Place(
      id: "geonames:3521081", name: "Puebla", countryCode: "MX",
      coordinate: Coordinate(latitude: 19.047_78, longitude: -98.207_23), population: 1_692_181,
      admin1: "Puebla", countryName: "Mexico", match: .alternateName, alternateName: "Puebla de los Ángeles")
    #expect(
      PlaceLabel(puebla).variants == [
        "Puebla — also “Puebla de los Ángeles”, Puebla, Mexico · 19.05°N 98.21°W · 1.7M",
        "Puebla — also “Puebla de los Ángeles”, Puebla, MX · 19.05°N 98.21°W · 1.7M",
        "Puebla, Puebla, MX · 19.05°N 98.21°W · 1.7M",
        "Puebla, Puebla, MX · 19.05°N 98.21°W",
        "Puebla, MX · 19.05°N 98.21°W",
      ])
  }
}
