import Foundation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripDetail

/// The built screen driven like a script would: `set`, `type`, `press`, `key`, `select`, `open`.
@Suite("Trip detail screen, driven", .timeLimit(.minutes(10)))
@MainActor
struct TripDetailScreenTests {
  private func pacific() throws -> ScreenHarness {
    ScreenHarness(trip: try Fixtures.pacificCoast())
  }

  // MARK: - Name

  @Test("a name set or typed by a script is saved at once, and each change says how to undo it")
  func liveTitle() throws {
    let screen = try pacific()
    #expect(screen.title == "Pacific Coast")
    try screen.driven.setText("Name", "Pacific")
    #expect(screen.title == "Pacific")
    try screen.driven.type(" Highway")
    #expect(screen.title == "Pacific Highway")
    #expect(screen.lines.first == "Name: [Pacific Highway" + String(repeating: " ", count: 57) + "]")
    #expect(screen.repository.trips.first?.name == "Pacific Highway")
    #expect(screen.messages.allSatisfy { $0.hasPrefix("Renamed the trip") && $0.hasSuffix("u to undo") })
    #expect(!screen.messages.isEmpty)
  }

  @Test("while the Name field is edited, letters go into it, not to the shortcuts; Enter saves them")
  func typingIsNotAShortcut() throws {
    let screen = try pacific()
    try screen.driven.setText("Name", "Trip")
    try screen.driven.send(.character("a"))
    #expect(screen.title == "Trip", "the name is saved when its edit ends, not at every key")
    try screen.driven.send(.enter)
    #expect(screen.title == "Tripa")
    #expect(screen.storedStopNames.count == 3)
  }

  @Test("Esc in the Name field puts back the stored name and writes nothing")
  func escapeRestoresTheName() throws {
    let screen = try pacific()
    try screen.driven.focus("Name")
    for character in "Oops" { try screen.driven.send(.character(character)) }
    #expect(screen.lines.first?.hasPrefix("Name: [Oops") == true)
    try screen.driven.send(.escape)
    #expect(screen.lines.first?.hasPrefix("Name: [Pacific Coast") == true)
    #expect(screen.repository.trips.first?.name == "Pacific Coast")
    #expect(screen.messages.isEmpty)
  }

  @Test("an empty name is not saved and the screen says why")
  func emptyName() throws {
    let screen = try pacific()
    try screen.driven.setText("Name", "")
    #expect(screen.title == "Pacific Coast")
    #expect(screen.lines[0].hasPrefix("Name: [Pacific Coast"))
    #expect(screen.messages == ["a trip needs a name — kept “Pacific Coast”"])
  }

