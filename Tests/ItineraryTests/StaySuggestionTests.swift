import Geo
import Itinerary
import TestSupport
import Testing
import TripModels

/// Suggest-a-stay on a 14-hour day: the point where the 8-hour limit runs out, and the largest
/// place within 30 km of it.
@Suite struct StaySuggestionTests {
  static let chicago = Fixture.stop("Chicago", 41.8781, -87.6298, "America/Chicago")
  static let denver = Fixture.stop("Denver", 39.7392, -104.9903, "America/Denver")
  /// Interstate 80 and 76 by their towns, roughly.
  static let shape = [
    Coordinate(latitude: 41.8781, longitude: -87.6298), Coordinate(latitude: 41.5236, longitude: -90.5776),
    Coordinate(latitude: 41.5868, longitude: -93.6250), Coordinate(latitude: 41.2565, longitude: -95.9345),
    Coordinate(latitude: 40.8136, longitude: -96.7026), Coordinate(latitude: 40.6993, longitude: -99.0817),
    Coordinate(latitude: 41.1239, longitude: -100.7654), Coordinate(latitude: 40.6255, longitude: -103.2077),
    Coordinate(latitude: 39.7392, longitude: -104.9903),
  ]
  static let places = FakeStayPlaceFinder([
    StayPlace(
      name: "Omaha", coordinate: Coordinate(latitude: 41.2565, longitude: -95.9345), population: 486_051),
    StayPlace(
      name: "Lincoln", coordinate: Coordinate(latitude: 40.8136, longitude: -96.7026), population: 291_082),
    StayPlace(
      name: "Council Bluffs", coordinate: Coordinate(latitude: 41.2619, longitude: -95.8608),
      population: 62_799),
    StayPlace(
      name: "Des Moines", coordinate: Coordinate(latitude: 41.5868, longitude: -93.6250), population: 214_133),
    StayPlace(
      name: "Kansas City", coordinate: Coordinate(latitude: 39.0997, longitude: -94.5786), population: 508_090
    ),
    StayPlace(
      name: "York", coordinate: Coordinate(latitude: 40.8681, longitude: -97.5920), population: 7_957),
    StayPlace(
      name: "Aurora", coordinate: Coordinate(latitude: 40.8672, longitude: -98.0045), population: 4_479),
    StayPlace(
      name: "Grand Island", coordinate: Coordinate(latitude: 40.9250, longitude: -98.3420), population: 51_267
    ),
    StayPlace(
      name: "Kearney", coordinate: Coordinate(latitude: 40.6993, longitude: -99.0817), population: 33_790),
  ])

  func plan(road: Bool) -> (PlannedItinerary, [ItineraryLeg]) {
    let meters = Geodesic.distance(from: Self.chicago.coordinate, to: Self.denver.coordinate)
    let leg = ItineraryLeg(
      straightMeters: meters,
      road: road
        ? .init(seconds: 14 * 3_600, meters: Geodesic.pathLength(Self.shape), shape: Self.shape) : nil)
    // Without a road: 14 h at the straight line's speed.
    let speed = Int((meters / 1_000 / 14).rounded())
    let schedule = Fixture.schedule(start: "2026-06-01", limit: 480, speed: speed)
    return (
      ItineraryPlanner.plan(stops: [Self.chicago, Self.denver], legs: [leg], schedule: schedule), [leg]
    )
  }

