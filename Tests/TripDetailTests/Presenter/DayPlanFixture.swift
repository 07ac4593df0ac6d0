import Geo
import Itinerary
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripDetail

/// The day plan tests' trip — Chicago, St. Louis (1 night), Tulsa, from Tue 1 Jun 2027 with a
/// 5-hour limit — and the plan made for it with fake zones and places.
@MainActor
enum DayPlanFixture {
  static let chicago = Coordinate(latitude: 41.8781, longitude: -87.6298)
  static let stLouis = Coordinate(latitude: 38.627, longitude: -90.1994)
  static let tulsa = Coordinate(latitude: 36.154, longitude: -95.9928)
  static let joplin = Coordinate(latitude: 37.0842, longitude: -94.5133)

  /// Route 66 in three stops: day 1 to St. Louis (6 h 2 min est.), day 2 to Tulsa (8 h 19 min est.).
  static func trip() throws -> Trip {
    var trip = try Trip(
      name: "Route 66",
      stops: [
        try Stop(name: "Chicago", coordinate: chicago),
        try Stop(
          name: "St. Louis", coordinate: stLouis,
          stay: try #require(StopStay(nights: 1, visitMinutes: 0))),
        try Stop(name: "Tulsa", coordinate: tulsa),
      ])
    trip.schedule = TripSchedule(
      startDate: CivilDate(year: 2027, month: 6, day: 1), departureMinutes: 9 * 60, dailyDrivingMinutes: 300,
      estimateSpeedKmh: 70)
    return trip
  }

  /// The point `fraction` of the way from St. Louis to Tulsa (on the straight line, as a leg
  /// without a road is taken).
  static func alongStLouisToTulsa(_ fraction: Double) -> Coordinate {
    Coordinate(
      latitude: stLouis.latitude + (tulsa.latitude - stLouis.latitude) * fraction,
      longitude: stLouis.longitude + (tulsa.longitude - stLouis.longitude) * fraction)
  }

  /// The places the fake stay finder knows unless a test gives its own.
  static let places = [
    StayPlace(name: "Joplin", coordinate: joplin, population: 50_000),
    StayPlace(
      name: "Carthage", coordinate: Coordinate(latitude: 37.17, longitude: -94.31), population: 14_000),
  ]

  /// The plan of the repository's first trip, zones from Chicago's, reporting into `reports`.
  static func plan(
    _ repository: InMemoryTripRepository, reports: StatusLog, roads: InMemoryRoadLegStore? = nil,
    units: DistanceUnit = .kilometers, undatedHint: String? = nil, places: [StayPlace] = places
  ) -> TripDayPlan {
    let source = TripDetailItinerarySource(
      zones: FakeTimeZoneNaming([(chicago, "America/Chicago")]), places: FakeStayPlaceFinder(places),
      roads: roads, units: units, undatedHint: undatedHint)
    return TripDayPlan(
      tripID: repository.trips[0].id, repository: repository, source: source, work: ScreenWork(),
      report: { reports.report($0) })
  }

  /// `plan` shown (`P`), its days worked out.
  static func shown(_ plan: TripDayPlan) async -> TripDayPlan {
    plan.toggle()
    await plan.work.idle()
    return plan
  }
}
