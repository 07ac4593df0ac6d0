import Foundation
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import Waypoint

/// A change the store refuses because another program holds it locked is kept and made again by
/// the store poll (the screen's `retrySaves`) once the lock is gone; never silently dropped.
@MainActor
@Suite("Stop editor: a change waiting for the lock")
struct WaitingSaveTests {
  private static let locked = TripStoreError.locked(path: "trips.sqlite")

  @Test(
    "Done while locked keeps the editor and says so once; a poll still locked is quiet; the next saves and goes back"
  )
  func doneRetried() async throws {
    let harness = try WaypointHarness()
    harness.presenter.updateName("Monterey Bay")
    harness.fixture.repository.failNextWrite = Self.locked
    harness.presenter.done()
    await harness.presenter.work.idle(.navigation)
    #expect(harness.routes.last == harness.editorRoute, "the editor stays, with the name typed")
    #expect(
      harness.status.texts == [
        "Stop not saved yet: store locked by another program — saved once it is free"
      ])

    harness.fixture.repository.failNextWrite = Self.locked
    harness.presenter.retryWaitingSave()
    await harness.presenter.work.idle(.navigation)
    #expect(harness.status.texts.count == 1, "a poll that finds the store still locked says nothing")
    #expect(try harness.fixture.storedStop()?.name == "Monterey")

    harness.presenter.retryWaitingSave()
    await harness.presenter.work.idle(.navigation)
    #expect(try harness.fixture.storedStop()?.name == "Monterey Bay")
    #expect(harness.routes.last == harness.tripRoute)
    harness.presenter.retryWaitingSave()  // nothing waits any more: nothing happens
    #expect(try harness.fixture.repository.trip(id: harness.fixture.trip.id)?.stops.count == 2)
  }

  @Test("a new stop's place used while locked is inserted by the screen's retry once the lock is gone, once")
  func newStopRetried() async throws {
    let fixture = try WaypointFixture()
    let editor = try NewStopHarness(fixture: fixture, after: nil)
    try await editor.type("Carmel")
    fixture.repository.failNextWrite = Self.locked
    _ = try editor.host.send(.enter)
    await editor.wait()
    #expect(try editor.storedNames() == ["Monterey", "Carmel"])
    #expect(
      editor.status.texts.last
        == "Stop not saved yet: store locked by another program — saved once it is free")

    editor.screen.retrySaves()
    await editor.wait()
    #expect(try editor.storedNames() == ["Monterey", "Carmel", "Carmel-by-the-Sea"])
    #expect(editor.routes == [.trip(fixture.trip.id)])
    editor.screen.retrySaves()
    await editor.wait()
    #expect(try editor.storedNames() == ["Monterey", "Carmel", "Carmel-by-the-Sea"])
  }
}
