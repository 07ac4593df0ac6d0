import Gazetteer
import Geo
import Itinerary

/// The gazetteer as the itinerary's time zone source: the zone of the place nearest to a
/// coordinate (docs/itinerary.md).
struct GazetteerTimeZoneNaming: TimeZoneNaming {
  /// The gazetteer asked.
  let gazetteer: Gazetteer

  /// The IANA zone of the gazetteer place nearest to `coordinate`.
  func zoneName(near coordinate: Coordinate) async -> String? {
    await gazetteer.timeZoneName(nearestTo: coordinate)
  }
}
