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

/// The trip detail's day plan in isolation: worked out from the repository with fake zones, shown
/// as lines (headers kept at any width), and the suggested stay added as one undoable change.
@MainActor
@Suite("Trip detail day plan", .timeLimit(.minutes(3)))
struct TripDayPlanTests {
  private static let chicago = Coordinate(latitude: 41.8781, longitude: -87.6298)
  private static let stLouis = Coordinate(latitude: 38.627, longitude: -90.1994)
  private static let tulsa = Coordinate(latitude: 36.154, longitude: -95.9928)
  private static let joplin = Coordinate(latitude: 37.0842, longitude: -94.5133)

  private func trip() throws -> Trip {
    var trip = try Trip(
      name: "Route 66",
      stops: [
        try Stop(name: "Chicago", coordinate: Self.chicago),
        try Stop(
          name: "St. Louis", coordinate: Self.stLouis,
          stay: try #require(StopStay(nights: 1, visitMinutes: 0))),
        try Stop(name: "Tulsa", coordinate: Self.tulsa),
      ])
    trip.schedule = TripSchedule(
      startDate: CivilDate(year: 2027, month: 6, day: 1), departureMinutes: 9 * 60, dailyDrivingMinutes: 300,
      estimateSpeedKmh: 70)
    return trip
  }

  /// The places the fake stay finder knows unless a test gives its own.
  private static let places = [
    StayPlace(name: "Joplin", coordinate: joplin, population: 50_000),
    StayPlace(
      name: "Carthage", coordinate: Coordinate(latitude: 37.17, longitude: -94.31), population: 14_000),
  ]

  private func plan(
    _ repository: InMemoryTripRepository, reports: StatusLog, roads: InMemoryRoadLegStore? = nil,
    units: DistanceUnit = .kilometers, undatedHint: String? = nil, places: [StayPlace] = places
  ) -> TripDayPlan {
    let source = TripDetailItinerarySource(
      zones: FakeTimeZoneNaming([(Self.chicago, "America/Chicago")]), places: FakeStayPlaceFinder(places),
      roads: roads, units: units, undatedHint: undatedHint)
    return TripDayPlan(
      tripID: repository.trips[0].id, repository: repository, source: source, work: ScreenWork(),
      report: { reports.report($0) })
  }

  /// `plan` shown (`P`), its days worked out.
  private func shown(_ plan: TripDayPlan) async -> TripDayPlan {
    plan.toggle()
    await plan.work.idle()
    return plan
  }

  @Test("P works out the days: dated headers, local times with the zone, the day over its limit flagged")
  func lines() async throws {
    let repository = InMemoryTripRepository(trips: [try trip()])
    let plan = await shown(plan(repository, reports: StatusLog()))
    let lines = try #require(plan.lines)
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
    let trip = try trip()
    let repository = InMemoryTripRepository(trips: [trip])
    let plan = plan(repository, reports: StatusLog())
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
    let repository = InMemoryTripRepository(trips: [try trip()])
    let roads = InMemoryRoadLegStore()
    // Chicago → St. Louis by road: 475 km in 4 h 40 min (the estimate on the straight line is 6 h 2 min).
    let key = RoadLegKey(from: Self.chicago, to: Self.stLouis, options: RoutingOptions())
    try roads.keepRoadLegs(
      [key: RoadLeg(meters: 475_000, seconds: 4 * 3600 + 40 * 60, shape: [Self.chicago, Self.stLouis])],
      router: "http://router.test")
    let plan = await shown(plan(repository, reports: StatusLog(), roads: roads))
    let lines = try #require(plan.lines).map { $0.variants[0] }
    #expect(lines[0] == "Day 1 · Tue 1 Jun · Chicago → St. Louis · 4 h 40 min")
    #expect(lines[2] == "  arr 13:40               St. Louis · 1 night")
    #expect(
      lines[3].hasSuffix("8 h 19 min est. · 3 h 19 min over"), "the leg without a road keeps the estimate")
  }

  @Test("days shown before the router answers take its road times when it does, without a key")
  func roadAnswersRefreshTheDays() async throws {
    let trip = try trip()
    let repository = InMemoryTripRepository(trips: [trip])
    let roads = InMemoryRoadLegStore()
    let router = FakeRoadRouter()
    let plan = plan(repository, reports: StatusLog(), roads: roads)
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
    #expect(try #require(plan.lines)[0].variants[0].contains("6 h 2 min est."), "no road time yet")

    let request = await router.nextRequest()
    #expect(request.stops.count == 3)
    // Chicago → St. Louis 4 h 40 min, St. Louis → Tulsa 6 h 10 min by road.
    router.answerNext(
      with: .success([
        RoadLeg(meters: 475_000, seconds: 4 * 3600 + 40 * 60, shape: [Self.chicago, Self.stLouis]),
        RoadLeg(meters: 640_000, seconds: 6 * 3600 + 10 * 60, shape: [Self.stLouis, Self.tulsa]),
      ]))
    await presenter.work.idle()  // the router's answers
    await plan.work.idle()  // the days worked out again with the road times
    let lines = try #require(plan.lines).map { $0.variants[0] }
    #expect(lines[0] == "Day 1 · Tue 1 Jun · Chicago → St. Louis · 4 h 40 min")
    #expect(lines[2] == "  arr 13:40               St. Louis · 1 night")
    #expect(lines[3] == "Day 2 · Wed 2 Jun · St. Louis → Tulsa · 6 h 10 min · 1 h 10 min over")
  }

