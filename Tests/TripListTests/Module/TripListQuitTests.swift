import Foundation
import Navigation
import TestSupport
import Testing
import TextUI
import TripModels

/// Quitting from the list while a new trip's name waits for another program's lock: the list's
/// guard on the stack's root (quitting leaves it; no pop does) asks first.
@MainActor
@Suite("Trip list: quitting with a name waiting for the lock")
struct TripListQuitTests {
  private static let locked = TripStoreError.locked(path: "trips.sqlite")

  /// A list whose new trip "Iceland" was entered while the store was locked.
  private func waitingHarness() throws -> ModuleHarness {
    let harness = ModuleHarness(trips: try TripFixtures.sampleTrips())
    try harness.host.send(.character("a"))
    for character in "Iceland" { try harness.host.send(.character(character)) }
    harness.repository.failNextWrite = Self.locked
    try harness.host.send(.enter)
    #expect(harness.frameText.contains("waiting for another program's lock"))
    return harness
  }

  @Test("still locked: quitting asks; n keeps the name waiting, y quits without it")
  func asks() async throws {
    let harness = try waitingHarness()
    harness.repository.failNextWrite = Self.locked
    let stay = Task { await harness.stack.canLeaveRoot() }
    await harness.stack.untilAwaitingGuard()
    #expect(
      harness.frameText.contains("Quit without adding “Iceland”? It still waits"))
    try harness.host.send(.character("n"))
    #expect(await stay.value == false)
    #expect(harness.frameText.contains("New trip's name: [Iceland"))

    harness.repository.failNextWrite = Self.locked
    let quit = Task { await harness.stack.canLeaveRoot() }
    await harness.stack.untilAwaitingGuard()
    try harness.host.send(.character("y"))
    #expect(await quit.value == true)
    #expect(!harness.frameText.contains("Iceland"))
    #expect(harness.repository.trips.count == 3)
  }

  @Test("the lock is gone: quitting makes the trip, opens nothing and asks nothing")
  func makesTheTrip() async throws {
    let harness = try waitingHarness()
    #expect(await harness.stack.canLeaveRoot())
    #expect(harness.repository.trips.map(\.name).contains("Iceland"))
    #expect(harness.path.isEmpty)
  }
}
