import Foundation
import Gazetteer
import Geo
import Navigation
import Routes
import TestSupport
import Testing
import TripModels

@testable import Waypoint

@MainActor
@Suite("Stop editor presenter: searching", .timeLimit(.minutes(10)))
struct WaypointPresenterSearchTests {
  @Test("an existing stop's editor opens with nothing searched and nothing chosen: where the stop is now")
  func initialState() async throws {
    let harness = try WaypointHarness()
    await harness.presenter.work.idle()
    let model = harness.presenter.viewModel
    #expect(model.title == "Stop: Monterey")
    #expect(model.query == "")
    #expect(model.rows.isEmpty)
    #expect(model.selectedRowID == nil)
    #expect(model.placeholder == "Search a place to move the stop; Enter with no search is Done")
    #expect(!model.canUse)
    #expect(model.choiceLine == nil)
    #expect(model.messageLine == "")
    #expect(model.nowLine == "Now at 36.60°N 121.89°W, near Monterey")
    #expect(model.discardPrompt == nil)
    #expect(await harness.fixture.places.queries.isEmpty, "nothing is searched until the person types")
    #expect(harness.presenter.askToLeave() == nil, "nothing typed is nothing to discard")
  }

  @Test("typing replaces the results with the new query's")
  func typingSearches() async throws {
    let harness = try WaypointHarness()
    await harness.search("K")
    #expect(harness.presenter.viewModel.rows.map(\.text) == ["Kyoto, JP · 35.02°N 135.75°E · 1.5M"])
    await harness.search("T")
    #expect(harness.presenter.viewModel.rows.map(\.text) == ["Tokyo, JP · 35.69°N 139.69°E · 8.3M"])
    #expect(await harness.fixture.places.queries == ["K", "T"])
  }

  @Test("a query with no match says what to try: a state or country, a coordinate, a shorter name")
  func noResults() async throws {
    let harness = try WaypointHarness()
    await harness.search("Atlantis")
    let model = harness.presenter.viewModel
    #expect(model.rows.isEmpty)
    #expect(
      model.placeholder
        == "No place called “Atlantis”. Try:\n· a state or country after a comma: “Atlantis, US”\n· a coordinate: 36.6, -121.9\n· a shorter name: “Atla”"
    )
    #expect(model.useDisabledReason == "nothing to use — change the search to find a place")
  }

  @Test("a field emptied again shows how to move the stop instead of results")
  func emptyQuery() async throws {
    let harness = try WaypointHarness()
    await harness.search("K")
    await harness.search("")
    #expect(
      harness.presenter.viewModel.placeholder
        == "Search a place to move the stop; Enter with no search is Done")
  }

  @Test("at most 50 results are listed, and the line under them counts them")
  func fiftyRows() async throws {
    let fixture = try WaypointFixture(places: WaypointFixture.springfields(60))
    let harness = try WaypointHarness(fixture: fixture)
    await harness.search("Spring")
    #expect(harness.presenter.viewModel.rows.count == 50)
    #expect(harness.presenter.viewModel.countLine == "1 of 50", "the first is highlighted at once")
    harness.presenter.select("test:12")
    #expect(harness.presenter.viewModel.countLine == "12 of 50")
  }

  @Test("while a search runs, the list says \"Searching…\" and Use this says to wait")
  func searching() async throws {
    let fixture = try WaypointFixture()
    await fixture.places.hold()
    let harness = try WaypointHarness(fixture: fixture)
    harness.presenter.updateQuery("Mon")
    #expect(harness.presenter.viewModel.placeholder == "Searching…")
    #expect(harness.presenter.viewModel.useDisabledReason == "searching — a result appears here in a moment")
    await fixture.places.release()
    await harness.presenter.work.idle()
    #expect(harness.presenter.viewModel.placeholder == nil)
  }

  @Test("each keystroke cancels the search in flight; only the newest query's results show")
  func supersededSearchCancelled() async throws {
    let fixture = try WaypointFixture()
    await fixture.places.hold()
    let harness = try WaypointHarness(fixture: fixture)
    harness.presenter.updateQuery("T")
    harness.presenter.updateQuery("K")
    await fixture.places.waitForQueries(2)
    await fixture.places.release()
    await harness.presenter.work.idle()
    #expect(harness.presenter.viewModel.rows.map(\.text) == ["Kyoto, JP · 35.02°N 135.75°E · 1.5M"])
  }

  @Test("a superseded search that answers late never overwrites newer results")
  func staleAnswerIgnored() async throws {
    let gated = GatedPlaceSearch()
    await gated.open("Monterey")
    let harness = try WaypointHarness(places: gated)
    await harness.presenter.work.idle()
    harness.presenter.updateQuery("T")
    await gated.waitUntilWaiting("T")
    harness.presenter.updateQuery("K")
    await gated.waitUntilWaiting("K")
    let search = harness.presenter.searchTask
    await gated.open("K")
    await search?.value  // the search for "K" only: the one for "T" still waits
    #expect(harness.presenter.viewModel.rows.map(\.text) == ["Kyoto, JP · 35.02°N 135.75°E · 1.5M"])
    // The old search for "T" ignores its cancellation and answers now, after "K".
    await gated.open("T")
    await harness.presenter.work.idle()
    #expect(harness.presenter.viewModel.rows.map(\.text) == ["Kyoto, JP · 35.02°N 135.75°E · 1.5M"])
    #expect(harness.presenter.viewModel.query == "K")
  }

  @Test("with a debounce, keystrokes typed in quick succession are not searched one by one")
  func debounce() async throws {
    let clock = ManualClock()
    let harness = try WaypointHarness(debounce: .milliseconds(150), clock: clock)
    await harness.presenter.work.idle()
    harness.presenter.updateQuery("K")
    clock.advance(by: .milliseconds(100))  // typed within the debounce: "K" is never searched
    harness.presenter.updateQuery("Ky")
    #expect(await harness.fixture.places.queries.isEmpty)
    clock.advance(by: .milliseconds(150))
    await harness.presenter.work.idle()
    #expect(await harness.fixture.places.queries == ["Ky"])
    #expect(harness.presenter.viewModel.query == "Ky")
  }

  @Test("the real gazetteer turns lat,lon input into a coordinate result named after the nearest place")
  func coordinateInput() async throws {
    let harness = try WaypointHarness(places: Gazetteer())
    await harness.search("36.6,-121.9")
    #expect(harness.presenter.viewModel.rows.map(\.text) == ["near Monterey · 36.60°N 121.90°W"])
  }

  @Test("a choice survives new results that still contain it; when they do not, their first is highlighted")
  func choiceFollowsResults() async throws {
    let harness = try WaypointHarness()
    try await harness.choose("Kyoto", searching: "K")
    #expect(harness.presenter.viewModel.canUse)
    await harness.search("Ky")
    #expect(harness.presenter.viewModel.selectedRowID == "geonames:1857910")
    await harness.search("To")
    #expect(harness.presenter.viewModel.selectedRowID == "geonames:1850147")
    #expect(harness.presenter.askToLeave() == nil, "the dropped choice is nothing to discard")
  }

  @Test("a failing search is reported on the status line and lists nothing")
  func failingSearch() async throws {
    let harness = try WaypointHarness(places: FailingPlaceSearch())
    await harness.search("Mon")
    #expect(
      harness.status.texts == [
        "search failed: the place data cannot be read — reinstall roadtrip — edit the search to try again"
      ])
    #expect(harness.presenter.viewModel.rows.isEmpty)
    #expect(harness.presenter.viewModel.placeholder == "No results")
  }
}
