import Geo
import Itinerary
import PlaceSearch

/// The place search as the itinerary's time zone source: the zone of the known place nearest to a
/// stop (the gazetteer's, docs/itinerary.md).
struct PlaceSearchTimeZoneNaming: TimeZoneNaming {
  let places: any PlaceSearching

  /// The IANA zone of the place nearest to `coordinate`.
  func zoneName(near coordinate: Coordinate) async -> String? {
    await places.timeZoneName(nearestTo: coordinate)
  }
}

/// The place search as the finder of a night's stay: the most populous place within a radius.
struct PlaceSearchStayFinding: StayPlaceFinding {
  let places: any PlaceSearching

  /// The most populous place within `radiusMeters` of `coordinate`, named as a stop takes it.
  func largestPlace(within radiusMeters: Double, of coordinate: Coordinate) async -> StayPlace? {
    guard let found = try? await places.largestPlace(within: radiusMeters, of: coordinate) else { return nil }
    return StayPlace(
      name: found.place.name, coordinate: found.place.coordinate, population: found.place.population)
  }
}
