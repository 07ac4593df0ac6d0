import Geo
import Itinerary
import Navigation
import Routes
import Routing
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripDetail

/// `N` on the day plan: the place offered where a day's limit runs out, added with 1 night as one
/// undoable change, or a night at the stop already there; the days that need nothing said so.
@MainActor
@Suite("Trip detail day plan: suggest a stay", .timeLimit(.minutes(3)))
struct TripDayPlanSuggestionTests {
  @Test("N offers the largest place near where the first long day's limit runs out; y adds it with 1 night")
  func suggestion() async throws {
    var trip = try DayPlanFixture.trip()
    trip.schedule.dailyDrivingMinutes = 400  // day 1 (6 h 2 min) fits, day 2 (8 h 19 min) does not
    let repository = InMemoryTripRepository(trips: [trip])
    let reports = StatusLog()
    // Where day 2's limit runs out: 400 of its 499 minutes along St. Louis → Tulsa.
    let fraction = 400.0 / 499.0
    let near = DayPlanFixture.alongStLouisToTulsa(fraction)
    let plan = DayPlanFixture.plan(
      repository, reports: reports,
      places: [
        StayPlace(name: "Vinita", coordinate: near, population: 5_000),
        StayPlace(name: "Hamlet", coordinate: near, population: 100),
        StayPlace(name: "Joplin", coordinate: DayPlanFixture.joplin, population: 50_000),  // beyond 30 km
      ])
    plan.toggle()
    await plan.work.idle()
    plan.suggestStay()
    await plan.work.idle()
    #expect(plan.question?.hasPrefix("Stay at Vinita (") == true)
    #expect(plan.question?.hasSuffix("from the route) on day 2, after St. Louis, 1 night? (y/n)") == true)
    plan.answer(true)
    await plan.work.idle()
    let stops = repository.trips[0].stops
    #expect(stops.map(\.name) == ["Chicago", "St. Louis", "Vinita", "Tulsa"])
    #expect(stops[2].stay == StopStay(nights: 1, visitMinutes: 0))
    #expect(reports.texts.last == "Added “Vinita” with 1 night — u to undo")
    #expect(try repository.undo()?.kind == .addStop)
    #expect(repository.trips[0].stops.map(\.name) == ["Chicago", "St. Louis", "Tulsa"])
  }

  @Test("N finding a stop of the trip offers a night there, not the same place again; y stores the night")
  func suggestionAtAStop() async throws {
    var trip = try DayPlanFixture.trip()
    // One day, passing through St. Louis.
    trip.stops[1] = try Stop(name: "St. Louis", coordinate: DayPlanFixture.stLouis)
    trip.schedule.dailyDrivingMinutes = 380  // runs out 18 min (about 21 km) past St. Louis
    let repository = InMemoryTripRepository(trips: [trip])
    let reports = StatusLog()
    let plan = DayPlanFixture.plan(
      repository, reports: reports,
      places: [
        StayPlace(name: "St. Louis", coordinate: DayPlanFixture.stLouis, population: 300_000)
      ])
    plan.toggle()
    await plan.work.idle()
    plan.suggestStay()
    await plan.work.idle()
    #expect(plan.question == "Stay 1 night at St. Louis (stop 2) to end day 1 there? (y/n)")
    plan.answer(true)
    await plan.work.idle()
    let stops = repository.trips[0].stops
    #expect(stops.map(\.name) == ["Chicago", "St. Louis", "Tulsa"])
    #expect(stops[1].stay == StopStay(nights: 1, visitMinutes: 0))
    #expect(reports.texts.last == "“St. Louis” now has 1 night — u to undo")
    #expect(try repository.undo()?.kind == .stayStop)
    #expect(repository.trips[0].stops[1].stay == .passingThrough)
  }

