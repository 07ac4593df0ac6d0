import Foundation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripList

@Suite("Trip list view")
@MainActor
struct TripListViewTests {
  @Test("80×24: a table row per trip with stops, distance and first → last; the first is selected")
  func standard() throws {
    let harness = TripListHarness(trips: try TripFixtures.fourTrips())
    expectRendered(
      TripListView(presenter: harness.presenter), width: 80, height: 24,
      equals: screenText(
        height: 24,
        top: """
          › Pacific Coast              3 stops    38.9 km  Monterey → Big Sur
            Route 66                   7 stops   3,074 km  Chicago → Santa Monica
            Kyoto Weekend               1 stop     0.0 km  Kyoto
            Someday                    0 stops     0.0 km  No stops
          """,
        bottom: buttonBar(width: 80)))
  }

  @Test("120×40: the trip open next to the list is marked ▶, in miles")
  func wideWithOpenTrip() throws {
    let harness = TripListHarness(trips: try TripFixtures.fourTrips(), units: .miles)
    harness.presenter.open(index: 1)
    expectRendered(
      TripListView(presenter: harness.presenter), width: 120, height: 40,
      equals: screenText(
        height: 40,
        top: """
            Pacific Coast                               3 stops    24.2 mi  Monterey → Big Sur
          › Route 66                                    7 stops   1,910 mi  Chicago → Santa Monica                               ▶
            Kyoto Weekend                                1 stop     0.0 mi  Kyoto
            Someday                                     0 stops     0.0 mi  No stops
          """,
        bottom: buttonBar(width: 120)))
  }

  @Test("an empty store shows how to add a trip")
  func empty() {
    let harness = TripListHarness(trips: [])
    expectRendered(
      TripListView(presenter: harness.presenter), width: 80, height: 24,
      equals: screenText(
        height: 24, top: "No trips yet — press a to add one.", bottom: buttonBar(width: 80)))
  }

  @Test("Delete asks “Delete “NAME” and its 7 stops? (y/n)” in a box over the list")
  func deleteQuestion() throws {
    let harness = TripListHarness(trips: try TripFixtures.fourTrips())
    harness.presenter.select(index: 1)
    harness.presenter.requestDelete()
    expectRendered(
      TripListView(presenter: harness.presenter), width: 80, height: 24,
      equals: screenText(
        height: 24,
        top: """
            Pacific Coast              3 stops    38.9 km  Monterey → Big Sur
          › Route 66                   7 stops   3,074 km  Chicago → Santa Monica
            Kyoto Weekend               1 stop     0.0 km  Kyoto
            Someday                    0 stops     0.0 km  No stops






                            ╭──────────────────────────────────────────╮
                            │ Delete “Route 66” and its 7 stops? (y/n) │
                            ╰──────────────────────────────────────────╯
          """,
        bottom: buttonBar(width: 80)))
  }

  @Test("28 columns (split view): names are cut with …, distances stay whole")
  func narrow() throws {
    let harness = TripListHarness(trips: try TripFixtures.fourTrips())
    try harness.repository.renameTrip(
      harness.repository.trips[0].id, to: "Pacific Coast Highway from Monterey to Big Sur")
    let text = render(TripListView(presenter: harness.presenter), width: 28, height: 12)
    expectSameScreen(
      text,
      screenText(
        height: 12,
        top: """
          › Pacific Coast Hi…  38.9 km
            3 stops · Monterey → Big…
            Route 66          3,074 km
            7 stops · Chicago → Santa…
            Kyoto Weekend       0.0 km
            1 stop · Kyoto
            Someday             0.0 km
            No stops
          """,
        bottom: buttonBar(width: 28)))
    expectLinesFit(text, width: 28)
  }

