import Itinerary
import Testing
import TripModels

/// A European trip across the last Sunday of March, when clocks go forward an hour.
@Suite struct EuropeanDaylightSavingTests {
  let stops = [
    Fixture.stop("Paris", 48.8566, 2.3522, "Europe/Paris"),
    Fixture.stop("Strasbourg", 48.5734, 7.7521, "Europe/Paris", nights: 1),
    Fixture.stop("Munich", 48.1351, 11.5820, "Europe/Berlin", nights: 1),
    Fixture.stop("Vienna", 48.2082, 16.3738, "Europe/Vienna"),
  ]

  var plan: PlannedItinerary {
    ItineraryPlanner.plan(
      stops: stops,
      legs: [
        Fixture.road(stops[0], stops[1], minutes: 300), Fixture.road(stops[1], stops[2], minutes: 240),
        Fixture.road(stops[2], stops[3], minutes: 270),
      ],
      schedule: Fixture.schedule(start: "2026-03-28"))
  }

  @Test func theMorningAfterTheChangeLeavesAtNineSummerTime() {
    let plan = plan
    // Saturday: 09:00 CET = 08:00 UTC. Sunday 29 March: 09:00 CEST = 07:00 UTC.
    #expect(plan.stops[0].departure == Fixture.utc("2026-03-28", 8))
    #expect(plan.stops[1].departure == Fixture.utc("2026-03-29", 7))
    #expect(plan.stops[1].departureAbbreviation == "CEST")
    #expect(plan.stops[0].departureAbbreviation == "CET")
    // The night in Strasbourg is an hour shorter: 14:00 CET Saturday to 09:00 CEST Sunday is 18 h.
    let night =
      (plan.stops[1].departure?.secondsSinceEpoch ?? 0) - (plan.stops[1].arrival?.secondsSinceEpoch ?? 0)
    #expect(night == 18 * 3_600)
    #expect(plan.days.map { $0.date?.description ?? "-" } == ["2026-03-28", "2026-03-29", "2026-03-30"])
    // Munich shows no abbreviation: it is CEST like the departure before it.
    #expect(plan.stops[2].arrivalAbbreviation == nil)
    #expect(Fixture.local(plan.stops[2].arrival, plan.stops[2].stop.zone) == "2026-03-29 13:00")
  }
}

/// A trip without a start date: numbered days, no dates, the same local times.
@Suite struct UndatedTripTests {
  let stops = [
    Fixture.stop("Lyon", 45.7640, 4.8357, "Europe/Paris"),
    Fixture.stop("Avignon", 43.9493, 4.8055, "Europe/Paris", nights: 2),
    Fixture.stop("Nice", 43.7102, 7.2620, "Europe/Paris"),
  ]

  @Test func daysAreNumberedWithoutDates() {
    let plan = ItineraryPlanner.plan(stops: stops, legs: [], schedule: Fixture.schedule(start: nil))
    #expect(!plan.isDated)
    #expect(plan.days.map(\.number) == [1, 2])
    #expect(plan.days.allSatisfy { $0.date == nil })
    #expect(plan.days.allSatisfy { $0.isEstimated })
    let header = ItineraryText.dayHeader(plan.days[0], in: plan)
    #expect(header.hasPrefix("Day 1 · Lyon → Avignon · "))
    #expect(header.hasSuffix(" est."))
    #expect(
      DurationText.clock(
        plan.stops[1].stop.zone.localTime(at: plan.stops[1].departure ?? Instant(secondsSinceEpoch: 0)))
        == "09:00")
  }

  @Test func theCalendarIsRefusedWithWhatToSet() {
    let plan = ItineraryPlanner.plan(stops: stops, legs: [], schedule: Fixture.schedule(start: nil))
    #expect(throws: CalendarExport.Refusal.noStartDate) {
      try CalendarExport.ics(
        plan, tripID: TripID(), tripName: "Provence", unit: .kilometers, stamp: Instant(secondsSinceEpoch: 0))
    }
    #expect(CalendarExport.Refusal.noStartDate.description.contains("start date"))
  }

  @Test func aLegWithoutARoadIsTheStraightLineAtTheEstimateSpeed() {
    let plan = ItineraryPlanner.plan(
      stops: stops, legs: [], schedule: Fixture.schedule(start: nil, speed: 60))
    let meters = plan.legs[0].meters
    #expect(plan.legs[0].isEstimated)
    #expect(plan.legs[0].seconds == Int((meters / (60 / 3.6)).rounded()))
  }
}
