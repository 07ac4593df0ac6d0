import Geo
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripDetail

/// A trip screen built again for the same trip (the App does so when the units or the router
/// change) opens as the old one was being looked at: the days still shown, the map as zoomed.
@MainActor
@Suite("Trip detail carried across a rebuild", .timeLimit(.minutes(3)))
struct TripDetailCarriedStateTests {
  private static let chicago = Coordinate(latitude: 41.8781, longitude: -87.6298)

  private let trip: Trip
  private let repository: InMemoryTripRepository

  init() throws {
    var trip = try Trip(
      name: "Route 66",
      stops: [
        try Stop(name: "Chicago", coordinate: Self.chicago),
        try Stop(name: "St. Louis", coordinate: Coordinate(latitude: 38.627, longitude: -90.1994)),
        try Stop(name: "Tulsa", coordinate: Coordinate(latitude: 36.154, longitude: -95.9928)),
      ])
    trip.schedule.startDate = CivilDate(year: 2027, month: 6, day: 1)
    self.trip = trip
    repository = InMemoryTripRepository(trips: [trip])
  }

  /// The trip's screen in `units`, handed what an earlier screen carried.
  private func screen(_ units: DistanceUnit, carrying carried: (any Sendable)? = nil) -> (Screen, ScreenHost)
  {
    let screen = TripDetailModule.build(
      tripID: trip.id, repository: repository, stack: NavigationStack(root: .trips, path: [.trip(trip.id)]),
      units: units,
      itinerary: TripDetailItinerarySource(
        zones: FakeTimeZoneNaming([(Self.chicago, "America/Chicago")]), places: FakeStayPlaceFinder([]),
        units: units),
      report: { _ in }, carrying: carried)
    return (screen, ScreenHost(size: Size(width: 100, height: 30)) { screen.content })
  }

  /// The map's rows of a 100-column frame (its left half), its scale bar left out (it names the unit).
  private func mapRows(_ frame: String) -> [String] {
    frame.split(separator: "\n").dropFirst().prefix(18).map { String($0.prefix(50)) }
  }

  @Test("P and + before the units change: the new screen shows the days, in miles, on the map as zoomed")
  func daysAndZoomKept() async throws {
    let (old, oldHost) = screen(.kilometers)
    _ = oldHost.render()
    #expect(try oldHost.send(.character("P")))
    #expect(try oldHost.send(.character("+")))
    await old.settle()
    let before = oldHost.render().plainText
    #expect(before.contains("Day 1 · Tue 1 Jun"))

    let (rebuilt, host) = screen(.miles, carrying: old.carriedState())
    await rebuilt.settle()
    let after = host.render().plainText
    #expect(after.contains("Day 1 · Tue 1 Jun"), "the days are still shown")
    #expect(!after.contains("Total distance"), "not the legs")
    #expect(mapRows(after) == mapRows(before), "the map zoomed in as it was")

    let (fresh, freshHost) = screen(.miles)
    await fresh.settle()
    let unzoomed = freshHost.render().plainText
    #expect(unzoomed.contains("Total distance: "), "a screen built afresh shows the legs")
    #expect(mapRows(unzoomed) != mapRows(before), "and the fitted map")
  }

  @Test("what a screen carries is how it is looked at, and a screen never changed carries the defaults")
  func carriedValues() throws {
    let (untouched, _) = screen(.kilometers)
    let carried = try #require(untouched.carriedState() as? TripDetailCarriedState)
    #expect(carried == TripDetailCarriedState(daysShown: false, mapViewport: .fitted))
    let (other, host) = screen(.kilometers)
    _ = host.render()
    #expect(try host.send(.character("-")))
    let zoomedOut = try #require(other.carriedState() as? TripDetailCarriedState)
    #expect(zoomedOut.mapViewport.zoom == -1 && !zoomedOut.daysShown)
  }

  @Test("the stop selected at quit is named as text and selected again in a new screen, if still there")
  func selectionAcrossLaunches() throws {
    let (old, oldHost) = screen(.kilometers)
    _ = oldHost.render()
    #expect(try oldHost.send(.down))
    #expect(try oldHost.send(.down))
    let saved = try #require(old.savedSelection())
    #expect(saved == trip.stops[2].id.uuidString)

    let (next, host) = screen(.kilometers)
    next.restoreSelection(saved)
    #expect(host.render().plainText.contains("› 3. Tulsa"))
    next.restoreSelection(StopID().uuidString)  // a stop no longer on the trip: nothing changes
    next.restoreSelection("not an id")
    #expect(host.render().plainText.contains("› 3. Tulsa"))
  }

  @Test("the days shown at quit are shown again at the next launch, with the stop that was selected")
  func daysAcrossLaunches() async throws {
    let (old, oldHost) = screen(.kilometers)
    _ = oldHost.render()
    #expect(try oldHost.send(.down))
    #expect(try oldHost.send(.character("P")))
    await old.settle()
    let saved = try #require(old.savedSelection())
    #expect(saved == trip.stops[1].id.uuidString + " days")

    let (next, host) = screen(.kilometers)
    next.restoreSelection(saved)
    await next.settle()
    let frame = host.render().plainText
    #expect(frame.contains("› Day 1 · Tue 1 Jun"), "the days, St. Louis's day marked")
    #expect(frame.contains("› 2. St. Louis"))

    // With the legs shown only the selected stop is kept (an earlier version's line); "days" alone
    // shows the days, and a word not known is passed over.
    let (plain, plainHost) = screen(.kilometers)
    _ = plainHost.render()
    #expect(plain.savedSelection() == trip.stops[0].id.uuidString, "the first stop is selected at open")
    plain.restoreSelection("days zoomed")
    await plain.settle()
    #expect(plainHost.render().plainText.contains("Days · P legs"))
    #expect(TripDetailSavedView(selectedStopID: nil, daysShown: false).text == nil)
  }
}