  @Test("a trip routed leg by leg shows its road distance and drive time; a change to its stops hides them")
  func roadTotals() throws {
    let harness = TripListHarness(trips: try TripFixtures.fourTrips())
    let pacific = harness.repository.trips[0]
    try harness.repository.keepRoadTotal(
      TripRoadTotal(meters: 45_320, seconds: 3_930), of: pacific.id, through: pacific.stops.map(\.coordinate))
    expectRendered(
      TripListView(presenter: harness.presenter), width: 80, height: 24,
      equals: screenText(
        height: 24,
        top: """
          › Pacific Coast              3 stops    45.3 km  1 h 6 min · Monterey → Big Sur
            Route 66                   7 stops   3,074 km  Chicago → Santa Monica
            Kyoto Weekend               1 stop     0.0 km  Kyoto
            Someday                    0 stops     0.0 km  No stops
          """,
        bottom: buttonBar(width: 80)))
    let narrow = render(TripListView(presenter: harness.presenter), width: 40, height: 12)
    #expect(narrow.contains("3 stops · 1 h 6 min · Monterey → Big…"), "\(narrow)")

    try harness.repository.reverseStops(in: pacific.id)
    expectRendered(
      TripListView(presenter: harness.presenter), width: 80, height: 24,
      equals: screenText(
        height: 24,
        top: """
          › Pacific Coast              3 stops    38.9 km  Big Sur → Monterey
            Route 66                   7 stops   3,074 km  Chicago → Santa Monica
            Kyoto Weekend               1 stop     0.0 km  Kyoto
            Someday                    0 stops     0.0 km  No stops
          """,
        bottom: buttonBar(width: 80)))
  }

  @Test("a trip with legs that have no road shows the trip screen's total and how much is a straight line")
  func partialRoadTotal() throws {
    let harness = TripListHarness(trips: try TripFixtures.fourTrips())
    let pacific = harness.repository.trips[0]
    try harness.repository.keepRoadTotal(
      TripRoadTotal(meters: 44_100, seconds: 900, straightLegs: 1), of: pacific.id,
      through: pacific.stops.map(\.coordinate))
    let rendered = render(TripListView(presenter: harness.presenter), width: 100, height: 24)
    let row =
      "› Pacific Coast                       3 stops    44.1 km  1 leg straight line · Monterey → Big Sur"
    #expect(rendered.contains(row), "\(rendered)")
  }

  @Test("a long list scrolls to keep the selection visible and says where it is: 500/1000")
  func scrollsToSelection() throws {
    let harness = TripListHarness(trips: try TripFixtures.numberedTrips(1_000))
    harness.presenter.select(index: 499)
    expectRendered(
      TripListView(presenter: harness.presenter), width: 40, height: 10,
      equals: """
          Trip 498                        0.0 km
          No stops
          Trip 499                        0.0 km
          No stops
        › Trip 500                        0.0 km
          No stops
                                        500/1000
        ────────────────────────────────────────
        [a] Add  [d] Delete
        [D] Duplicate  [/] Filter
        """)
  }

  @Test("a list that fits shows no position; one row more and it does")
  func positionOnlyWhenLonger() throws {
    let harness = TripListHarness(trips: try TripFixtures.fourTrips())
    harness.presenter.select(index: 1)
    expectRendered(
      TripListView(presenter: harness.presenter), width: 80, height: 6,
      equals: """
          Pacific Coast              3 stops    38.9 km  Monterey → Big Sur
        › Route 66                   7 stops   3,074 km  Chicago → Santa Monica
          Kyoto Weekend               1 stop     0.0 km  Kyoto
          Someday                    0 stops     0.0 km  No stops
        ────────────────────────────────────────────────────────────────────────────────
        [a] Add  [d] Delete  [D] Duplicate  [/] Filter
        """)
    expectRendered(
      TripListView(presenter: harness.presenter), width: 80, height: 5,
      equals: """
          Pacific Coast              3 stops    38.9 km  Monterey → Big Sur
        › Route 66                   7 stops   3,074 km  Chicago → Santa Monica
                                                                                     2/4
        ────────────────────────────────────────────────────────────────────────────────
        [a] Add  [d] Delete  [D] Duplicate  [/] Filter
        """)
  }

  @Test("from 64 columns a trip takes one table line; narrower, two lines")
  func layoutThreshold() throws {
    let harness = TripListHarness(trips: try TripFixtures.fourTrips())
    expectRendered(
      TripListView(presenter: harness.presenter), width: 64, height: 5,
      equals: """
        › Pacific Coast       3 stops    38.9 km  Monterey → Big Sur
          Route 66            7 stops   3,074 km  Chicago → Santa Monica
                                                                     1/4
        ────────────────────────────────────────────────────────────────
        [a] Add  [d] Delete  [D] Duplicate  [/] Filter
        """)
    expectRendered(
      TripListView(presenter: harness.presenter), width: 63, height: 5,
      equals: """
        › Pacific Coast                                         38.9 km
          3 stops · Monterey → Big Sur
                                                                    1/4
        ───────────────────────────────────────────────────────────────
        [a] Add  [d] Delete  [D] Duplicate  [/] Filter
        """)
  }
}
