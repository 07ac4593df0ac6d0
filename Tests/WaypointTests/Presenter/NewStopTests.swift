import Foundation
import Geo
import Navigation
import PlaceSearch
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import Waypoint

/// A new stop exists only once a place is applied.
@MainActor
@Suite("New stop", .timeLimit(.minutes(10)))
struct NewStopTests {
  /// The ways a person leaves the editor without applying a place.
  enum WayOut: String, CaseIterable, Sendable {
    case cancel, esc, quit
  }

  @Test("leaving a new stop's editor leaves no trace", arguments: WayOut.allCases)
  func cancelLeavesNothing(_ way: WayOut) async throws {
    let editor = try NewStopHarness(after: nil)
    try await editor.type("Ky")
    #expect(editor.print().contains("› Kyoto, JP"))
    switch way {
    case .cancel:
      try editor.host.press("Cancel")
    case .esc:
      #expect(try editor.host.send(.escape))  // takes back the typed search; Search keeps the keys
      #expect(try editor.host.send(.escape) == false)  // not used by the screen: the App goes back
      _ = await editor.stack.back()
    case .quit:
      _ = await editor.stack.popToRoot()  // `q` closes the screens through their guards
    }
    await editor.wait()
    #expect(editor.routes == (way == .quit ? [] : [.trip(editor.fixture.trip.id)]))
    #expect(try editor.storedNames() == ["Monterey", "Carmel"])
    #expect(editor.fixture.repository.reportedChanges.isEmpty)
  }

  @Test("Esc right after opening goes back, and nothing was stored")
  func escAtOnce() async throws {
    let editor = try NewStopHarness(after: nil)
    await editor.wait()
    #expect(try editor.host.send(.escape) == false)
    #expect(editor.fixture.repository.reportedChanges.isEmpty)
  }

