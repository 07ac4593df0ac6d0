import Foundation
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripList

/// `/` filters the list by trip or stop name as the user types, through the keys a person presses.
@Suite("Trip list filter, typed key by key", .timeLimit(.minutes(10)))
@MainActor
struct TripListFilterTests {
  private func type(_ text: String, into harness: ModuleHarness) throws {
    for character in text { try harness.host.send(.character(character)) }
  }

  @Test("/ opens the filter line; typing narrows the list by trip name at once")
  func narrowsAsYouType() throws {
    let harness = ModuleHarness(trips: try TripFixtures.fourTrips())
    try harness.host.send(.character("/"))
    #expect(harness.host.activeConfirmation?.asksForText == true)
    try type("ro", into: harness)
    expectSameScreen(
      harness.frameText,
      screenText(
        height: 24,
        top: """
          Filter: [ro                                                      ]  1 of 4 trips
          › Route 66                   7 stops   3,074 km  Chicago → Santa Monica
          """,
        bottom: buttonBar(width: 80)))
  }

  @Test("a stop's name matches too, ignoring case and accents; ↓ moves among the matches")
  func stopNamesMatch() throws {
    let trips = [
      try TripFixtures.pacificCoast(),
      try Trip(name: "Big Sur again", stops: [TripFixtures.stop("Big Sur", 36.27041, -121.80800)]),
      try TripFixtures.kyotoWeekend(),
    ]
    let harness = ModuleHarness(trips: trips)
    try harness.host.send(.character("/"))
    try type("BIG SÜR", into: harness)
    try harness.host.send(.down)
    expectSameScreen(
      harness.frameText,
      screenText(
        height: 24,
        top: """
          Filter: [BIG SÜR                                                 ]  2 of 3 trips
            Pacific Coast              3 stops    38.9 km  Monterey → Big Sur
          › Big Sur again               1 stop     0.0 km  Big Sur
          """,
        bottom: buttonBar(width: 80)))
  }

  @Test("nothing matching says so: no trips match “x”")
  func noMatch() throws {
    let harness = ModuleHarness(trips: try TripFixtures.fourTrips())
    try harness.host.send(.character("/"))
    try type("zzz", into: harness)
    expectSameScreen(
      harness.frameText,
      screenText(
        height: 24,
        top: """
          Filter: [zzz                                                     ]  0 of 4 trips
          No trips match “zzz”
          """,
        bottom: buttonBar(width: 80)))
    try harness.host.send(.enter)  // nothing to open
    #expect(harness.path.isEmpty)
  }

  @Test("Enter opens the selected match; the list stays filtered and says how to change it")
  func enterOpensMatch() throws {
    let harness = ModuleHarness(trips: try TripFixtures.fourTrips())
    let kyoto = harness.repository.trips[2].id
    try harness.host.send(.character("/"))
    try type("kyo", into: harness)
    try harness.host.send(.enter)
    #expect(harness.path == [.trip(kyoto)])
    #expect(harness.host.activeConfirmation == nil)
    expectSameScreen(
      harness.frameText,
      screenText(
        height: 24,
        top: """
          Filter “kyo”: 1 of 4 trips — / to change it, Esc to clear it
          › Kyoto Weekend              1 stop     0.0 km  Kyoto                          ▶
          """,
        bottom: buttonBar(width: 80)))
  }

  @Test("Esc clears the filter: every trip again, the selection still on its trip")
  func escClears() throws {
    let harness = ModuleHarness(trips: try TripFixtures.fourTrips())
    try harness.host.send(.character("/"))
    try type("some", into: harness)
    try harness.host.send(.escape)
    #expect(harness.host.activeConfirmation == nil)
    expectSameScreen(
      harness.frameText,
      screenText(
        height: 24,
        top: """
            Pacific Coast              3 stops    38.9 km  Monterey → Big Sur
            Route 66                   7 stops   3,074 km  Chicago → Santa Monica
            Kyoto Weekend               1 stop     0.0 km  Kyoto
          › Someday                    0 stops     0.0 km  No stops
          """,
        bottom: buttonBar(width: 80)))
  }

  @Test("back at the list, the screen's back clears a kept filter and says so; then nothing is left")
  func backClearsKeptFilter() async throws {
    let harness = ModuleHarness(trips: try TripFixtures.fourTrips())
    #expect(!harness.screen.clearNarrowing(), "no filter: going back is the app's")
    try harness.host.send(.character("/"))
    try type("kyo", into: harness)
    #expect(!harness.screen.clearNarrowing(), "a filter being typed is the field's own Esc")
    try harness.host.send(.enter)  // opens Kyoto Weekend; the filter stays
    _ = await harness.stack.popToRoot()  // back at the list
    #expect(harness.screen.clearNarrowing())
    #expect(harness.messages.texts.last == "Filter “kyo” cleared: every trip is shown")
    expectSameScreen(
      harness.frameText,
      screenText(
        height: 24,
        top: """
            Pacific Coast              3 stops    38.9 km  Monterey → Big Sur
            Route 66                   7 stops   3,074 km  Chicago → Santa Monica
          › Kyoto Weekend               1 stop     0.0 km  Kyoto
            Someday                    0 stops     0.0 km  No stops
          """,
        bottom: buttonBar(width: 80)))
    #expect(!harness.screen.clearNarrowing())
  }

  @Test("/ on an applied filter types on from its text; Backspace widens the list again")
  func editAppliedFilter() throws {
    let harness = ModuleHarness(trips: try TripFixtures.fourTrips())
    try harness.host.send(.character("/"))
    try type("kyo", into: harness)
    try harness.host.send(.enter)
    try harness.host.send(.character("/"))
    try harness.host.send(.backspace)
    try harness.host.send(.backspace)
    #expect(harness.frameText.hasPrefix("Filter: [k "))
    try harness.host.send(.ctrl("u"))
    try harness.host.send(.character("s"))
    #expect(harness.frameText.contains("3 of 4 trips"))
  }

  @Test("letters are filter text, not commands, while the filter is typed")
  func lettersAreText() throws {
    let harness = ModuleHarness(trips: try TripFixtures.fourTrips())
    try harness.host.send(.character("/"))
    try type("ad", into: harness)
    #expect(harness.repository.trips.count == 4)
    #expect(harness.path.isEmpty)
    #expect(harness.frameText.hasPrefix("Filter: [ad "))
  }

  @Test("a trip renamed to match while filtered appears in the list")
  func storeChangesRefilter() throws {
    let harness = ModuleHarness(trips: try TripFixtures.fourTrips())
    try harness.host.send(.character("/"))
    try type("coast", into: harness)
    try harness.repository.renameTrip(harness.repository.trips[3].id, to: "East Coast")
    #expect(harness.frameText.contains("2 of 4 trips"))
    #expect(harness.frameText.contains("East Coast"))
  }
}