  @Test(
    "through the built screen: P, then the router's answers; settle() returns with the days on road times")
  func screenSettlesThroughItsWork() async throws {
    let trip = try trip()
    let repository = InMemoryTripRepository(trips: [trip])
    let roads = InMemoryRoadLegStore()
    let router = FakeRoadRouter()
    let screen = TripDetailModule.build(
      tripID: trip.id, repository: repository,
      stack: NavigationStack(root: .trips, path: [.trip(trip.id)]), units: .kilometers,
      roads: TripDetailRoadSource(router: router, store: roads),
      itinerary: TripDetailItinerarySource(
        zones: FakeTimeZoneNaming([(Self.chicago, "America/Chicago")]), places: FakeStayPlaceFinder([]),
        roads: roads),
      report: { _ in })
    let host = ScreenHost(size: Size(width: 100, height: 30)) { screen.content }
    _ = host.render()
    #expect(try host.send(.character("P")))
    _ = await router.nextRequest()
    router.answerNext(
      with: .success([
        RoadLeg(meters: 475_000, seconds: 4 * 3600 + 40 * 60, shape: [Self.chicago, Self.stLouis]),
        RoadLeg(meters: 640_000, seconds: 6 * 3600 + 10 * 60, shape: [Self.stLouis, Self.tulsa]),
      ]))
    await screen.settle()  // the answers, then the days worked out again with them: one work
    let frame = host.render().plainText
    // Arrivals by the road times (4 h 40 min, 6 h 10 min after 09:00), not the estimates' 6 h 2 min.
    #expect(frame.contains("arr 13:40               St. Louis · 1 night"))
    #expect(frame.contains("arr 15:10               Tulsa"), "in the same columns as St. Louis")
  }