  @Test("N finding the place where the day already ends says so and asks nothing")
  func suggestionAtTheDaysEnd() async throws {
    var trip = try DayPlanFixture.trip()
    trip.schedule.dailyDrivingMinutes = 480  // day 2 (8 h 19 min) runs out 19 min (22 km) before Tulsa
    let repository = InMemoryTripRepository(trips: [trip])
    let reports = StatusLog()
    let plan = DayPlanFixture.plan(
      repository, reports: reports,
      places: [StayPlace(name: "Tulsa", coordinate: DayPlanFixture.tulsa, population: 400_000)])
    plan.toggle()
    await plan.work.idle()
    plan.suggestStay()
    await plan.work.idle()
    #expect(plan.question == nil)
    #expect(
      reports.texts.last
        == "Day 2's limit runs out near Tulsa, where the day ends — a adds a stop by hand"
    )
    #expect(repository.trips[0].stops.count == 3)
  }

  @Test("N acts on the selected stop's day: day 2's stop gives day 2's stay even though day 1 runs over too")
  func suggestionOnTheSelectedDay() async throws {
    // A 5-hour limit: day 1 (6 h 2 min) and day 2 (8 h 19 min) both run over.
    let trip = try DayPlanFixture.trip()
    let repository = InMemoryTripRepository(trips: [trip])
    let fraction = 300.0 / 499.0  // where day 2's limit runs out along St. Louis → Tulsa
    let near = DayPlanFixture.alongStLouisToTulsa(fraction)
    let plan = DayPlanFixture.plan(
      repository, reports: StatusLog(),
      places: [StayPlace(name: "Rolla", coordinate: near, population: 20_000)])
    plan.toggle()
    await plan.work.idle()
    let lines = try #require(plan.table?.lines)
    #expect(
      lines.filter { $0.isHeader(ofDayArrivingAt: 2) }.compactMap(\.variants.last) == [
        "Day 2 · 3 h 19 min over"
      ])
    #expect(
      lines.filter { $0.isHeader(ofDayArrivingAt: 1) }.compactMap(\.variants.last) == [
        "Day 1 · 1 h 2 min over"
      ])
    #expect(
      lines.filter { $0.isHeader(ofDayArrivingAt: 0) }.compactMap(\.variants.last) == [
        "Day 1 · 1 h 2 min over"
      ])
    plan.suggestStay(forStopAt: 2)  // Tulsa: reached on day 2
    await plan.work.idle()
    #expect(plan.question?.hasPrefix("Stay at Rolla (") == true)
    #expect(plan.question?.hasSuffix("from the route) on day 2, after St. Louis, 1 night? (y/n)") == true)
    plan.answer(true)
    await plan.work.idle()
    #expect(repository.trips[0].stops.map(\.name) == ["Chicago", "St. Louis", "Rolla", "Tulsa"])
  }

  @Test("N on a day within its limit that ends by midnight says so in one line and asks nothing")
  func selectedDayNotFlagged() async throws {
    var trip = try DayPlanFixture.trip()
    trip.schedule.dailyDrivingMinutes = 400  // day 1 (6 h 2 min) fits, day 2 does not
    let repository = InMemoryTripRepository(trips: [trip])
    let reports = StatusLog()
    let plan = await DayPlanFixture.shown(DayPlanFixture.plan(repository, reports: reports))
    plan.suggestStay(forStopAt: 1)
    await plan.work.idle()
    #expect(plan.question == nil)
    #expect(reports.texts == ["Day 1 is within its limit and ends by midnight — nothing to suggest"])
  }

  @Test("N with no day over its limit says so and asks nothing")
  func nothingToSuggest() async throws {
    var relaxed = try DayPlanFixture.trip()
    relaxed.schedule.dailyDrivingMinutes = 1_440
    let repository = InMemoryTripRepository(trips: [relaxed])
    let reports = StatusLog()
    let plan = await DayPlanFixture.shown(DayPlanFixture.plan(repository, reports: reports))
    plan.suggestStay()
    await plan.work.idle()
    #expect(plan.question == nil)
    #expect(reports.texts == ["No day is over its driving limit — nothing to suggest"])
  }
}
