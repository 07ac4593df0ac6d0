import Geo

/// Suggest-a-stay: on a flagged day, the point along the route where the limit (or the day) runs out
/// (the road shape where the leg is routed, the geodesic otherwise), and the place to offer there.
public enum StaySuggester {
  /// How far from the limit point a place may be: 30 km.
  public static let searchRadiusMeters = 30_000.0
  /// How near one of the limit leg's two stops a place must be to be taken as that stop: 2 km.
  public static let sameStopMeters = 2_000.0

  /// Where `day` should stop along its legs, or nil when the day is not flagged: where its driving
  /// limit runs out, or, on a day that arrives after midnight, where local midnight falls (the
  /// arrival's zone), whichever comes first. Within a leg, time is taken as even along its length;
  /// midnight during a stop's visit is at that stop.
  public static func limitPoint(of day: PlannedDay, in plan: PlannedItinerary, legs: [ItineraryLeg])
    -> LimitPoint?
  {
    let candidates = [
      day.overLimitSeconds > 0 ? drivingLimit(of: day, in: plan) : nil,
      day.arrivesAfterMidnight ? midnight(of: day, in: plan) : nil,
    ].compactMap { $0 }
    guard let first = candidates.min(by: { ($0.leg, $0.fraction) < ($1.leg, $1.fraction) }) else {
      return nil
    }
    let path = self.path(of: first.leg, in: plan, legs: legs)
    return LimitPoint(
      coordinate: RoutePath.point(along: path, fraction: first.fraction), legIndex: first.leg,
      fraction: first.fraction)
  }

  /// The leg and the fraction of it where the day's `dailyDrivingMinutes` of driving run out.
  private static func drivingLimit(of day: PlannedDay, in plan: PlannedItinerary) -> (
    leg: Int, fraction: Double
  )? {
    var remaining = max(plan.schedule.dailyDrivingMinutes, 1) * 60
    for index in day.legIndices {
      let seconds = plan.legs[index].seconds
      guard seconds > remaining else {
        remaining -= seconds
        continue
      }
      return (index, Double(remaining) / Double(seconds))
    }
    return nil
  }

  /// The leg and the fraction of it being driven at the first midnight after the day's start, read
  /// in the zone of the stop the day ends at (as the "arrives after midnight" flag reads it).
  private static func midnight(of day: PlannedDay, in plan: PlannedItinerary) -> (leg: Int, fraction: Double)?
  {
    let startDay = plan.stops[day.firstStop].stop.zone.localTime(at: day.start).day
    let midnight = plan.stops[day.lastStop].stop.zone.instant(
      at: LocalTime(day: startDay + 1, secondsOfDay: 0))
    for index in day.legIndices {
      guard let leaving = plan.stops[index].departure, let arriving = plan.stops[index + 1].arrival,
        midnight <= arriving
      else { continue }
      let span = arriving.secondsSinceEpoch - leaving.secondsSinceEpoch
      guard span > 0 else { return (index, 1) }
      let into = max(0, midnight.secondsSinceEpoch - leaving.secondsSinceEpoch)
      return (index, Double(into) / Double(span))
    }
    return nil
  }

  /// The place to offer on `day` (nil when the day is not flagged or `finder` has nothing
  /// within ``searchRadiusMeters`` of the limit point), with its distance from the route.
  public static func suggest(
    for day: PlannedDay, in plan: PlannedItinerary, legs: [ItineraryLeg], finder: some StayPlaceFinding
  ) async -> StaySuggestion? {
    guard let limit = limitPoint(of: day, in: plan, legs: legs),
      let place = await finder.largestPlace(within: searchRadiusMeters, of: limit.coordinate)
    else { return nil }
    let path = self.path(of: limit.legIndex, in: plan, legs: legs)
    return StaySuggestion(
      place: place, limitPoint: limit,
      distanceFromRoute: RoutePath.distance(from: place.coordinate, to: path),
      stopIndex: stop(at: place.coordinate, onLeg: limit.legIndex, in: plan))
  }

  /// The limit leg's stop at `coordinate` (within ``sameStopMeters``, the nearer of its two), or nil.
  static func stop(at coordinate: Coordinate, onLeg index: Int, in plan: PlannedItinerary) -> Int? {
    [index, index + 1]
      .map { ($0, Geodesic.distance(from: coordinate, to: plan.stops[$0].stop.coordinate)) }
      .filter { $0.1 <= sameStopMeters }
      .min { $0.1 < $1.1 }?.0
  }

  /// The leg's road shape when it has one, else its two ends (the geodesic between them).
  static func path(of index: Int, in plan: PlannedItinerary, legs: [ItineraryLeg]) -> RoutePath {
    let from = plan.stops[index].stop.coordinate
    let to = plan.stops[index + 1].stop.coordinate
    if index < legs.count, let shape = legs[index].road?.shape, shape.count >= 2 {
      return .shape(shape)
    }
    return .geodesic(from, to)
  }
}
