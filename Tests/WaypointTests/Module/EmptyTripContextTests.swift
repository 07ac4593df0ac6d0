import Geo
import Navigation
import PlaceSearch
import Routes
import TestSupport
import Testing
import TripModels

@testable import Waypoint

/// A trip with no stops has nothing to rank by but the place an earlier search in the editor chose.
@MainActor
@Suite("Stop editor module: an empty trip searches near the previous search's place", .timeLimit(.minutes(3)))
struct EmptyTripContextTests {
  /// A new stop's editor in a trip without stops, over `places`.
  @MainActor
  private struct EmptyTrip {
    let places: FakePlaceSearch
    let stack: NavigationStack<Route>
    let presenter: WaypointPresenter

    init(
      places: [Place] = FakePlaceSearch.samplePlaces,
      recentSearches: WaypointModule.RecentSearches = WaypointModule.RecentSearches()
    ) throws {
      let trip = try Trip(name: "Somewhere", stops: [])
      let repository = InMemoryTripRepository(trips: [trip])
      let places = FakePlaceSearch(places: places)
      let stack = NavigationStack<Route>(
        root: .trips, path: [.trip(trip.id), .newStop(trip: trip.id, after: nil)])
      self.places = places
      self.stack = stack
      presenter = WaypointModule.assemble(
        target: WaypointTarget(newStopIn: trip.id, after: nil), entryID: stack.state.topEntryID,
        repository: repository, places: places, stack: stack, report: { _ in }, debounce: .zero,
        recentSearches: recentSearches)
    }

    func search(_ query: String) async {
      presenter.updateQuery(query)
      await presenter.work.idle()
    }
  }

  @Test("the first search has no context; the next is ranked near the first one's place")
  func nearPreviousPlace() async throws {
    let editor = try EmptyTrip()
    await editor.search("Kyoto")
    await editor.search("Zürich")
    let kyoto = try WaypointFixture.place("Kyoto").coordinate
    #expect(await editor.places.contexts == [.none, SearchContext(anchors: [kyoto])])
  }

  @Test("typing a name further or cutting it back does not rank by the shorter query's first result")
  func prefixesDoNotAnchor() async throws {
    let editor = try EmptyTrip()
    for query in ["T", "To", "Tok", "To", "Tokyo"] { await editor.search(query) }
    #expect(await editor.places.contexts == Array(repeating: .none, count: 5))
    await editor.search("Kyoto")
    let tokyo = try WaypointFixture.place("Tokyo").coordinate
    #expect(await editor.places.contexts.last == SearchContext(anchors: [tokyo]))
  }

  @Test("a result chosen by hand is the place the next search is ranked near")
  func chosenByHand() async throws {
    let editor = try EmptyTrip(places: WaypointFixture.springfields(3))
    await editor.search("Spring")
    editor.presenter.select("test:3")
    await editor.search("Atlantis")
    let third = WaypointFixture.springfields(3)[2].coordinate
    #expect(await editor.places.contexts.last == SearchContext(anchors: [third]))
  }

  @Test(
    "editors sharing the session's memory: a new trip's search, typed key by key, ranks near another editor's place"
  )
  func sharedBetweenEditors() async throws {
    let memory = WaypointModule.RecentSearches()
    let first = try EmptyTrip(recentSearches: memory)
    for query in ["K", "Ky", "Kyo", "Kyot", "Kyoto"] { await first.search(query) }

    let second = try EmptyTrip(recentSearches: memory)
    let typed = ["Z", "Zü", "Zür", "Züri", "Zürich", "Zürich ", "Zürich S"]
    for query in typed { await second.search(query) }

    let kyoto = try WaypointFixture.place("Kyoto").coordinate
    #expect(
      await second.places.contexts == Array(repeating: SearchContext(anchors: [kyoto]), count: typed.count),
      "typing a name key by key never pushes the place before it out of the memory")
    let alone = try EmptyTrip()
    await alone.search("Zürich")
    #expect(await alone.places.contexts == [.none], "an editor with its own memory starts with nothing")
  }

  @Test("a trip with stops ranks near its stops, never near an earlier search")
  func tripStopsWin() async throws {
    let harness = try WaypointHarness()
    await harness.search("Kyoto")
    await harness.search("Zürich")
    let others = SearchContext(anchors: [harness.fixture.otherStop.coordinate])
    #expect(await harness.fixture.places.contexts == [others, others])
  }
}
