import Gazetteer
import Geo
import Itinerary

/// The gazetteer as suggest-a-stay's place source (docs/itinerary.md): the most populous place
/// within the radius, found by asking for the nearest place of at least 1,000,000, 300,000,
/// 100,000 … people in turn and keeping the first within the radius (so the largest population
/// class present wins; within a class, the nearest).
struct GazetteerStayPlaceFinder: StayPlaceFinding {
  /// The gazetteer asked.
  let gazetteer: Gazetteer

  /// The population floors asked, largest first.
  static let floors = [1_000_000, 300_000, 100_000, 30_000, 10_000, 3_000, 1_000, 0]

  /// The largest place within `radiusMeters` of `coordinate`, or nil.
  func largestPlace(within radiusMeters: Double, of coordinate: Coordinate) async -> StayPlace? {
    for floor in Self.floors {
      guard let found = try? await gazetteer.nearest(to: coordinate, minimumPopulation: floor) else {
        return nil
      }
      if found.distance <= radiusMeters {
        return StayPlace(
          name: found.place.name, coordinate: found.place.coordinate, population: found.place.population)
      }
    }
    return nil
  }
}
