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

/// The trip detail's day plan in isolation: worked out from the repository with fake zones, with
/// the road times the router keeps, and shown when the trip's schedule changes.
@MainActor
@Suite("Trip detail day plan", .timeLimit(.minutes(3)))
struct TripDayPlanTests {
  @Test("P works out the days: dated headers, local times with the zone, the day over its limit flagged")
  func lines() async throws {
    let repository = InMemoryTripRepository(trips: [try DayPlanFixture.trip()])
    let plan = await DayPlanFixture.shown(DayPlanFixture.plan(repository, reports: StatusLog()))
    let lines = try #require(plan.table?.lines)
    #expect(
      lines.map { $0.variants[0] } == [
        "Day 1 · Tue 1 Jun · Chicago → St. Louis · 6 h 2 min est. · 1 h 2 min over",
        "            dep 09:00 CDT Chicago",
        "  arr 15:02               St. Louis · 1 night",
        "Day 2 · Wed 2 Jun · St. Louis → Tulsa · 8 h 19 min est. · 3 h 19 min over",
        "            dep 09:00     St. Louis",
        "  arr 17:19               Tulsa",
      ])
    #expect(lines.filter { $0.kind == .header(flagged: true) }.count == 2)
    #expect(lines[0].variants.last == "Day 1 · 1 h 2 min over", "a narrow screen keeps the header")
    plan.toggle()
    #expect(!plan.isShown)
  }

  @Test("P swaps the legs for the days, and the map beside them keeps its place, size and picture")
  func daysLeaveTheMapAlone() async throws {
    let trip = try DayPlanFixture.trip()
    let repository = InMemoryTripRepository(trips: [trip])
    let plan = DayPlanFixture.plan(repository, reports: StatusLog())
    let presenter = TripDetailPresenter(
      interactor: TripDetailInteractor(tripID: trip.id, repository: repository),
      router: TripDetailRouter(tripID: trip.id, stack: NavigationStack(root: .trips, path: [.trip(trip.id)])),
      work: ScreenWork(), units: .kilometers, dayPlan: plan, report: { _ in })
    presenter.start()
    let mapWidth = 60  // half of 120 columns, its box included
    func mapColumns() -> [String] {
      render(TripDetailView(presenter: presenter), width: 120, height: 30).split(separator: "\n")
        .dropFirst().prefix(20).map { String($0.prefix(mapWidth)) }
    }
    let besideLegs = mapColumns()
    #expect(besideLegs.first?.hasSuffix("╮") == true, "the map's box ends at column \(mapWidth)")
    plan.toggle()
    await plan.work.idle()
    #expect(render(TripDetailView(presenter: presenter), width: 120, height: 30).contains("Day 2"))
    #expect(mapColumns() == besideLegs)
  }

  @Test("a leg routed and kept takes its road time, not the estimate, and loses its est. mark")
  func keptRoadTime() async throws {
    let repository = InMemoryTripRepository(trips: [try DayPlanFixture.trip()])
    let roads = InMemoryRoadLegStore()
    // Chicago → St. Louis by road: 475 km in 4 h 40 min (the estimate on the straight line is 6 h 2 min).
    let key = RoadLegKey(from: DayPlanFixture.chicago, to: DayPlanFixture.stLouis, options: RoutingOptions())
    try roads.keepRoadLegs(
      [
        key: RoadLeg(
          meters: 475_000, seconds: 4 * 3600 + 40 * 60,
          shape: [DayPlanFixture.chicago, DayPlanFixture.stLouis])
      ],
      router: "http://router.test")
    let plan = await DayPlanFixture.shown(DayPlanFixture.plan(repository, reports: StatusLog(), roads: roads))
    let lines = try #require(plan.table?.lines).map { $0.variants[0] }
    #expect(lines[0] == "Day 1 · Tue 1 Jun · Chicago → St. Louis · 4 h 40 min")
    #expect(lines[2] == "  arr 13:40               St. Louis · 1 night")
    #expect(
      lines[3].hasSuffix("8 h 19 min est. · 3 h 19 min over"), "the leg without a road keeps the estimate")
  }

  @Test("days shown before the router answers take its road times when it does, without a key")
  func roadAnswersRefreshTheDays() async throws {
    let trip = try DayPlanFixture.trip()
    let repository = InMemoryTripRepository(trips: [trip])
    let roads = InMemoryRoadLegStore()
    let router = FakeRoadRouter()
    let plan = DayPlanFixture.plan(repository, reports: StatusLog(), roads: roads)
    let work = ScreenWork()  // the presenter's and the router's answers'; the plan has its own
    let presenter = TripDetailPresenter(
      interactor: TripDetailInteractor(tripID: trip.id, repository: repository),
      router: TripDetailRouter(tripID: trip.id, stack: NavigationStack(root: .trips, path: [.trip(trip.id)])),
      work: work, units: .kilometers,
      roads: TripDetailRoadInteractor(source: TripDetailRoadSource(router: router, store: roads), work: work),
      dayPlan: plan, report: { _ in })
    presenter.start()
    plan.toggle()
    await plan.work.idle()
    #expect(try #require(plan.table?.lines)[0].variants[0].contains("6 h 2 min est."), "no road time yet")

    let request = await router.nextRequest()
    #expect(request.stops.count == 3)
    // Chicago → St. Louis 4 h 40 min, St. Louis → Tulsa 6 h 10 min by road.
    router.answerNext(
      with: .success([
        RoadLeg(
          meters: 475_000, seconds: 4 * 3600 + 40 * 60,
          shape: [DayPlanFixture.chicago, DayPlanFixture.stLouis]),
        RoadLeg(
          meters: 640_000, seconds: 6 * 3600 + 10 * 60, shape: [DayPlanFixture.stLouis, DayPlanFixture.tulsa]),
      ]))
    await presenter.work.idle()  // the router's answers
    await plan.work.idle()  // the days worked out again with the road times
    let lines = try #require(plan.table?.lines).map { $0.variants[0] }
    #expect(lines[0] == "Day 1 · Tue 1 Jun · Chicago → St. Louis · 4 h 40 min")
    #expect(lines[2] == "  arr 13:40               St. Louis · 1 night")
    #expect(lines[3] == "Day 2 · Wed 2 Jun · St. Louis → Tulsa · 6 h 10 min · 1 h 10 min over")
  }

  @Test(
    "through the built screen: P, then the router's answers; settle() returns with the days on road times")
  func screenSettlesThroughItsWork() async throws {
    let trip = try DayPlanFixture.trip()
    let repository = InMemoryTripRepository(trips: [trip])
    let roads = InMemoryRoadLegStore()
    let router = FakeRoadRouter()
    let screen = TripDetailModule.build(
      tripID: trip.id, repository: repository,
      stack: NavigationStack(root: .trips, path: [.trip(trip.id)]), units: .kilometers,
      roads: TripDetailRoadSource(router: router, store: roads),
      itinerary: TripDetailItinerarySource(
        zones: FakeTimeZoneNaming([(DayPlanFixture.chicago, "America/Chicago")]),
        places: FakeStayPlaceFinder([]),
        roads: roads),
      report: { _ in })
    let host = ScreenHost(size: Size(width: 100, height: 30)) { screen.content }
    _ = host.render()
    #expect(try host.send(.character("P")))
    _ = await router.nextRequest()
    router.answerNext(
      with: .success([
        RoadLeg(
          meters: 475_000, seconds: 4 * 3600 + 40 * 60,
          shape: [DayPlanFixture.chicago, DayPlanFixture.stLouis]),
        RoadLeg(
          meters: 640_000, seconds: 6 * 3600 + 10 * 60, shape: [DayPlanFixture.stLouis, DayPlanFixture.tulsa]),
      ]))
    await screen.settle()  // the answers, then the days worked out again with them: one work
    let frame = host.render().plainText
    // Arrivals by the road times (4 h 40 min, 6 h 10 min after 09:00), not the estimates' 6 h 2 min.
    #expect(frame.contains("arr 13:40               St. Louis · 1 night"))
    #expect(frame.contains("arr 15:10               Tulsa"), "in the same columns as St. Louis")
  }

  @Test("a change to the trip's schedule shows the days; another change leaves the legs shown")
  func scheduleChangeShowsTheDays() async throws {
    let repository = InMemoryTripRepository(trips: [try DayPlanFixture.trip()])
    let plan = DayPlanFixture.plan(repository, reports: StatusLog())
    let trip = repository.trips[0]
    try repository.renameTrip(trip.id, to: "Route 66, west")
    plan.storeChanged()
    await plan.work.idle()
    #expect(!plan.isShown, "a rename is not a reason to show the days")
    var schedule = trip.schedule
    schedule.dailyDrivingMinutes = 600
    try repository.setSchedule(schedule, of: trip.id)
    plan.storeChanged()
    await plan.work.idle()
    #expect(plan.isShown)
    #expect(
      try #require(plan.table?.lines)[0].variants[0]
        == "Day 1 · Tue 1 Jun · Chicago → St. Louis · 6 h 2 min est.")
    plan.toggle()
    plan.storeChanged()
    #expect(!plan.isShown, "P hid them: the same schedule read again keeps them hidden")
  }
}
