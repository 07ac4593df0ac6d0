import Testing

@testable import Gazetteer
@testable import Geo
@testable import PlaceSearch

@Suite("Typed coordinates", .timeLimit(.minutes(10)))
struct CoordinateQueryTests {
  @Test(
    "lat,lon, lat lon and hemisphere forms give one coordinate place",
    arguments: [
      ("35.02,135.75", 35.02, 135.75), ("35.02 135.75", 35.02, 135.75), ("-33.9, 151.2", -33.9, 151.2),
      ("35.0N 135.7E", 35.0, 135.7), ("33.9S 151.2E", -33.9, 151.2), ("40.7°N, 74.0°W", 40.7, -74.0),
      ("N35 E135", 35, 135), ("135.7E 35.0N", 35.0, 135.7), ("35.0 n 135.7 w", 35.0, -135.7),
      ("90, 180", 90, 180), ("−12.5; 3", -12.5, 3),
      ("48°51′24″N 2°21′03″E", 48.856_666_666_666_67, 2.350_833_333_333_333),
      ("48°51'24\"N, 2°21'3\"E", 48.856_666_666_666_67, 2.350_833_333_333_333),
      ("48 51 24 N 2 21 3 E", 48.856_666_666_666_67, 2.350_833_333_333_333),
      ("48°51.4′N 2°21.05′E", 48.856_666_666_666_67, 2.350_833_333_333_333),
      ("S 33° 52′ E 151° 12′", -33.866_666_666_666_67, 151.2),
      ("33°52′S 151°12′E", -33.866_666_666_666_67, 151.2),
      ("-33°52′ 151°12′", -33.866_666_666_666_67, 151.2),
      ("2°21′03″E 48°51′24″N", 48.856_666_666_666_67, 2.350_833_333_333_333),
    ])
  func valid(query: String, latitude: Double, longitude: Double) async throws {
    let places = try await BundledGazetteer.instance.search(query, limit: 10)
    let place = try #require(places.first)
    #expect(places.count == 1)
    #expect(
      abs(place.coordinate.latitude - latitude) < 1e-9 && abs(place.coordinate.longitude - longitude) < 1e-9)
    #expect(places.first?.countryCode == "")
    #expect(places.first?.population == 0)
  }

  @Test(
    "out of range or malformed coordinates give no result",
    arguments: [
      "91, 0", "0, 181", "-90.5 10", "35S 200E", "-35S 10E", "35N 135N", "1.2.3, 4", "35", "1 2 3",
      "35.0N", "99999999999999999999999999999999999999, 0", "48°61′N 2°E", "48°51′70″N 2°E",
      "48.5°30′N 2°E", "-48°51′N 2°E", "48″51′N 2°E", "48°51′24″N",
    ])
  func invalid(query: String) async throws {
    #expect(try await BundledGazetteer.instance.search(query, limit: 10).isEmpty)
  }

  @Test(
    "every coordinate style the app writes reads back within its precision",
    arguments: [
      (CoordinateStyle.decimal, 0.005), (.degreesMinutes, 0.005 / 60), (.degreesMinutesSeconds, 0.5 / 3600),
    ])
  func roundTrip(style: CoordinateStyle, tolerance: Double) {
    var state: UInt64 = 7
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    var failures: [String] = []
    for _ in 0..<2_000 {
      let coordinate = Coordinate(latitude: 180 * next() - 90, longitude: 360 * next() - 180)
      let text = coordinate.formatted(style)
      guard case .coordinate(let read) = CoordinateQuery.parse(text),
        abs(read.latitude - coordinate.latitude) <= tolerance + 1e-9,
        abs(read.longitude - coordinate.longitude) <= tolerance + 1e-9
      else {
        failures.append(text)
        continue
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  @Test(
    "degree-minute and DMS text",
    arguments: [
      (48.856_666_666_666_67, 2.350_833_333_333_333, "48°51.40′N 2°21.05′E", "48°51′24″N 2°21′03″E"),
      (-33.8688, 151.2093, "33°52.13′S 151°12.56′E", "33°52′08″S 151°12′33″E"),
      (0, -0.000_01, "0°00.00′N 0°00.00′E", "0°00′00″N 0°00′00″E"),
      (59.999_99, 10, "60°00.00′N 10°00.00′E", "60°00′00″N 10°00′00″E"),
    ])
  func sexagesimalText(latitude: Double, longitude: Double, minutes: String, seconds: String) {
    let coordinate = Coordinate(latitude: latitude, longitude: longitude)
    #expect(coordinate.formatted(.degreesMinutes) == minutes)
    #expect(coordinate.formatted(.degreesMinutesSeconds) == seconds)
  }

  @Test("a coordinate outside the globe is told apart from text that does not read as one")
  func outOfRange() {
    #expect(CoordinateQuery.parse("91, 0") == .outOfRange(latitude: 91, longitude: 0))
    #expect(CoordinateQuery.parse("0, 181") == .outOfRange(latitude: 0, longitude: 181))
    #expect(CoordinateQuery.parse("35S 200E") == .outOfRange(latitude: -35, longitude: 200))
    #expect(CoordinateQuery.parse("35") == .invalid)
    #expect(CoordinateQuery.parse("48°61′N 2°E") == .invalid)
  }

  @Test("names are not mistaken for coordinates")
  func names() {
    #expect(CoordinateQuery.parse("Nice") == .notCoordinate)
    #expect(CoordinateQuery.parse("New York") == .notCoordinate)
    #expect(CoordinateQuery.parse("S") == .notCoordinate)
  }
}