  @Test("the field takes at most 60 characters")
  func nameLimit() throws {
    let screen = try pacific()
    #expect(throws: InteractionError.tooLong(field: "Name", limit: 60, count: 61)) {
      try screen.driven.setText("Name", String(repeating: "x", count: 61))
    }
    try screen.driven.setText("Name", String(repeating: "x", count: 60))
    try screen.driven.send(.character("y"))
    #expect(screen.title == String(repeating: "x", count: 60))
  }

  // MARK: - Stops

  @Test("“Add stop” opens a new stop's editor after the selected stop; nothing is stored")
  func addStop() throws {
    let screen = try pacific()
    try screen.driven.select(row: 2)
    try screen.driven.press("Add stop")
    let carmel = screen.trip.stops[1].id
    #expect(screen.path == [.trip(screen.trip.id), .newStop(trip: screen.trip.id, after: carmel)])
    #expect(screen.storedStopNames == ["Monterey", "Carmel", "Big Sur"])
  }

  @Test("the a key opens a new stop's editor while the list has the focus")
  func addStopKey() throws {
    let screen = try pacific()
    try screen.driven.send(.character("a"))
    #expect(
      screen.path == [.trip(screen.trip.id), .newStop(trip: screen.trip.id, after: screen.trip.stops[0].id)])
    #expect(screen.storedStopNames == ["Monterey", "Carmel", "Big Sur"])
  }

  @Test("d asks before deleting; n keeps the stop, y deletes it")
  func deleteStop() throws {
    let screen = try pacific()
    try screen.driven.select(row: 2)
    try screen.driven.send(.character("d"))
    #expect(screen.lines.contains { $0.contains("│ Delete “Carmel”? (y/n) │") })
    try screen.driven.send(.character("n"))
    #expect(screen.storedStopNames == ["Monterey", "Carmel", "Big Sur"])
    #expect(!screen.lines.contains { $0.contains("Delete “Carmel”?") })
    try screen.driven.press("Delete stop")
    try screen.driven.send(.character("y"))
    #expect(screen.storedStopNames == ["Monterey", "Big Sur"])
    #expect(screen.lines.contains { $0.hasPrefix("› 2. Big Sur") })
    #expect(screen.messages == ["Deleted stop “Carmel” — u to undo"])
  }

  @Test("J and K move the selected stop; the selection follows it")
  func moveStop() throws {
    let screen = try pacific()
    try screen.driven.send(.character("J"))
    try screen.driven.send(.character("J"))
    #expect(screen.storedStopNames == ["Carmel", "Big Sur", "Monterey"])
    #expect(screen.lines.contains { $0.hasPrefix("› 3. Monterey") })
    #expect(throws: InteractionError.disabled("Move down", reason: "The last stop cannot move down")) {
      try screen.driven.press("Move down")
    }
    try screen.driven.press("Move up")
    #expect(screen.storedStopNames == ["Carmel", "Monterey", "Big Sur"])
    #expect(screen.lines.contains { $0.hasPrefix("› 2. Monterey") })
    #expect(
      screen.lines.contains {
        $0.hasPrefix(" 1 → 2  Carmel → Monterey") || $0.contains("1 → 2  Carmel → Monterey")
      })
  }

  @Test("Enter on a stop, or open N, opens the stop editor")
  func openStop() throws {
    let screen = try pacific()
    try screen.driven.open(row: 3)
    let bigSur = screen.trip.stops[2].id
    #expect(screen.path == [.trip(screen.trip.id), .waypoint(trip: screen.trip.id, waypoint: bigSur)])
    screen.stack.prune { $0 == .waypoint(trip: screen.trip.id, waypoint: bigSur) }
    try screen.driven.send(.up)
    try screen.driven.send(.enter)
    #expect(screen.path.last == .waypoint(trip: screen.trip.id, waypoint: screen.trip.stops[1].id))
  }

  // MARK: - Deleted elsewhere, lifetime

  @Test("a trip deleted by another process is closed with a message")
  func deletedElsewhere() throws {
    let screen = try pacific()
    try screen.driven.open(row: 1)
    screen.repository.simulateExternalDeletion(of: screen.trip.id)
    #expect(screen.path.isEmpty)
    #expect(screen.messages == ["“Pacific Coast” was deleted elsewhere"])
  }

  @Test("a popped screen is deallocated and stops observing the store")
  func deallocation() async throws {
    let screen = try pacific()
    _ = try screen.driven.frame
    weak let owner = screen.screen?.owner
    #expect(owner != nil)
    #expect(screen.repository.observerCount == 1)
    await screen.stack.pop()
    screen.drop()
    #expect(owner == nil)
    #expect(screen.repository.observerCount == 0)
  }

  @Test("a screen built for a missing trip closes itself once settled")
  func missingTrip() async throws {
    let repository = InMemoryTripRepository()
    let ghost = TripID()
    let stack = NavigationStackFixture.detail(of: ghost)
    var messages: [String] = []
    let screen = TripDetailModule.build(
      tripID: ghost, repository: repository, stack: stack, units: .miles, report: { messages.append($0.text) }
    )
    await screen.settle()
    #expect(stack.state.path.isEmpty)
    #expect(messages == ["This trip no longer exists — it was deleted, perhaps elsewhere"])
  }
}
