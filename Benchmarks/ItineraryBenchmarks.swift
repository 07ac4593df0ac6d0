import Foundation
import Geo
import Itinerary
import TripModels

/// What a person waits on when an edit changes the day plan: the schedule of a 1,000-stop trip
/// across four US time zones worked out again after one stay changes (the stops and legs kept from
/// the last plan, one stop replaced), and the same from the trip itself (every leg's geodesic and
/// every stop's zone looked up again from the cache).
enum ItineraryBenchmarks {
  /// Stops in the trip.
  static let stopCount = 1_000
  /// Samples per figure.
  static let samples = 2_001

  static func run() {
    let zoneNames = ["America/Chicago", "America/Denver", "America/Phoenix", "America/Los_Angeles"]
    var stops: [ItineraryStop] = []
    var tripStops: [Stop] = []
    var names: [String?] = []
    for index in 0..<stopCount {
      // Chicago to Los Angeles and back, a stop every ~6 km; a night every tenth stop.
      let along = Double(index % 500) / 500
      let longitude = index < 500 ? -87.6 - 30.6 * along : -118.2 + 30.6 * along
      let latitude = 41.9 - 7.8 * (index < 500 ? along : 1 - along)
      let zone = zoneNames[min(3, Int((-87.6 - longitude) / 8))]
      let stay =
        StopStay(nights: index % 10 == 9 ? 1 : 0, visitMinutes: index % 7 == 3 ? 30 : 0) ?? .passingThrough
      guard
        let stop = try? Stop(
          name: "Stop \(index + 1)", coordinate: Coordinate(latitude: latitude, longitude: longitude),
          stay: stay)
      else { continue }
      tripStops.append(stop)
      names.append(zone)
      stops.append(ItineraryStop(stop, zone: ZoneDatabase.system.zoneOrUTC(named: zone)))
    }
    let legs = zip(stops, stops.dropFirst()).enumerated().map { index, pair in
      let meters = Geodesic.distance(from: pair.0.coordinate, to: pair.1.coordinate)
      // Every other leg routed.
      return ItineraryLeg(
        straightMeters: meters,
        road: index.isMultiple(of: 2) ? .init(seconds: meters / 25, meters: meters * 1.15, shape: []) : nil)
    }
    let schedule = TripSchedule(
      startDate: CivilDate(year: 2026, month: 6, day: 1), departureMinutes: 540, dailyDrivingMinutes: 480,
      estimateSpeedKmh: 70)
    guard var trip = try? Trip(name: "Long Haul", stops: tripStops) else { return }
    trip.schedule = schedule

    var edited = stops
    var round = 0
    var days = 0
    let fromStops = CPUTime.percentiles(iterations: samples) {
      // One stay edit: the middle stop's nights 1, 2, 1, 2…
      round += 1
      edited[stopCount / 2].stay = StopStay(nights: 1 + round % 2, visitMinutes: 0) ?? .passingThrough
      days = ItineraryPlanner.plan(stops: edited, legs: legs, schedule: schedule).days.count
    }
    Bench.report(
      "itinerary: schedule of a \(stopCount)-stop trip after a stay edit (\(days) days)",
      fromStops.text + "; \(samples) samples", target: "≤ 1 ms (CPU median)",
      met: fromStops.cpuMedian <= 1e-3)

    let fromTrip = CPUTime.percentiles(iterations: samples) {
      round += 1
      let index = 1 + round % (stopCount - 2)
      trip.stops[index] = trip.stops[index].with(
        stay: StopStay(nights: round % 3, visitMinutes: 15) ?? .passingThrough)
      days = ItineraryPlanner.plan(trip: trip, zoneNames: names).days.count
    }
    // For reference (no target): Trip.legMeters' 999 geodesics are most of it.
    print(
      "itinerary: the same from the trip, every geodesic and zone looked up again (reference): "
        + fromTrip.text + "; \(samples) samples")
  }
}