  @Test("applying a place inserts the stop once, after the stop it was added after, and closes")
  func insertAfterSelection() async throws {
    let fixture = try WaypointFixture()
    let editor = try NewStopHarness(fixture: fixture, after: fixture.stop.id)
    try await editor.type("Kyoto")
    _ = try editor.host.send(.enter)
    await editor.wait()
    // Kyoto is far from the Californian stops around it: the first Enter says so and stores nothing.
    #expect(try editor.storedNames() == ["Monterey", "Carmel"])
    #expect(
      editor.status.texts == [
        "Kyoto, JP is 8,734 km from the stops around it — Enter again to use it, ↓ for others"
      ])
    _ = try editor.host.send(.enter)
    await editor.wait()
    #expect(try editor.storedNames() == ["Monterey", "Kyoto", "Carmel"])
    #expect(fixture.repository.reportedChanges == [TripStoreChange(changedTrips: [fixture.trip.id])])
    #expect(editor.routes == [.trip(fixture.trip.id)])
    #expect(editor.status.texts.last == "Added “Kyoto” — u to undo")
  }

  @Test("a far-away top result offers the nearest place of the same name; ↓ goes to it and Enter uses it")
  func farAwayOffersNamesake() async throws {
    let carmels = [
      Place(
        id: "test:in", name: "Carmel", countryCode: "US",
        coordinate: Coordinate(latitude: 39.97837, longitude: -86.11804), population: 101_000,
        admin1: "Indiana"),
      Place(
        id: "test:ny", name: "Carmel", countryCode: "US",
        coordinate: Coordinate(latitude: 41.43009, longitude: -73.68013), population: 34_000,
        admin1: "New York"),
      Place(
        id: "test:ca", name: "Carmel", countryCode: "US",
        coordinate: Coordinate(latitude: 36.47969, longitude: -121.73217), population: 3_800,
        admin1: "California"),
    ]
    let fixture = try WaypointFixture(places: carmels)
    let editor = try NewStopHarness(fixture: fixture, after: fixture.stop.id)
    try await editor.type("Carmel")
    _ = try editor.host.send(.enter)
    await editor.wait()
    #expect(
      editor.status.texts == [
        "Carmel, Indiana, US is 3,131 km from the stops around it — Enter again uses it, ↓ Carmel, "
          + "California, US (19.1 km)"
      ])
    _ = try editor.host.send(.down)
    await editor.wait()
    #expect(editor.presenter?.state.chosen?.id == "test:ca", "↓ goes to the namesake offered, past New York")
    _ = try editor.host.send(.enter)
    await editor.wait()
    #expect(try editor.storedNames() == ["Monterey", "Carmel", "Carmel"])
    #expect(try fixture.repository.trip(id: fixture.trip.id)?.stops[1].coordinate == carmels[2].coordinate)
  }

  @Test("without a stop to go after, the new stop goes at the end")
  func insertAtEnd() async throws {
    let editor = try NewStopHarness(after: nil)
    try await editor.type("Tokyo")
    _ = try editor.host.send(.enter)  // far from the stops around it: Enter again uses it
    _ = try editor.host.send(.enter)
    await editor.wait()
    #expect(try editor.storedNames() == ["Monterey", "Carmel", "Tokyo"])
  }

  @Test("if the stop it goes after was deleted meanwhile, the new stop goes at the end")
  func afterStopDeleted() async throws {
    let fixture = try WaypointFixture()
    let editor = try NewStopHarness(fixture: fixture, after: fixture.stop.id)
    try fixture.repository.removeStop(fixture.stop.id, from: fixture.trip.id)
    try await editor.type("Tokyo")
    _ = try editor.host.send(.enter)  // far from the stops around it: Enter again uses it
    _ = try editor.host.send(.enter)
    await editor.wait()
    #expect(try editor.storedNames() == ["Carmel", "Tokyo"])
  }

  @Test("once stored, the editor edits that stop: a later rename renames it, nothing is inserted again")
  func editsTheStoredStop() async throws {
    let editor = try NewStopHarness(after: nil)
    let presenter = try #require(editor.presenter)
    try await editor.type("Kyoto")
    presenter.useChosen()  // far from the stops around it: said first, used the second time
    presenter.useChosen()
    presenter.updateName("Kyoto station")
    presenter.updateNote("meet at the gate")
    presenter.done()
    let stops = try #require(try editor.fixture.repository.trip(id: editor.fixture.trip.id)?.stops)
    #expect(stops.map(\.name) == ["Monterey", "Carmel", "Kyoto station"])
    #expect(stops.last?.note == "meet at the gate")
    #expect(presenter.title == "Stop: Kyoto station")
  }

  @Test("a name or note typed into a new stop makes leaving ask; yes leaves nothing")
  func typedTextAsks() async throws {
    let editor = try NewStopHarness(after: nil)
    let presenter = try #require(editor.presenter)
    presenter.updateNote("lunch")
    let leaving = Task { await editor.stack.back() }
    await editor.stack.untilAwaitingGuard()
    #expect(presenter.viewModel.discardPrompt == "Discard changes? (y/n)")
    presenter.answerDiscard(true)
    _ = await leaving.value
    #expect(editor.routes == [.trip(editor.fixture.trip.id)])
    #expect(try editor.storedNames() == ["Monterey", "Carmel"])
  }

  @Test("a name and note typed before the place are stored with it")
  func typedBeforeApplying() async throws {
    let editor = try NewStopHarness(after: nil)
    let presenter = try #require(editor.presenter)
    presenter.updateName("Lunch")
    presenter.updateNote("ramen")
    #expect(editor.fixture.repository.reportedChanges.isEmpty, "nothing is stored before a place")
    try await editor.type("Kyoto")
    presenter.useChosen()  // far from the stops around it: said first, used the second time
    presenter.useChosen()
    let stored = try #require(try editor.fixture.repository.trip(id: editor.fixture.trip.id)?.stops.last)
    #expect(stored.name == "Lunch")
    #expect(stored.note == "ramen")
    #expect(stored.coordinate == (try WaypointFixture.place("Kyoto")).coordinate)
  }

  @Test("80×24: a new stop's editor, titled and empty, waits for a place")
  func newStopScreen() async throws {
    let editor = try NewStopHarness(after: nil)
    await editor.wait()
    #expect(editor.presenter?.title == "New stop")
    #expect(
      editor.print()
        == screenText(
          height: 24,
          top: fieldRows(
            80, name: "from the place", search: "place name or lat, lon",
            now: "Goes at the end, after 2. Carmel")
            + [
              rule(80),
              "  Type a place name, or a coordinate like 36.6,-121.9",
            ],
          bottom: [
            rule(80),
            "",
            "[p] Use this  [Cancel]                         ↑/↓ choose · Enter use · Esc back",
            stayRow(80),
          ]))
  }
}
