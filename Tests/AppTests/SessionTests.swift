import Foundation
import Geo
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels
import TripStore

@testable import App

/// The composition root in process: lazy modules released on pop, split view on resize,
/// restoration, and screens following the store.
@MainActor
@Suite("App session", .timeLimit(.minutes(10)))
struct SessionTests {
  let repository: InMemoryTripRepository

  init() throws {
    let monterey = try Stop(name: "Monterey", coordinate: Coordinate(latitude: 36.6, longitude: -121.89))
    let carmel = try Stop(name: "Carmel", coordinate: Coordinate(latitude: 36.55, longitude: -121.92))
    let kyoto = try Stop(name: "京都", coordinate: Coordinate(latitude: 35.02, longitude: 135.75))
    repository = InMemoryTripRepository(trips: [
      try Trip(name: "Pacific Coast", stops: [monterey, carmel]),
      try Trip(name: "Kansai", stops: [kyoto]),
    ])
  }

  func makeSession(columns: Int = 80, rows: Int = 24) -> AppSession {
    let configuration = AppConfiguration(
      repository: repository, places: FakePlaceSearch(), units: .kilometers, colorEnabled: false,
      searchDebounce: .zero)
    return AppSession(configuration: configuration, size: Size(width: columns, height: rows))
  }

  @Test("modules are built when their entry is visible and released when it is popped")
  func lazyModules() async throws {
    let session = makeSession()
    _ = session.plainFrame
    #expect(session.model.screens.builtEntryIDs == [EntryID.root])

    try session.host.open(row: 1, scope: ShellModel.mainScope)
    await session.settle()
    _ = session.plainFrame
    let detailID = session.stack.state.topEntryID
    #expect(session.model.screens.builtEntryIDs == [EntryID.root, detailID])
    weak let detailOwner = session.model.screens.builtScreen(for: detailID)?.owner

    #expect(await session.back() == nil)
    _ = session.plainFrame
    #expect(session.model.screens.builtEntryIDs == [EntryID.root])
    #expect(detailOwner == nil, "the trip detail module outlived its entry")
  }

  @Test("the title bar shows the navigation trail")
  func trail() async throws {
    let session = makeSession()
    let kansai = try #require(repository.trips.last)
    #expect(await session.open(link: "roadtrip://trips/2") == nil)
    #expect(session.plainFrame.hasPrefix("Roadtrips › Kansai"))
    #expect(session.stack.state.path.map(\.route) == [.trip(kansai.id)])
  }

  @Test("resizing switches split view on and off and keeps the stack")
  func splitViewOnResize() async throws {
    let session = makeSession(columns: 120, rows: 24)
    #expect(await session.open(link: "roadtrip://trips/1") == nil)
    let path = session.stack.state.path
    let wide = session.plainFrame.split(separator: "\n")
    #expect(wide.contains { $0.contains("Kansai") && $0.contains("│") }, "list on the left in split view")

    session.resize(to: Size(width: 80, height: 24))
    let narrow = session.plainFrame
    #expect(!narrow.contains("Kansai"), "one column shows only the top screen")
    #expect(session.stack.state.path == path)

    session.resize(to: Size(width: 120, height: 24))
    #expect(session.plainFrame.contains("Kansai"))
    #expect(session.stack.state.path == path)
  }

  @Test("the stack is restored at the next launch, as far as its data still exists")
  func restoration() async throws {
    let first = makeSession()
    let trip = try #require(repository.trips.first)
    #expect(await first.open(link: "roadtrip://trips/1/waypoints/2") == nil)
    first.saveNavigation()

    let second = makeSession()
    await second.restoreNavigation()
    #expect(
      second.stack.state.path.map(\.route) == [
        .trip(trip.id), .waypoint(trip: trip.id, waypoint: trip.stops[1].id),
      ])

    try repository.removeStop(trip.stops[1].id, from: trip.id)
    let third = makeSession()
    await third.restoreNavigation()
    #expect(third.stack.state.path.map(\.route) == [.trip(trip.id)])
    #expect(third.status.message.contains("Restored"))
  }

  @Test("a bad deep link leaves the stack as it was and names the bad part")
  func badLink() async {
    let session = makeSession()
    let before = session.stack.state
    let error = await session.open(link: "roadtrip://trips/9")
    #expect(error?.contains("9") == true)
    #expect(session.stack.state == before)
  }

  @Test("q asks the run loop to quit; g goes to the trip list; Esc goes back")
  func globalKeys() async {
    let session = makeSession()
    #expect(await session.open(link: "roadtrip://trips/1") == nil)
    await session.handle(.escape)
    #expect(session.stack.state.path.isEmpty)
    #expect(await session.open(link: "roadtrip://trips/1") == nil)
    await session.handle(.character("g"))
    #expect(session.stack.state.path.isEmpty)
    #expect(!session.isQuitRequested)
    await session.handle(.character("q"))
    #expect(session.isQuitRequested)
  }
}
