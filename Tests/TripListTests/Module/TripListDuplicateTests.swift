import Foundation
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripList

@Suite("Duplicating a trip", .timeLimit(.minutes(10)))
@MainActor
struct TripListDuplicateTests {
  @Test("D copies the selected trip with its stops to the top and selects the copy")
  func duplicateWithKey() throws {
    let harness = ModuleHarness(trips: try TripFixtures.fourTrips())
    try harness.host.send(.down)
    try harness.host.send(.character("D"))
    let copy = try #require(harness.repository.trips.first)
    #expect(copy.name == "Route 66 (copy)")
    #expect(copy.stops.map(\.name) == harness.repository.trips[2].stops.map(\.name))
    #expect(harness.messages.texts.last == "Copied “Route 66” as “Route 66 (copy)”")
    #expect(harness.path.isEmpty)
    expectSameScreen(
      harness.frameText,
      screenText(
        height: 24,
        top: """
          › Route 66 (copy)            7 stops   3,074 km  Chicago → Santa Monica
            Pacific Coast              3 stops    38.9 km  Monterey → Big Sur
            Route 66                   7 stops   3,074 km  Chicago → Santa Monica
            Kyoto Weekend               1 stop     0.0 km  Kyoto
            Someday                    0 stops     0.0 km  No stops
          """,
        bottom: buttonBar(width: 80)))
  }

  @Test("with nothing to copy, Duplicate says why")
  func nothingSelected() throws {
    let harness = ModuleHarness(trips: [])
    #expect(throws: (any Error).self) { try harness.host.send(.character("D")) }
    #expect(harness.repository.trips.isEmpty)
  }

  @Test("a failed copy is reported and changes nothing")
  func failedCopy() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips())
    harness.repository.failNextWrite = .tripNotFound(harness.repository.trips[0].id)
    harness.presenter.duplicateSelected()
    #expect(harness.repository.trips.count == 3)
    #expect(harness.reported.last?.hasPrefix("Could not duplicate “Pacific Coast”") == true)
    #expect(harness.selectedName == "Pacific Coast")
  }
}
