import Foundation
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripList

@Suite("Trip list module, driven like a script", .timeLimit(.minutes(10)))
@MainActor
struct TripListModuleTests {
  @Test("the screen's title is “Roadtrips”")
  func title() throws {
    let harness = ModuleHarness(trips: try TripFixtures.sampleTrips())
    #expect(harness.screen.title() == "Roadtrips")
  }

  @Test("press Add, type a name, Enter: the trip is created at the top and opened")
  func pressAdd() throws {
    let harness = ModuleHarness(trips: try TripFixtures.sampleTrips())
    try harness.host.press("Add")
    #expect(harness.frameText.hasPrefix("New trip's name: ["))
    for character in "New Trip" { try harness.host.send(.character(character)) }
    try harness.host.send(.enter)
    let created = try #require(harness.repository.trips.first)
    #expect(created.name == "New Trip")
    #expect(harness.path == [.trip(created.id)])
    expectSameScreen(
      harness.frameText,
      screenText(
        height: 24,
        top: """
          › New Trip                  0 stops     0.0 km  No stops                       ▶
            Pacific Coast             3 stops    38.9 km  Monterey → Big Sur
            Kyoto Weekend              1 stop     0.0 km  Kyoto
            Someday                   0 stops     0.0 km  No stops
          """,
        bottom: buttonBar(width: 80)))
  }

  @Test("key a asks for a name; the letters typed are the name, not commands")
  func keyA() throws {
    let harness = ModuleHarness(trips: [])
    #expect(try harness.host.send(.character("a")))
    for character in "ad/q" { try harness.host.send(.character(character)) }
    #expect(harness.repository.trips.isEmpty)
    try harness.host.send(.enter)
    #expect(harness.repository.trips.map(\.name) == ["ad/q"])
    #expect(harness.path.count == 1)
  }

  @Test("key d asks, n keeps the trip, d then y deletes it and selects the next")
  func deleteWithKeys() throws {
    let harness = ModuleHarness(trips: try TripFixtures.sampleTrips())
    try harness.host.select(row: 2)
    try harness.host.send(.character("d"))
    #expect(harness.host.activeConfirmation?.prompt == "Delete “Kyoto Weekend” and its 1 stop? (y/n)")
    #expect(harness.frameText.contains("Delete “Kyoto Weekend” and its 1 stop? (y/n)"))
    try harness.host.send(.character("n"))
    #expect(harness.host.activeConfirmation == nil)
    #expect(harness.repository.trips.count == 3)

    try harness.host.press("Delete")
    try harness.host.send(.character("y"))
    #expect(harness.repository.trips.map(\.name) == ["Pacific Coast", "Someday"])
    #expect(harness.host.activeConfirmation == nil)
    #expect(harness.host.frame.elements.first { $0.kind == .list }?.selectedRow == 2)
    #expect(harness.messages.texts == ["Deleted “Kyoto Weekend” — u to undo"])
    expectSameScreen(
      harness.frameText,
      screenText(
        height: 24,
        top: """
            Pacific Coast              3 stops    38.9 km  Monterey → Big Sur
          › Someday                    0 stops     0.0 km  No stops
          """,
        bottom: buttonBar(width: 80)))
  }

  @Test("while the question is open, buttons cannot be pressed")
  func questionCapturesInput() throws {
    let harness = ModuleHarness(trips: try TripFixtures.sampleTrips())
    try harness.host.press("d")
    #expect(throws: InteractionError.self) { try harness.host.press("Add") }
    try harness.host.send(.escape)
    #expect(harness.host.activeConfirmation == nil)
    #expect(harness.repository.trips.count == 3)
  }

  @Test("Delete on an empty list is disabled and says why")
  func deleteDisabled() throws {
    let harness = ModuleHarness(trips: [])
    #expect(harness.frameText.hasPrefix("No trips yet — press a to add one."))
    #expect(throws: InteractionError.disabled("Delete", reason: "Select a trip to delete it")) {
      try harness.host.press("Delete")
    }
  }

  @Test("open N pushes that trip; ↓ and Enter open the next one")
  func openWithScriptAndKeys() async throws {
    let trips = try TripFixtures.sampleTrips()
    let harness = ModuleHarness(trips: trips)
    try harness.host.open(row: 3)
    #expect(harness.path == [.trip(trips[2].id)])
    _ = await harness.stack.pop()
    try harness.host.send(.up)
    try harness.host.send(.character("k"))
    try harness.host.send(.character("j"))
    try harness.host.send(.enter)
    #expect(harness.path == [.trip(trips[1].id)])
  }

  @Test("a trip deleted by another process disappears from the screen")
  func externalDeletionOnScreen() throws {
    let trips = try TripFixtures.sampleTrips()
    let harness = ModuleHarness(trips: trips)
    try harness.host.select(row: 1)
    _ = harness.host.render()
    harness.repository.simulateExternalDeletion(of: trips[0].id)
    #expect(harness.host.needsRender)
    expectSameScreen(
      harness.frameText,
      screenText(
        height: 24,
        top: """
          › Kyoto Weekend               1 stop     0.0 km  Kyoto
            Someday                    0 stops     0.0 km  No stops
          """,
        bottom: buttonBar(width: 80)))
  }

  @Test("a rename re-renders the list once; a write to a trip off screen does not re-render it")
  func rerendersOnlyWhenShownDataChanges() throws {
    let trips = try TripFixtures.numberedTrips(300)
    let harness = ModuleHarness(trips: trips)
    _ = harness.host.render()
    let rendersBefore = harness.host.renderCount
    try harness.repository.renameTrip(trips[250].id, to: "Far down")
    #expect(harness.host.needsRender == false)
    try harness.repository.renameTrip(trips[1].id, to: "Renamed")
    #expect(harness.host.needsRender)
    _ = harness.host.renderIfNeeded()
    #expect(harness.host.renderCount == rendersBefore + 1)
    #expect(harness.frameText.contains("Renamed"))
  }

  // MARK: - Lifetime

  @Test("dropping the screen releases the module and stops observing the store")
  func deallocation() async throws {
    let repository = InMemoryTripRepository(trips: try TripFixtures.sampleTrips())
    let stack = NavigationStack<Route>(root: .trips)
    weak var owner: AnyObject?
    weak var presenter: TripListPresenter?
    do {
      let screen = TripListModule.build(repository: repository, stack: stack, units: .kilometers) { _ in }
      owner = screen.owner
      presenter = screen.owner as? TripListPresenter
      let host = ScreenHost(size: Size(width: 80, height: 24)) { screen.content }
      try host.press("Add")
      for character in "Iceland" { try host.send(.character(character)) }
      try host.send(.enter)
      try host.open(row: 2)
      await screen.settle()
      _ = host.render()
      #expect(repository.observerCount == 1)
    }
    #expect(owner == nil)
    #expect(presenter == nil)
    #expect(repository.observerCount == 0)
    #expect(stack.state.path.map(\.route) == [.trip(repository.trips[1].id)])
  }
}
