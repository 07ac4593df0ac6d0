import Routes
import TestSupport
import Testing
import TextUI

@testable import Waypoint

/// The stop editor's screen settles through its `ScreenWork`: what a key starts is awaited, not
/// guessed (a test that waited for the wrong thing would hang until its time limit).
@Suite("Stop editor screen: settling", .timeLimit(.minutes(10)))
@MainActor
struct WaypointSettleTests {
  @Test(
    "a typed letter's search is not navigation: settle(.navigation) returns first, settle() with its results")
  func searchIsBackgroundWork() async throws {
    let search = GatedPlaceSearch()
    let harness = try NewStopHarness(after: nil, places: search)
    #expect(try harness.host.send(.character("K")))
    await search.waitUntilWaiting("K")
    await harness.screen.settle(.navigation)
    #expect(!harness.print().contains("Kyoto, JP"), "the search still waits")
    await search.open("K")
    await harness.screen.settle()
    #expect(harness.print().contains("› Kyoto, JP"))
    #expect(harness.routes.count == 2, "the editor stays open")
  }

  @Test(
    "Enter during a search is navigation: settle(.navigation) returns once its result is used and the editor closed"
  )
  func enterDuringSearchIsNavigation() async throws {
    let search = GatedPlaceSearch()
    let harness = try NewStopHarness(after: nil, places: search)
    #expect(try harness.host.send(.character("C")))
    await search.waitUntilWaiting("C")
    #expect(try harness.host.send(.enter))
    let leaving = Task { await harness.screen.settle(.navigation) }
    await search.open("C")
    await leaving.value
    #expect(harness.routes == [.trip(harness.fixture.trip.id)])
    #expect(try harness.storedNames().contains("Carmel-by-the-Sea"))
  }

  @Test("\"Discard changes?\" asked while the editor closes itself counts as settled; y lets it close")
  func askingCountsAsSettled() async throws {
    let harness = try NewStopHarness(after: nil)
    let presenter = try #require(harness.presenter)
    presenter.updateName("Lunch")
    presenter.leave()
    await harness.screen.settle()
    #expect(harness.print().contains("Discard changes? (y/n)"))
    #expect(harness.routes.count == 2)
    presenter.answerDiscard(true)
    await harness.screen.settle()
    #expect(harness.routes == [.trip(harness.fixture.trip.id)])
  }
}
