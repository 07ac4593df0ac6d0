import Geo

/// Suggest-a-stay: on a day over its limit, the point along the route where the limit runs out
/// (the road shape where the leg is routed, the geodesic otherwise), and the place to offer there.
public enum StaySuggester {
  /// How far from the limit point a place may be: 30 km.
  public static let searchRadiusMeters = 30_000.0

  /// Where `day`'s driving limit runs out along its legs, or nil when the day is within its limit.
  /// Within a leg, time is taken as even along its length.
  public static func limitPoint(of day: PlannedDay, in plan: PlannedItinerary, legs: [ItineraryLeg])
    -> LimitPoint?
  {
    guard day.overLimitSeconds > 0 else { return nil }
    var remaining = max(plan.schedule.dailyDrivingMinutes, 1) * 60
    for index in day.legIndices {
      let seconds = plan.legs[index].seconds
      guard seconds > remaining else {
        remaining -= seconds
        continue
      }
      let fraction = Double(remaining) / Double(seconds)
      let path = self.path(of: index, in: plan, legs: legs)
      return LimitPoint(
        coordinate: RoutePath.point(along: path, fraction: fraction), legIndex: index, fraction: fraction)
    }
    return nil
  }

  /// The place to offer on `day` (nil when the day is within its limit or `finder` has nothing
  /// within ``searchRadiusMeters`` of the limit point), with its distance from the route.
  public static func suggest(
    for day: PlannedDay, in plan: PlannedItinerary, legs: [ItineraryLeg], finder: some StayPlaceFinding
  ) async -> StaySuggestion? {
    guard let limit = limitPoint(of: day, in: plan, legs: legs),
      let place = await finder.largestPlace(within: searchRadiusMeters, of: limit.coordinate)
    else { return nil }
    let path = self.path(of: limit.legIndex, in: plan, legs: legs)
    return StaySuggestion(
      place: place, limitPoint: limit, distanceFromRoute: RoutePath.distance(from: place.coordinate, to: path)
    )
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
