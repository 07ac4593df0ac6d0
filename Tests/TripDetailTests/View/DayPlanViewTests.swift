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

/// The day plan as drawn: one table of stop lines whose form fits the width, day headers kept at
/// any width, and the window that follows the selected stop's day in a long plan.
@MainActor
@Suite("Day plan view", .timeLimit(.minutes(3)))
struct DayPlanViewTests {
  @Test(
    "at 40 and 44 columns every header keeps its date and every stop line its one time: none takes both",
    arguments: [40, 44])
  func narrow(width: Int) async throws {
    let repository = InMemoryTripRepository(trips: [try DayPlanFixture.trip()])
    let plan = await DayPlanFixture.shown(DayPlanFixture.plan(repository, reports: StatusLog()))
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
    let repository = InMemoryTripRepository(trips: [try DayPlanFixture.trip()])
    let plan = await DayPlanFixture.shown(DayPlanFixture.plan(repository, reports: StatusLog()))
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

  @Test("a plan longer than its space shows the selected stop's day from its header, and says which days")
  func longPlanFollowsTheSelection() async throws {
    // Twelve stops a night apart, 0.5° west each: eleven days of one leg.
    let stops = try (0..<12).map { index in
      try Stop(
        name: "Town \(index + 1)",
        coordinate: Coordinate(
          latitude: DayPlanFixture.chicago.latitude,
          longitude: DayPlanFixture.chicago.longitude - 0.5 * Double(index)),
        stay: try #require(StopStay(nights: index == 0 ? 0 : 1, visitMinutes: 0)))
    }
    var trip = try Trip(name: "Westward", stops: stops)
    trip.schedule = try DayPlanFixture.trip().schedule
    let repository = InMemoryTripRepository(trips: [trip])
    let plan = await DayPlanFixture.shown(DayPlanFixture.plan(repository, reports: StatusLog()))
    #expect(plan.table?.lines.count == 33)
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

  @Test("in random plans and spaces the window fits its rows and shows the selected stop's line")
  func windowProperties() {
    var random = SplitMix64(seed: 0xDA75)
    for _ in 0..<500 {
      // Days of 2 to 9 stops; a day starts at the stop the day before ended at.
      var lines: [DayPlanLine] = []
      var first = 0
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        let last = first + Int.random(in: 1...8, using: &random)
        lines.append(
          DayPlanLine(
            id: lines.count, kind: .header(flagged: false), variants: ["Day"], dayStops: first...last))
        for stop in first...last {
          lines.append(DayPlanLine(id: lines.count, kind: .stop, variants: ["  \(stop)"], stopIndex: stop))
        }
        first = last
      }
      let table = DayPlanTable(lines: lines, bothTimesCells: 0, oneTimeCells: 0)
      let rows = Int.random(in: 1...20, using: &random)
      let selected = Int.random(in: 0...first, using: &random)
      let window = table.window(rows: rows, selected: selected)
      let context = "rows \(rows), selected \(selected), \(lines.count) lines"
      #expect(window.lines.count + (window.position == nil ? 0 : 1) <= rows, "\(context)")
      #expect(window.lines.count == min(lines.count, window.position == nil ? rows : rows - 1), "\(context)")
      let marked = lines.firstIndex { $0.isHeader(ofDayArrivingAt: selected) }
      #expect(marked != nil, "\(context): every stop is reached on some day")
      guard let marked else { continue }
      let selectedLine = lines[(marked + 1)...].firstIndex { $0.stopIndex == selected } ?? marked
      #expect(window.lines.indices.contains(selectedLine), "\(context): the selected stop's line is shown")
      #expect(
        window.lines.indices.contains(marked) || selectedLine - marked >= window.lines.count,
        "\(context): the marked day's header is shown unless its day is longer than the space")
    }
  }

  @Test("a stop named too long for its time keeps the time and has its name cut; narrower, its name alone")
  func longNameKeepsItsTime() async throws {
    var trip = try DayPlanFixture.trip()
    trip.stops[1] = try Stop(
      name: "Chamonix-Mont-Blanc", coordinate: DayPlanFixture.stLouis,
      stay: try #require(StopStay(nights: 1, visitMinutes: 0)))
    let repository = InMemoryTripRepository(trips: [trip])
    let plan = await DayPlanFixture.shown(DayPlanFixture.plan(repository, reports: StatusLog()))
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
    var undated = try DayPlanFixture.trip()
    undated.schedule.startDate = nil
    let repository = InMemoryTripRepository(trips: [undated])
    let plan = await DayPlanFixture.shown(
      DayPlanFixture.plan(repository, reports: StatusLog(), undatedHint: "No start date — S sets one"))
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
