import Testing

@testable import Gazetteer
@testable import Geo
@testable import PlaceSearch

/// The time zone and second-level division each place carries in `gazetteer.bin`.
@Suite("Gazetteer time zones and divisions", .timeLimit(.minutes(10)))
struct GazetteerZoneAndDivisionTests {
  private let gazetteer = BundledGazetteer.instance

  @Test(
    "a coordinate takes the time zone of the place nearest to it",
    arguments: [
      (Coordinate(latitude: 47.37, longitude: 8.54), "Europe/Zurich"),  // Zürich
      (Coordinate(latitude: 36.272, longitude: -121.81), "America/Los_Angeles"),  // Big Sur
      (Coordinate(latitude: 21.31, longitude: -157.86), "Pacific/Honolulu"),
      (Coordinate(latitude: 27.70, longitude: 85.32), "Asia/Kathmandu"),
      (Coordinate(latitude: 35.68, longitude: 139.69), "Asia/Tokyo"),
      (Coordinate(latitude: -16.8, longitude: 179.999), "Pacific/Fiji"),  // across the 180th meridian
      (Coordinate(latitude: 38.57, longitude: -109.55), "America/Denver"),  // Moab
      (Coordinate(latitude: 33.45, longitude: -112.07), "America/Phoenix"),
    ])
  func zoneOfNearestPlace(_ coordinate: Coordinate, _ zone: String) async {
    #expect(await gazetteer.timeZoneName(nearestTo: coordinate) == zone)
  }

  @Test("an out-of-range coordinate has no time zone")
  func invalidCoordinate() async {
    #expect(await gazetteer.timeZoneName(nearestTo: Coordinate(latitude: 91, longitude: 0)) == nil)
    #expect(await gazetteer.timeZoneName(nearestTo: Coordinate(latitude: .nan, longitude: 0)) == nil)
  }

  @Test("every place has one of the 394 time zones of the data")
  func everyPlaceHasAZone() throws {
    let index = GazetteerIndex(data: try GazetteerData.builtIn())
    #expect(index.data.timeZoneCount == 394)
    let missing = index.withView { view in (0..<index.count).count { index.timeZoneName($0, in: view) == nil }
    }
    #expect(missing == 0)
  }

  @Test("the two Washingtons in England are in Sunderland and West Sussex")
  func washingtonDivisions() async throws {
    let results = try await gazetteer.search("washington, uk", limit: 10)
    let divisions = Dictionary(
      uniqueKeysWithValues: results.compactMap { place in place.geonameID.map { ($0, place.admin2) } })
    #expect(divisions[2_634_715] == "Sunderland")
    #expect(divisions[2_634_716] == "West Sussex")
  }

  @Test("80,464 places know their second-level division; a found place carries it")
  func divisionCounts() async throws {
    let index = GazetteerIndex(data: try GazetteerData.builtIn())
    let known = index.withView { view in
      (0..<index.count).count { view.admin2($0) != GazetteerFormat.noEntry }
    }
    #expect(known == 80_464)
    let zurich = try #require(try await gazetteer.search("zürich", limit: 1).first)
    #expect(zurich.admin2 == "Bezirk Zuerich")
  }
}
