import Geo
import TripModels

// MARK: - From a trip

extension ItineraryPlanner {
  /// Works out `trip`'s schedule: each stop in the zone named at the same index of `zoneNames`
  /// (UTC where the name is missing or unknown to `database`), each leg on the road given at its
  /// index of `roads`, else on the straight line.
  public static func plan(
    trip: Trip, zoneNames: [String?], roads: [ItineraryLeg.Road?] = [], database: ZoneDatabase = .system
  ) -> PlannedItinerary {
    let stops = trip.stops.enumerated().map { index, stop in
      ItineraryStop(stop, zone: database.zoneOrUTC(named: index < zoneNames.count ? zoneNames[index] : nil))
    }
    let legs = trip.legMeters.enumerated().map { index, meters in
      ItineraryLeg(straightMeters: meters, road: index < roads.count ? roads[index] : nil)
    }
    return plan(stops: stops, legs: legs, schedule: trip.schedule)
  }

  /// Each of `trip`'s stops' zone names, asked of `naming` (one question per stop).
  public static func zoneNames(for trip: Trip, naming: some TimeZoneNaming) async -> [String?] {
    var names: [String?] = []
    names.reserveCapacity(trip.stops.count)
    for stop in trip.stops {
      names.append(await naming.zoneName(near: stop.coordinate))
    }
    return names
  }
}
