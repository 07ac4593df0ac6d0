import Foundation
import Gazetteer
import Geo
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import Waypoint

@MainActor
@Suite("Stop editor driven like a script", .timeLimit(.minutes(10)))
struct WaypointScriptTests {
  @Test("the title reads \"Stop: NAME\", live")
  func title() async throws {
    let editor = try ScriptedWaypoint()
    let screen = try #require(editor.screen)
    #expect(screen.title() == "Stop: Monterey")
    let renamed = try editor.fixture.stop.with(
      name: "Old Monterey", coordinate: editor.fixture.stop.coordinate)
    try editor.fixture.repository.updateStop(renamed, in: editor.fixture.trip.id)
    #expect(screen.title() == "Stop: Old Monterey")
  }

  @Test("set Search, wait, select 1, press p: saved, \"Saved\", back on the trip")
  func searchSelectUse() async throws {
    let editor = try ScriptedWaypoint()
    let host = try editor.requireHost()
    try host.setText("Search", "Kyo")
    await editor.wait()
    #expect(
      try editor.print().contains("› Kyoto, JP · 35.02°N 135.75°E · 1.5M"), "highlighted at once")
    try host.select(row: 1)
    #expect(try editor.print().contains("› Kyoto, JP · 35.02°N 135.75°E · 1.5M"))
    try host.press("p")
    await editor.wait()
    #expect(editor.status.texts == ["Moved “Kyoto” 8,734 km — u to undo"])
    #expect(editor.routes == [.trip(editor.fixture.trip.id)])
    #expect(try editor.fixture.storedStop()?.name == "Kyoto")
  }

  @Test("typing key by key searches as you type; the first result is highlighted and Enter uses it")
  func typeArrowEnter() async throws {
    let editor = try ScriptedWaypoint()
    let host = try editor.requireHost()
    await editor.wait()
    try host.setText("Search", "")
    try host.type("T")
    await editor.wait()
    try host.type("o")
    await editor.wait()
    #expect(try editor.print().contains("› Tokyo, JP · 35.69°N 139.69°E · 8.3M"))
    #expect(try host.send(.enter))
    await editor.wait()
    #expect(try editor.fixture.storedStop()?.name == "Monterey", "Tokyo is far: the first Enter says so")
    #expect(try host.send(.enter))
    await editor.wait()
    #expect(try editor.fixture.storedStop()?.name == "Tokyo")
    #expect(editor.routes == [.trip(editor.fixture.trip.id)])
  }

  @Test("\"Use this\" is disabled while there is no result, and says why")
  func useDisabled() async throws {
    let editor = try ScriptedWaypoint()
    let host = try editor.requireHost()
    try host.setText("Search", "Zzz")
    await editor.wait()
    let reason = "nothing to use — change the search to find a place"
    #expect(throws: InteractionError.disabled("Use this", reason: reason)) {
      try host.press("Use this")
    }
    #expect(try editor.print().contains(reason))
  }

  @Test("a query nothing matches says what to try; select 1 says the list is empty")
  func noResults() async throws {
    let editor = try ScriptedWaypoint()
    let host = try editor.requireHost()
    try host.setText("Search", "Atlantis")
    await editor.wait()
    #expect(try editor.print().contains("  No place called “Atlantis”. Try:"))
    #expect(throws: InteractionError.rowOutOfRange(1, count: 0)) { try host.select(row: 1) }
  }

  @Test("Cancel with a choice and a typed name leaves at once and stores nothing")
  func cancelDiscards() async throws {
    let editor = try ScriptedWaypoint()
    let host = try editor.requireHost()
    try host.setText("Name", "Oops")
    try host.setText("Search", "K")
    await editor.wait()
    try host.select(row: 1)
    try host.press("Cancel")
    await editor.wait()
    #expect(host.activeConfirmation == nil)
    #expect(editor.routes == [.trip(editor.fixture.trip.id)])
    #expect(try editor.fixture.storedStop() == editor.fixture.stop)
  }

  @Test("Esc is left to the App (its global back), which runs the same guard")
  func escapeGoesBack() async throws {
    let editor = try ScriptedWaypoint()
    let host = try editor.requireHost()
    await editor.wait()
    _ = try editor.print()
    #expect(try host.send(.escape) == false)
    #expect(await editor.stack.pop().outcome == .applied)
    #expect(editor.routes == [.trip(editor.fixture.trip.id)])
  }

  @Test(
    "with the real gazetteer: 京都 finds Kyoto, and lat,lon input gives a row named after the nearest place")
  func realGazetteer() async throws {
    let editor = try ScriptedWaypoint(places: SharedGazetteer.instance)
    let host = try editor.requireHost()
    try host.setText("Search", "京都")
    await editor.wait()
    #expect(try editor.print().contains("› Kyoto — also “京都”, Kyoto, Japan · 35.02°N 135.75°E · 1.5M"))
    try host.setText("Search", "36.6,-121.9")
    await editor.wait()
    #expect(try editor.print().contains("› near Monterey · 36.60°N 121.90°W\n"))
    try host.open(row: 1)
    await editor.wait()
    let stored = try #require(try editor.fixture.storedStop())
    #expect(stored.name == "near Monterey")
    #expect(stored.coordinate == Coordinate(latitude: 36.6, longitude: -121.9))
  }

  // MARK: - Lifetime

  @Test("a popped and dropped screen is deallocated and stops observing the store")
  func deallocatedAfterPop() async throws {
    let editor = try ScriptedWaypoint()
    weak let presenter = editor.screen?.owner as? WaypointPresenter
    #expect(presenter != nil)
    #expect(editor.fixture.repository.observerCount == 1)
    await editor.wait()
    #expect(await editor.stack.pop().outcome == .applied)
    editor.drop()
    #expect(presenter == nil)
    #expect(editor.fixture.repository.observerCount == 0)
  }

  @Test("a screen dropped with a search in flight and a question open is deallocated too")
  func deallocatedWhileBusy() async throws {
    let fixture = try WaypointFixture()
    let editor = try ScriptedWaypoint(fixture: fixture)
    do {
      let host = try editor.requireHost()
      try host.setText("Search", "K")
      await editor.wait()
      try host.select(row: 1)
    }
    await fixture.places.hold()
    try editor.requireHost().setText("Search", "Ky")
    let stack = editor.stack
    let leaving = Task { await stack.pop() }
    await stack.untilAwaitingGuard()
    try #require(stack.isAwaitingGuard)
    weak let presenter = editor.screen?.owner as? WaypointPresenter
    editor.drop()
    #expect(presenter == nil)
    // The question of a released screen is answered: the pending pop goes through.
    #expect(await leaving.value.outcome == .applied)
    await fixture.places.release()
  }
}

/// One gazetteer for the tests that use the real place data (loaded once).
enum SharedGazetteer {
  static let instance = Gazetteer()
}
