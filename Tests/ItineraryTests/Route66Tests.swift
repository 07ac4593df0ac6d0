import Geo
import Itinerary
import Testing
import TripModels

/// Route 66 from Chicago to Los Angeles across Central, Mountain, Arizona and Pacific time, with
/// the real zone files.
@Suite struct Route66Tests {
  let stops = [
    Fixture.stop("Chicago", 41.8781, -87.6298, "America/Chicago"),
    Fixture.stop("St. Louis", 38.6270, -90.1994, "America/Chicago", nights: 1),
    Fixture.stop("Amarillo", 35.2220, -101.8313, "America/Chicago", nights: 1),
    Fixture.stop("Albuquerque", 35.0844, -106.6504, "America/Denver", visit: 60),
    Fixture.stop("Flagstaff", 35.1983, -111.6513, "America/Phoenix", nights: 2),
    Fixture.stop("Los Angeles", 34.0522, -118.2437, "America/Los_Angeles"),
  ]

  var legs: [ItineraryLeg] {
    [
      Fixture.road(stops[0], stops[1], minutes: 4 * 60 + 30),
      Fixture.road(stops[1], stops[2], minutes: 9 * 60 + 20),
      Fixture.road(stops[2], stops[3], minutes: 4 * 60),
      Fixture.road(stops[3], stops[4], minutes: 4 * 60 + 30),
      Fixture.road(stops[4], stops[5], minutes: 7 * 60),
    ]
  }

  var plan: PlannedItinerary {
    ItineraryPlanner.plan(stops: stops, legs: legs, schedule: Fixture.schedule(start: "2027-06-01"))
  }

  @Test func daysEndAtStopsWithNightsAndStartAtDepartureAfterThem() {
    let plan = plan
    #expect(plan.days.map { "\($0.firstStop)→\($0.lastStop)" } == ["0→1", "1→2", "2→4", "4→5"])
    #expect(
      plan.days.map { $0.date?.description ?? "-" } == [
        "2027-06-01", "2027-06-02", "2027-06-03", "2027-06-05",
      ])
    #expect(
      plan.days.map { ItineraryText.dayHeader($0, in: plan) } == [
        "Day 1 · Tue 1 Jun · Chicago → St. Louis · 4 h 30 min",
        "Day 2 · Wed 2 Jun · St. Louis → Amarillo · 9 h 20 min · 1 h 20 min over",
        "Day 3 · Thu 3 Jun · Amarillo → Flagstaff · 8 h 30 min · 30 min over",
        "Day 4 · Sat 5 Jun · Flagstaff → Los Angeles · 7 h",
      ])
  }

  @Test("a day's header narrows by dropping its stops' names, then its drive time: date and flags stay")
  func headerVariantsNarrowing() {
    let plan = plan
    #expect(
      ItineraryText.dayHeaderVariants(plan.days[1], in: plan) == [
        "Day 2 · Wed 2 Jun · St. Louis → Amarillo · 9 h 20 min · 1 h 20 min over",
        "Day 2 · Wed 2 Jun · 9 h 20 min · 1 h 20 min over",
        "Day 2 · Wed 2 Jun · 1 h 20 min over",
        "Day 2 · 1 h 20 min over",
      ])
    let undated = ItineraryPlanner.plan(stops: stops, legs: legs, schedule: Fixture.schedule(start: nil))
    #expect(
      ItineraryText.dayHeaderVariants(undated.days[0], in: undated) == [
        "Day 1 · Chicago → St. Louis · 4 h 30 min", "Day 1 · 4 h 30 min", "Day 1",
      ], "no date: no variant twice")
  }

  @Test func eachStopShowsLocalTimeAndTheZoneWhereItChanges() {
    let plan = plan
    let rows = plan.stops.map { planned in
      [
        planned.arrival.map { DurationText.clock(planned.stop.zone.localTime(at: $0)) } ?? "",
        planned.arrivalAbbreviation ?? "",
        planned.departure.map { DurationText.clock(planned.stop.zone.localTime(at: $0)) } ?? "",
        planned.departureAbbreviation ?? "",
      ].joined(separator: " ")
    }
    #expect(
      rows == [
        "  09:00 CDT",  // Chicago: the first stop names its zone
        "13:30  09:00 ",  // St. Louis, still CDT; next morning at 09:00
        "18:20  09:00 ",  // Amarillo
        // Albuquerque is an hour behind: 09:00 CDT + 4 h = 13:00 CDT = 12:00 MDT; a 60-minute visit.
        "12:00 MDT 13:00 ",
        // Flagstaff in June keeps MST, the same clock time as Pacific daylight: 13:00 MDT + 4 h 30 = 16:30 MST.
        "16:30 MST 09:00 ",
        // 09:00 MST + 7 h = 16:00 PDT.
        "16:00 PDT  ",
      ])
  }

  @Test("a time is shown at the nearest minute, as a drive time is: 4 min 50 s after 09:00 is 09:05")
  func timesAreShownToTheNearestMinute() {
    let chicago = plan.stops[0].stop.zone
    let leaving = Fixture.utc("2027-06-01", 14)  // 09:00 CDT
    let day = chicago.localTime(at: leaving).day
    let shown = { (seconds: Int64) in
      ItineraryText.time(leaving.adding(seconds: seconds), zone: chicago, abbreviation: nil, day: day)
    }
    #expect(DurationText.format(seconds: 290) == "5 min")
    #expect(shown(290) == "09:05")
    #expect(shown(29) == shown(0))
    #expect(shown(30) == shown(60))
    // Half a minute before midnight shows the next day's 00:00.
    let toMidnight = Int64(15 * 3_600 - 30)
    #expect(shown(toMidnight) == "00:00 +1")
    #expect(shown(toMidnight - 1) == "23:59")
    #expect(Instant(secondsSinceEpoch: -31).roundedToMinute == Instant(secondsSinceEpoch: -60))
    #expect(Instant(secondsSinceEpoch: -30).roundedToMinute == Instant(secondsSinceEpoch: 0))
  }

  @Test func absoluteTimesAreRightAcrossTheZones() {
    let plan = plan
    // Day 1 leaves Chicago at 09:00 CDT = 14:00 UTC.
    #expect(plan.stops[0].departure == Fixture.utc("2027-06-01", 14))
    // Albuquerque: 09:00 CDT (14:00 UTC) + 4 h = 18:00 UTC = 12:00 MDT.
    #expect(plan.stops[3].arrival == Fixture.utc("2027-06-03", 18))
    // Two nights in Flagstaff: arrival Thu 3rd, leaving on the 3rd + 2 = Sat 5th.
    #expect(Fixture.local(plan.stops[4].departure, plan.stops[4].stop.zone) == "2027-06-05 09:00")
  }

  @Test func theTripTotalIsTheSumOfItsDays() {
    let plan = plan
    #expect(plan.totalDriveSeconds == plan.days.reduce(0) { $0 + $1.driveSeconds })
    #expect(plan.totalDriveSeconds == (4 * 60 + 30 + 9 * 60 + 20 + 4 * 60 + 4 * 60 + 30 + 7 * 60) * 60)
  }
}