  @Test func onARoadTheSuggestionLiesWithin30KmOfTheRouteAtTheLimitPoint() async throws {
    let (plan, legs) = plan(road: true)
    let day = try #require(plan.days.first)
    #expect(day.driveSeconds == 14 * 3_600)
    #expect(ItineraryText.flags(day) == ["6 h over"])
    let limit = try #require(StaySuggester.limitPoint(of: day, in: plan, legs: legs))
    #expect(abs(limit.fraction - 8.0 / 14.0) < 1e-9)
    let suggestion = try #require(
      await StaySuggester.suggest(for: day, in: plan, legs: legs, finder: Self.places))
    #expect(Bearing.sphericalDistance(from: suggestion.place.coordinate, to: limit.coordinate) <= 30_000)
    #expect(suggestion.distanceFromRoute <= 30_000)
    #expect(suggestion.insertionIndex == 1)
    // 8/14 of the way along the shape is between Lincoln and Kearney, near York and Aurora
    // (Grand Island, larger, is 50 km away): the larger of the two is offered.
    #expect(suggestion.place.name == "York")
    #expect(suggestion.stopIndex == nil, "York is no stop of the trip")
    let along = Self.lengthAlongShape(to: limit.coordinate)
    #expect(abs(along / Geodesic.pathLength(Self.shape) - 8.0 / 14.0) < 0.01)
  }

  @Test func withoutARoadTheLimitPointIsOnTheGeodesic() async throws {
    let (plan, legs) = plan(road: false)
    let day = try #require(plan.days.first)
    #expect(day.isEstimated)
    let limit = try #require(StaySuggester.limitPoint(of: day, in: plan, legs: legs))
    let total = Geodesic.distance(from: Self.chicago.coordinate, to: Self.denver.coordinate)
    let fromStart = Geodesic.distance(from: Self.chicago.coordinate, to: limit.coordinate)
    let toEnd = Geodesic.distance(from: limit.coordinate, to: Self.denver.coordinate)
    #expect(abs(fromStart + toEnd - total) < 1_000)  // on the line
    #expect(abs(fromStart / total - limit.fraction) < 0.01)
    if let suggestion = await StaySuggester.suggest(for: day, in: plan, legs: legs, finder: Self.places) {
      #expect(Bearing.sphericalDistance(from: suggestion.place.coordinate, to: limit.coordinate) <= 30_000)
      #expect(suggestion.distanceFromRoute <= 30_000)
    }
  }

  @Test func aDayWithinItsLimitThatRunsPastMidnightStopsWhereMidnightFalls() async throws {
    // 14 h by road from 18:00 CDT (23:00 UTC) with a 24-hour limit: midnight where the day ends
    // (Denver, MDT, 06:00 UTC) is 7 h, half the leg, into the drive.
    let leg = ItineraryLeg(
      straightMeters: Geodesic.distance(from: Self.chicago.coordinate, to: Self.denver.coordinate),
      road: .init(seconds: 14 * 3_600, meters: Geodesic.pathLength(Self.shape), shape: Self.shape))
    let schedule = Fixture.schedule(start: "2026-06-01", departure: 18 * 60, limit: 1_440)
    let plan = ItineraryPlanner.plan(stops: [Self.chicago, Self.denver], legs: [leg], schedule: schedule)
    let day = try #require(plan.days.first)
    #expect(day.overLimitSeconds == 0 && day.arrivesAfterMidnight)
    let limit = try #require(StaySuggester.limitPoint(of: day, in: plan, legs: [leg]))
    #expect(limit.legIndex == 0 && abs(limit.fraction - 0.5) < 1e-9)
    let suggestion = try #require(
      await StaySuggester.suggest(for: day, in: plan, legs: [leg], finder: Self.places))
    #expect(Bearing.sphericalDistance(from: suggestion.place.coordinate, to: limit.coordinate) <= 30_000)
    // With an 8-hour limit too, the earlier of the two points is taken: midnight, 7 h in.
    let both = ItineraryPlanner.plan(
      stops: [Self.chicago, Self.denver], legs: [leg],
      schedule: Fixture.schedule(start: "2026-06-01", departure: 18 * 60, limit: 480))
    let earlier = try #require(StaySuggester.limitPoint(of: both.days[0], in: both, legs: [leg]))
    #expect(abs(earlier.fraction - 0.5) < 1e-9)
  }

  @Test func aPlaceThatIsAStopOfTheLimitLegIsGivenAsThatStop() async throws {
    let omaha = Fixture.stop("Omaha", 41.2565, -95.9345, "America/Chicago")
    let toOmaha = Geodesic.distance(from: Self.chicago.coordinate, to: omaha.coordinate)
    // 7 h to Omaha at the straight line's speed: the 7 h 15 min limit runs out about 25 km past it,
    // where Omaha is still the largest place within 30 km.
    let speed = Int((toOmaha / 1_000 / 7).rounded())
    let plan = ItineraryPlanner.plan(
      stops: [Self.chicago, omaha, Self.denver], legs: [],
      schedule: Fixture.schedule(start: "2026-06-01", limit: 435, speed: speed))
    let day = try #require(plan.days.first)
    let suggestion = try #require(
      await StaySuggester.suggest(for: day, in: plan, legs: [], finder: Self.places))
    #expect(suggestion.limitPoint.legIndex == 1)
    #expect(suggestion.place.name == "Omaha")
    #expect(suggestion.stopIndex == 1, "the leg's first stop: a night there, not a second Omaha")
  }

  @Test func aDayWithinItsLimitHasNoSuggestion() async throws {
    let chicago = Self.chicago
    let joliet = Fixture.stop("Joliet", 41.5250, -88.0817, "America/Chicago")
    let plan = ItineraryPlanner.plan(stops: [chicago, joliet], legs: [], schedule: .standard)
    let day = try #require(plan.days.first)
    #expect(StaySuggester.limitPoint(of: day, in: plan, legs: []) == nil)
    #expect(await StaySuggester.suggest(for: day, in: plan, legs: [], finder: Self.places) == nil)
  }

  /// The length along the shape to the point on it nearest to `point`.
  static func lengthAlongShape(to point: Coordinate) -> Double {
    var best = (distance: Double.infinity, along: 0.0)
    var walked = 0.0
    for (a, b) in zip(shape, shape.dropFirst()) {
      let length = Geodesic.distance(from: a, to: b)
      for step in 0...1_000 {
        let t = Double(step) / 1_000
        let sample = Coordinate(
          latitude: a.latitude + (b.latitude - a.latitude) * t,
          longitude: a.longitude + (b.longitude - a.longitude) * t)
        let distance = Bearing.sphericalDistance(from: sample, to: point)
        if distance < best.distance { best = (distance, walked + length * t) }
      }
      walked += length
    }
    return best.along
  }
}