  @Test("N offers the largest place near where the first long day's limit runs out; y adds it with 1 night")
  func suggestion() async throws {
    var trip = try trip()
    trip.schedule.dailyDrivingMinutes = 400  // day 1 (6 h 2 min) fits, day 2 (8 h 19 min) does not
    let repository = InMemoryTripRepository(trips: [trip])
    let reports = StatusLog()
    // Where day 2's limit runs out: 400 of its 499 minutes along St. Louis → Tulsa.
    let fraction = 400.0 / 499.0
    let near = Coordinate(
      latitude: Self.stLouis.latitude + (Self.tulsa.latitude - Self.stLouis.latitude) * fraction,
      longitude: Self.stLouis.longitude + (Self.tulsa.longitude - Self.stLouis.longitude) * fraction)
    let plan = plan(
      repository, reports: reports,
      places: [
        StayPlace(name: "Vinita", coordinate: near, population: 5_000),
        StayPlace(name: "Hamlet", coordinate: near, population: 100),
        StayPlace(name: "Joplin", coordinate: Self.joplin, population: 50_000),  // beyond 30 km
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
    var trip = try trip()
    trip.stops[1] = try Stop(name: "St. Louis", coordinate: Self.stLouis)  // one day, passing through
    trip.schedule.dailyDrivingMinutes = 380  // runs out 18 min (about 21 km) past St. Louis
    let repository = InMemoryTripRepository(trips: [trip])
    let reports = StatusLog()
    let plan = plan(
      repository, reports: reports,
      places: [
        StayPlace(name: "St. Louis", coordinate: Self.stLouis, population: 300_000)
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
    var trip = try trip()
    trip.schedule.dailyDrivingMinutes = 480  // day 2 (8 h 19 min) runs out 19 min (22 km) before Tulsa
    let repository = InMemoryTripRepository(trips: [trip])
    let reports = StatusLog()
    let plan = plan(
      repository, reports: reports,
      places: [StayPlace(name: "Tulsa", coordinate: Self.tulsa, population: 400_000)])
    plan.toggle()
    await plan.work.idle()
    plan.suggestStay()
    await plan.work.idle()
    #expect(plan.question == nil)
    #expect(
      reports.texts.last
        == "The largest place near where day 2's limit runs out is Tulsa, where the day already ends — add a stop by hand (a)"
    )
    #expect(repository.trips[0].stops.count == 3)
  }

  @Test("N acts on the selected stop's day: day 2's stop gives day 2's stay even though day 1 runs over too")
  func suggestionOnTheSelectedDay() async throws {
    let trip = try trip()  // a 5-hour limit: day 1 (6 h 2 min) and day 2 (8 h 19 min) both run over
    let repository = InMemoryTripRepository(trips: [trip])
    let fraction = 300.0 / 499.0  // where day 2's limit runs out along St. Louis → Tulsa
    let near = Coordinate(
      latitude: Self.stLouis.latitude + (Self.tulsa.latitude - Self.stLouis.latitude) * fraction,
      longitude: Self.stLouis.longitude + (Self.tulsa.longitude - Self.stLouis.longitude) * fraction)
    let plan = plan(
      repository, reports: StatusLog(),
      places: [StayPlace(name: "Rolla", coordinate: near, population: 20_000)])
    plan.toggle()
    await plan.work.idle()
    let lines = try #require(plan.lines)
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
    var trip = try trip()
    trip.schedule.dailyDrivingMinutes = 400  // day 1 (6 h 2 min) fits, day 2 does not
    let repository = InMemoryTripRepository(trips: [trip])
    let reports = StatusLog()
    let plan = await shown(plan(repository, reports: reports))
    plan.suggestStay(forStopAt: 1)
    await plan.work.idle()
    #expect(plan.question == nil)
    #expect(reports.texts == ["Day 1 is within its limit and ends by midnight — nothing to suggest"])
  }

  @Test("N with no day over its limit says so and asks nothing")
  func nothingToSuggest() async throws {
    var relaxed = try trip()
    relaxed.schedule.dailyDrivingMinutes = 1_440
    let repository = InMemoryTripRepository(trips: [relaxed])
    let reports = StatusLog()
    let plan = await shown(plan(repository, reports: reports))
    plan.suggestStay()
    await plan.work.idle()
    #expect(plan.question == nil)
    #expect(reports.texts == ["No day is over its driving limit — nothing to suggest"])
  }

  @Test(
    "at 40 and 44 columns every header keeps its date and every stop line its one time: none takes both",
    arguments: [40, 44])
  func narrow(width: Int) async throws {
    let repository = InMemoryTripRepository(trips: [try trip()])
    let plan = await shown(plan(repository, reports: StatusLog()))
    // Both times take 26 cells and "St. Louis · 1 night" 19: 45. Tulsa alone would fit at 44.
    expectRendered(
      DayPlanView(plan: plan), width: width, height: 7,
      equals: """
        Days · P legs · N suggest a stay
        Day 1 · Tue 1 Jun · 1 h 2 min over
          09:00 CDT Chicago
          15:02     St. Louis · 1 night
        Day 2 · Wed 2 Jun · 3 h 19 min over
          09:00     St. Louis
          17:19     Tulsa
        """)
  }

  @Test("the stop lines are one table: where every name fits beside both times, every line shows both")
  func oneFormForEveryStop() async throws {
    let repository = InMemoryTripRepository(trips: [try trip()])
    let plan = await shown(plan(repository, reports: StatusLog()))
    expectRendered(
      DayPlanView(plan: plan), width: 45, height: 7,
      equals: """
        Days · P legs · N suggest a stay
        Day 1 · Tue 1 Jun · 1 h 2 min over
                    dep 09:00 CDT Chicago
          arr 15:02               St. Louis · 1 night
        Day 2 · Wed 2 Jun · 3 h 19 min over
                    dep 09:00     St. Louis
          arr 17:19               Tulsa
        """)
  }

  @Test("a change to the trip's schedule shows the days; another change leaves the legs shown")
  func scheduleChangeShowsTheDays() async throws {
    let repository = InMemoryTripRepository(trips: [try trip()])
    let plan = plan(repository, reports: StatusLog())
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
      try #require(plan.lines)[0].variants[0] == "Day 1 · Tue 1 Jun · Chicago → St. Louis · 6 h 2 min est.")
    plan.toggle()
    plan.storeChanged()
    #expect(!plan.isShown, "P hid them: the same schedule read again keeps them hidden")
  }

  @Test("a plan longer than its space shows the selected stop's day from its header, and says which days")
  func longPlanFollowsTheSelection() async throws {
    // Twelve stops a night apart, 0.5° west each: eleven days of one leg.
    let stops = try (0..<12).map { index in
      try Stop(
        name: "Town \(index + 1)",
        coordinate: Coordinate(
          latitude: Self.chicago.latitude, longitude: Self.chicago.longitude - 0.5 * Double(index)),
        stay: try #require(StopStay(nights: index == 0 ? 0 : 1, visitMinutes: 0)))
    }
    var trip = try Trip(name: "Westward", stops: stops)
    trip.schedule = try self.trip().schedule
    let repository = InMemoryTripRepository(trips: [trip])
    let plan = await shown(plan(repository, reports: StatusLog()))
    #expect(plan.lines?.count == 33)
    expectRendered(
      DayPlanView(plan: plan, selectedStop: 9), width: 40, height: 6,
      equals: """
        Days · P legs · N suggest a stay
        › Day 9 · Wed 9 Jun · 36 min est.
          09:00     Town 9
          09:36     Town 10 · 1 night
        Day 10 · Thu 10 Jun · 36 min est.
                                 days 9–10 of 11
        """)
    // At the plan's end the rows are filled from above.
    expectRendered(
      DayPlanView(plan: plan, selectedStop: 11), width: 40, height: 6,
      equals: """
        Days · P legs · N suggest a stay
          09:36     Town 11 · 1 night
        › Day 11 · Fri 11 Jun · 36 min est.
          09:00     Town 11
          09:36     Town 12 · 1 night
                                days 10–11 of 11
        """)
  }

  @Test("in a day longer than the space, the window moves down as far as the selected stop's line")
  func windowReachesTheSelectedStop() {
    let header = DayPlanLine(id: 0, kind: .header(flagged: false), variants: ["Day 1"], dayStops: 0...9)
    let stops = (0..<10).map { index in
      DayPlanLine(id: index + 1, kind: .stop, variants: ["  Stop \(index + 1)"], stopIndex: index)
    }
    let table = DayPlanTable(lines: [header] + stops, bothTimesCells: 0, oneTimeCells: 0)
    let window = table.window(rows: 5, selected: 8)
    #expect(window.lines.map { $0.variants[0] } == ["  Stop 6", "  Stop 7", "  Stop 8", "  Stop 9"])
    #expect(window.position == "day 1 of 1")
    #expect(table.window(rows: 5, selected: 2).lines.first?.variants == ["Day 1"], "the header while it can")
    #expect(table.window(rows: 2, selected: 2).position == nil, "two rows spend none on the position")
  }

  @Test("a stop named too long for its time keeps the time and has its name cut; narrower, its name alone")
  func longNameKeepsItsTime() async throws {
    var trip = try trip()
    trip.stops[1] = try Stop(
      name: "Chamonix-Mont-Blanc", coordinate: Self.stLouis,
      stay: try #require(StopStay(nights: 1, visitMinutes: 0)))
    let repository = InMemoryTripRepository(trips: [trip])
    let plan = await shown(plan(repository, reports: StatusLog()))
    expectRendered(
      DayPlanView(plan: plan), width: 34, height: 7,
      equals: """
        Days · P legs · N suggest a stay
        Day 1 · Tue 1 Jun · 1 h 2 min over
          09:00 CDT Chicago
          15:02     Chamonix-Mont-Blanc ·…
        Day 2 · 3 h 19 min over
          09:00     Chamonix-Mont-Blanc
          17:19     Tulsa
        """)
    expectRendered(
      DayPlanView(plan: plan), width: 22, height: 7,
      equals: """
        Days · P legs · N sug…
        Day 1 · 1 h 2 min over
          09:00 CDT Chicago
          15:02     Chamonix-…
        Day 2 · 3 h 19 min ov…
          09:00     Chamonix-…
          17:19     Tulsa
        """)
    expectRendered(
      DayPlanView(plan: plan), width: 19, height: 7,
      equals: """
        Days · P legs · N…
        Day 1 · 1 h 2 min…
          Chicago
          Chamonix-Mont-Bl…
        Day 2 · 3 h 19 min…
          Chamonix-Mont-Bl…
          Tulsa
        """)
  }

  @Test("a trip without a start date says under the header how to date its days; once dated it does not")
  func undatedHint() async throws {
    var undated = try trip()
    undated.schedule.startDate = nil
    let repository = InMemoryTripRepository(trips: [undated])
    let plan = await shown(plan(repository, reports: StatusLog(), undatedHint: "No start date — S sets one"))
    expectRendered(
      DayPlanView(plan: plan), width: 40, height: 8,
      equals: """
        Days · P legs · N suggest a stay
        No start date — S sets one
        Day 1 · 6 h 2 min est. · 1 h 2 min over
          09:00 CST Chicago
          15:02     St. Louis · 1 night
        Day 2 · 3 h 19 min over
          09:00     St. Louis
          17:19     Tulsa
        """)
    var schedule = undated.schedule
    schedule.startDate = CivilDate(year: 2027, month: 6, day: 1)
    try repository.setSchedule(schedule, of: undated.id)
    plan.storeChanged()
    await plan.work.idle()
    expectRendered(
      DayPlanView(plan: plan), width: 40, height: 2,
      equals: """
        Days · P legs · N suggest a stay
        Day 1 · Tue 1 Jun · 1 h 2 min over
        """)
  }
}
