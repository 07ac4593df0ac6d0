import Foundation
import Geo
import TestSupport
import Testing
import TripModels

@testable import Waypoint

/// `a` inserts a new stop after the selected one, which may be in the middle of the trip: the
/// editor says where the stop goes before anything is stored, and keeps saying it as the trip
/// changes.
@MainActor
@Suite("New stop: where it goes", .timeLimit(.minutes(3)))
struct NewStopPlaceTests {
  @Test("added after the first stop, it goes between the first and the second")
  func between() async throws {
    let fixture = try WaypointFixture()
    let editor = try NewStopHarness(fixture: fixture, after: fixture.stop.id)
    await editor.wait()
    #expect(editor.print().contains("Goes after 1. Monterey, before 2. Carmel"))
  }

  @Test("added after the last stop, or after none, it goes at the end")
  func atTheEnd() async throws {
    let fixture = try WaypointFixture()
    for after in [fixture.otherStop.id, nil] {
      let editor = try NewStopHarness(fixture: fixture, after: after)
      await editor.wait()
      #expect(
        editor.print().contains("Goes at the end, after 2. Carmel"), "after \(String(describing: after))")
    }
  }

  @Test("in a trip without stops it goes first")
  func first() async throws {
    let fixture = try WaypointFixture()
    try fixture.repository.removeStop(fixture.stop.id, from: fixture.trip.id)
    try fixture.repository.removeStop(fixture.otherStop.id, from: fixture.trip.id)
    let editor = try NewStopHarness(fixture: fixture, after: nil)
    await editor.wait()
    #expect(editor.print().contains("Goes first: the trip has no stops yet"))
  }

  @Test(
    "the stop it follows deleted meanwhile: it goes at the end, as the line now says, and is stored there")
  func anchorDeleted() async throws {
    let fixture = try WaypointFixture()
    let editor = try NewStopHarness(fixture: fixture, after: fixture.stop.id)
    await editor.wait()
    try fixture.repository.removeStop(fixture.stop.id, from: fixture.trip.id)
    await editor.wait()
    #expect(editor.print().contains("Goes at the end, after 1. Carmel"))
    try await editor.type("Monterey")
    _ = try editor.host.send(.enter)
    await editor.wait()
    #expect(try editor.storedNames() == ["Carmel", "Monterey"])
  }

  @Test("a stop added in the middle is numbered by where it goes, and the next one after it")
  func numbers() async throws {
    let fixture = try WaypointFixture()
    let big = try Stop(name: "Big Sur", coordinate: Coordinate(latitude: 36.2704, longitude: -121.8081))
    _ = try fixture.repository.insertStop(big, into: fixture.trip.id, after: fixture.otherStop.id)
    let editor = try NewStopHarness(fixture: fixture, after: fixture.otherStop.id)
    await editor.wait()
    #expect(editor.print().contains("Goes after 2. Carmel, before 3. Big Sur"))
  }
}
