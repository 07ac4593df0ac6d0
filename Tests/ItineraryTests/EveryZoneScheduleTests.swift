import Foundation
import Geo
import Itinerary
import TestSupport
import Testing
import TripModels

/// The schedule over every zone of the system's tz database (a superset of the zones the place data
/// names) and random dates from 1900 to 2100: no trap, whatever the date, zone, clock change or
/// departure time (one inside a skipped hour included), and time only moves forward.
@Suite("Schedules in every zone, 1900–2100")
struct EveryZoneScheduleTests {
  /// Every zone and link name in the tz database (`tzdata.zi`, else `zone.tab`), sorted.
  static let zoneNames: [String] = {
    let folder = ZoneDatabase.system.directory
    if let text = try? String(contentsOfFile: folder + "/tzdata.zi", encoding: .utf8) {
      let names = text.split(separator: "\n").compactMap { line -> String? in
        let fields = line.split(separator: " ")
        switch fields.first {
        case "Z": return fields.count > 1 ? String(fields[1]) : nil
        case "L": return fields.count > 2 ? String(fields[2]) : nil
        default: return nil
        }
      }
      return names.sorted()
    }
    let table = (try? String(contentsOfFile: folder + "/zone.tab", encoding: .utf8)) ?? ""
    return table.split(separator: "\n").filter { !$0.hasPrefix("#") }
      .compactMap { $0.split(separator: "\t").dropFirst(2).first.map(String.init) }.sorted()
  }()

  @Test("the tz database lists the zones the place data uses")
  func databaseFound() {
    #expect(Self.zoneNames.count >= 300)
    for name in ["Europe/Zurich", "America/Chicago", "America/Phoenix", "Asia/Kolkata", "Pacific/Chatham"] {
      #expect(Self.zoneNames.contains(name), "\(name)")
    }
  }

  @Test("every zone, 4 random trips each from 1900 to 2100: no trap, times only move forward")
  func everyZone() throws {
    var checkedZones = 0
    for (index, name) in Self.zoneNames.enumerated() {
      guard let zone = ZoneDatabase.system.zone(named: name) else { continue }
      checkedZones += 1
      var random = SplitMix64(seed: UInt64(index) &* 0x9E37_79B9 &+ 17)
      for _ in 0..<4 {
        let neighbour = Self.zoneNames[Int.random(in: 0..<Self.zoneNames.count, using: &random)]
        let other = ZoneDatabase.system.zoneOrUTC(named: neighbour)
        let stops = (0..<5).map { stop in
          ItineraryStop(
            id: StopID(), name: "Stop \(stop)",
            coordinate: Coordinate(latitude: Double(stop), longitude: Double(stop)),
            zone: stop % 2 == 0 ? zone : other,
            stay: StopStay(
              nights: Int.random(in: 0...3, using: &random),
              visitMinutes: Int.random(in: 0...120, using: &random))
              ?? .passingThrough)
        }
        let legs = (0..<4).map { _ in
          ItineraryLeg(
            straightMeters: 1_000,
            road: .init(
              seconds: Double(Int.random(in: 60...50_000, using: &random)), meters: 1_000, shape: []))
        }
        let start = CivilDate(
          year: Int.random(in: 1900...2100, using: &random), month: Int.random(in: 1...12, using: &random),
          day: Int.random(in: 1...28, using: &random))
        let schedule = TripSchedule(
          startDate: start, departureMinutes: Int.random(in: 0..<1_440, using: &random),
          dailyDrivingMinutes: Int.random(in: 60...900, using: &random), estimateSpeedKmh: 80)
        let plan = ItineraryPlanner.plan(stops: stops, legs: legs, schedule: schedule)
        var previous: Instant?
        for planned in plan.stops {
          for instant in [planned.arrival, planned.departure].compactMap({ $0 }) {
            if let previous { #expect(instant >= previous, "\(name) from \(String(describing: start))") }
            previous = instant
            _ = planned.stop.zone.localTime(at: instant)  // every instant has a local time
          }
        }
        #expect(plan.days.first?.date == start, "\(name): day 1 is the start date")
      }
    }
    #expect(checkedZones == Self.zoneNames.count, "every listed zone has a file")
  }
}
