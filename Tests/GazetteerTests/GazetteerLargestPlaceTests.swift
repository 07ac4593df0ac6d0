import Testing

@testable import Gazetteer
@testable import Geo
@testable import PlaceSearch

/// The most populous place near a point: what "suggest a place to stay" offers.
@Suite("Gazetteer largest place near a point", .timeLimit(.minutes(3)))
struct GazetteerLargestPlaceTests {
  private let gazetteer = BundledGazetteer.instance

  @Test("within 30 km of a point on the interstate west of Amarillo, Amarillo is the largest place")
  func amarillo() async throws {
    let point = Coordinate(latitude: 35.19, longitude: -102.0)
    let found = try #require(try await gazetteer.largestPlace(within: 30_000, of: point))
    #expect(found.place.name == "Amarillo")
    #expect(found.distance <= 30_000)
  }

  @Test("it is the largest of all places within the radius, and none is found where there are none")
  func largestWithin() async throws {
    let point = Coordinate(latitude: 36.6, longitude: -121.9)  // Monterey
    let found = try #require(try await gazetteer.largestPlace(within: 20_000, of: point))
    let nearest = try #require(try await gazetteer.nearestPlace(to: point))
    #expect(found.place.population >= nearest.place.population)
    #expect(found.distance <= 20_000)
    #expect(
      try await gazetteer.largestPlace(within: 30_000, of: Coordinate(latitude: -60, longitude: -140)) == nil)
  }
}
