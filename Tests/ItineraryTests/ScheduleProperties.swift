import Geo
import Itinerary
import TestSupport
import Testing
import TripModels

/// The schedule rules' invariants over random trips.
@Suite struct SchedulePropertyTests {
  static let zoneNames = [
    "America/Chicago", "America/Denver", "America/Phoenix", "Asia/Tokyo", "UTC", "Europe/Berlin",
  ]

  /// A random trip of 2…12 stops in summer (no clock change inside it), some legs routed.
  static func trip(seed: UInt64) -> (stops: [ItineraryStop], legs: [ItineraryLeg], schedule: TripSchedule) {
    var random = SplitMix64(seed: seed)
    let count = Int.random(in: 2...12, using: &random)
    var latitude = Double.random(in: 30...50, using: &random)
    var longitude = Double.random(in: -110...(-80), using: &random)
    var stops: [ItineraryStop] = []
    for index in 0..<count {
      latitude += Double.random(in: 0.3...2, using: &random) * (Bool.random(using: &random) ? 1 : -1)
      longitude += Double.random(in: 0.3...2, using: &random)
      stops.append(
        Fixture.stop(
          "Stop \(index)", min(max(latitude, -80), 80), longitude,
          zoneNames[Int.random(in: 0..<zoneNames.count, using: &random)],
          nights: Int.random(in: 0...2, using: &random), visit: Int.random(in: 0...90, using: &random)))
    }
    let legs = zip(stops, stops.dropFirst()).map { from, to in
      Bool.random(using: &random)
        ? Fixture.road(from, to, minutes: Int.random(in: 20...400, using: &random))
        : ItineraryLeg(straightMeters: Geodesic.distance(from: from.coordinate, to: to.coordinate))
    }
    let schedule = Fixture.schedule(
      start: "2026-06-\(10 + Int.random(in: 0...9, using: &random))",
      departure: Int.random(in: 360...660, using: &random), limit: Int.random(in: 240...720, using: &random),
      speed: Int.random(in: 50...110, using: &random))
    return (stops, legs, schedule)
  }

  @Test(arguments: 1...60 as ClosedRange<UInt64>) func timesStrictlyIncrease(seed: UInt64) {
    let trip = Self.trip(seed: seed)
    let plan = ItineraryPlanner.plan(stops: trip.stops, legs: trip.legs, schedule: trip.schedule)
    var previous: Instant?
    for (index, stop) in plan.stops.enumerated() {
      if let arrival = stop.arrival, let previous {
        #expect(arrival > previous, "seed \(seed) stop \(index)")
      }
      if let departure = stop.departure, let arrival = stop.arrival {
        // A visit or a night makes it strictly later; a stop passed straight through leaves at once.
        if stop.stop.stay.nights > 0 || stop.stop.stay.visitMinutes > 0 {
          #expect(departure > arrival, "seed \(seed) stop \(index)")
        } else {
          #expect(departure == arrival)
        }
      }
      previous = stop.departure ?? stop.arrival
    }
    for (day, next) in zip(plan.days, plan.days.dropFirst()) {
      // (Dates are read in each day's own zone, so only the instants are compared.)
      #expect(next.start > day.end)
    }
  }

  @Test(arguments: 1...60 as ClosedRange<UInt64>) func dayDriveSumsEqualTheTripTotal(seed: UInt64) {
    let trip = Self.trip(seed: seed)
    let plan = ItineraryPlanner.plan(stops: trip.stops, legs: trip.legs, schedule: trip.schedule)
    #expect(plan.days.reduce(0) { $0 + $1.driveSeconds } == plan.totalDriveSeconds)
    #expect(plan.days.first?.firstStop == 0)
    #expect(plan.days.last?.lastStop == trip.stops.count - 1)
    for (day, next) in zip(plan.days, plan.days.dropFirst()) { #expect(day.lastStop == next.firstStop) }
    for day in plan.days {
      #expect(day.overLimitSeconds == max(0, day.driveSeconds - trip.schedule.dailyDrivingMinutes * 60))
    }
  }

  @Test(arguments: 1...60 as ClosedRange<UInt64>) func aStopsNightsMoveEveryLaterDayByThatMany(seed: UInt64)
    throws
  {
    let trip = Self.trip(seed: seed)
    let before = ItineraryPlanner.plan(stops: trip.stops, legs: trip.legs, schedule: trip.schedule)
    // A stop that already ends a day, given more nights.
    guard let endingDay = before.days.dropLast().first else { return }
    let index = endingDay.lastStop
    var stops = trip.stops
    let extra = Int(seed % 3) + 1
    stops[index].stay = try #require(
      StopStay(nights: stops[index].stay.nights + extra, visitMinutes: stops[index].stay.visitMinutes))
    let after = ItineraryPlanner.plan(stops: stops, legs: trip.legs, schedule: trip.schedule)
    #expect(after.days.count == before.days.count)
    for (old, new) in zip(before.days, after.days) {
      let shift = old.firstStop >= index ? extra : 0
      #expect(new.date == old.date?.adding(days: shift), "seed \(seed) day \(old.number)")
      #expect(new.driveSeconds == old.driveSeconds)
    }
    for (old, new) in zip(before.stops, after.stops) {
      // Local clock times stay; only the dates move (no clock change in these summer trips).
      let oldLocal = old.departureLocal ?? old.arrivalLocal
      let newLocal = new.departureLocal ?? new.arrivalLocal
      #expect(newLocal?.secondsOfDay == oldLocal?.secondsOfDay)
    }
  }

  @Test(arguments: 1...60 as ClosedRange<UInt64>) func changingDepartureShiftsOnlyLocalTimes(seed: UInt64) {
    let trip = Self.trip(seed: seed)
    var later = trip.schedule
    later.departureMinutes += 45
    let before = ItineraryPlanner.plan(stops: trip.stops, legs: trip.legs, schedule: trip.schedule)
    let after = ItineraryPlanner.plan(stops: trip.stops, legs: trip.legs, schedule: later)
    // Past midnight a later start moves the next day's date: those trips are another rule.
    guard !before.days.contains(where: \.arrivesAfterMidnight),
      !after.days.contains(where: \.arrivesAfterMidnight)
    else { return }
    #expect(after.days.map(\.date) == before.days.map(\.date))
    #expect(after.days.map(\.driveSeconds) == before.days.map(\.driveSeconds))
    #expect(after.days.map(\.overLimitSeconds) == before.days.map(\.overLimitSeconds))
    #expect(after.legs == before.legs)
    for (old, new) in zip(before.stops, after.stops) {
      #expect(new.arrival == old.arrival?.adding(seconds: 45 * 60))
      #expect(new.departure == old.departure?.adding(seconds: 45 * 60))
    }
  }
}
