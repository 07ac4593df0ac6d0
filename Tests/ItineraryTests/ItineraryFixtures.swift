import Geo
import Itinerary
import TripModels

/// Builders shared by the itinerary tests.
enum Fixture {
  static let zones = ZoneDatabase.system

  static func zone(_ name: String) -> TimeZoneRules {
    zones.zone(named: name) ?? .utc
  }

  static func stop(
    _ name: String, _ latitude: Double, _ longitude: Double, _ zone: String, nights: Int = 0, visit: Int = 0
  ) -> ItineraryStop {
    ItineraryStop(
      id: StopID(), name: name, coordinate: Coordinate(latitude: latitude, longitude: longitude),
      zone: self.zone(zone), stay: StopStay(nights: nights, visitMinutes: visit) ?? .passingThrough)
  }

  /// A routed leg between two stops taking `minutes`, on the straight line's length.
  static func road(_ from: ItineraryStop, _ to: ItineraryStop, minutes: Int) -> ItineraryLeg {
    let meters = Geodesic.distance(from: from.coordinate, to: to.coordinate)
    return ItineraryLeg(
      straightMeters: meters,
      road: .init(seconds: Double(minutes * 60), meters: meters * 1.2, shape: []))
  }

  static func schedule(start: String?, departure: Int = 9 * 60, limit: Int = 480, speed: Int = 70)
    -> TripSchedule
  {
    TripSchedule(
      startDate: start.flatMap { CivilDate($0) }, departureMinutes: departure, dailyDrivingMinutes: limit,
      estimateSpeedKmh: speed)
  }

  /// "2026-06-01 14:00" for an instant read in `zone`.
  static func local(_ instant: Instant?, _ zone: TimeZoneRules) -> String {
    guard let instant else { return "—" }
    let time = zone.localTime(at: instant)
    return (time.date?.description ?? "?") + " " + DurationText.clock(time)
  }

  /// The UTC instant of "YYYY-MM-DD" at `hour`:`minute`.
  static func utc(_ date: String, _ hour: Int, _ minute: Int = 0) -> Instant {
    let day = CivilDate(date)?.daysSinceEpoch ?? 0
    return Instant(secondsSinceEpoch: day * 86_400 + Int64(hour * 3_600 + minute * 60))
  }
}
