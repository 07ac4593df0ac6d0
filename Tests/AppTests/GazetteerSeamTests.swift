import Gazetteer
import Geo
import Itinerary
import Testing
import TripModels

@testable import App

/// The gazetteer behind the itinerary's seams: zones by coordinate, and the place suggested on a
/// 14-hour day within 30 km of the route where the limit runs out.
@Suite("Gazetteer seams of the itinerary")
struct GazetteerSeamTests {
  static let gazetteer = Gazetteer()

  @Test("zones of Route 66's towns come from the nearest gazetteer place")
  func zones() async {
    let naming = PlaceSearchTimeZoneNaming(places: Self.gazetteer)
    #expect(
      await naming.zoneName(near: Coordinate(latitude: 41.8781, longitude: -87.6298)) == "America/Chicago")
    #expect(
      await naming.zoneName(near: Coordinate(latitude: 35.0844, longitude: -106.6504)) == "America/Denver")
    #expect(
      await naming.zoneName(near: Coordinate(latitude: 35.1983, longitude: -111.6513)) == "America/Phoenix")
  }

  @Test("a 14-hour day from Chicago to Denver suggests a real place within 30 km of the limit point")
  func suggestion() async throws {
    let database = ZoneDatabase.system
    let chicago = try Stop(name: "Chicago", coordinate: Coordinate(latitude: 41.8781, longitude: -87.6298))
    let denver = try Stop(name: "Denver", coordinate: Coordinate(latitude: 39.7392, longitude: -104.9903))
    var trip = try Trip(name: "West", stops: [chicago, denver])
    let meters = trip.totalMeters
    trip.schedule = TripSchedule(
      startDate: CivilDate("2026-06-01"), departureMinutes: 540, dailyDrivingMinutes: 480,
      estimateSpeedKmh: Int((meters / 1_000 / 14).rounded()))
    let plan = ItineraryPlanner.plan(
      trip: trip, zoneNames: ["America/Chicago", "America/Denver"], database: database)
    let day = try #require(plan.days.first)
    let legs = [ItineraryLeg(straightMeters: meters)]
    let limit = try #require(StaySuggester.limitPoint(of: day, in: plan, legs: legs))
    let suggestion = try #require(
      await StaySuggester.suggest(
        for: day, in: plan, legs: legs, finder: PlaceSearchStayFinding(places: Self.gazetteer)))
    #expect(Bearing.sphericalDistance(from: suggestion.place.coordinate, to: limit.coordinate) <= 30_000)
    #expect(suggestion.distanceFromRoute <= 30_000)
    #expect(suggestion.place.population >= 1_000)
  }
}
