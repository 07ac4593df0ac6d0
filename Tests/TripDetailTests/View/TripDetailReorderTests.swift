import Foundation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripDetail

/// Reverse route and "Move to…", typed key by key.
@Suite("Trip detail: reverse and move to", .timeLimit(.minutes(10)))
@MainActor
struct TripDetailReorderTests {
  private func send(_ keys: [Key], to screen: ScreenHarness) throws {
    for key in keys { try screen.driven.send(key) }
  }

  @Test("R reverses the route; the selection stays on the same stop")
  func reverse() throws {
    let screen = ScreenHarness(trip: try Fixtures.pacificCoast(), width: 60, height: 12)
    try send([.character("R")], to: screen)
    #expect(screen.storedStopNames == ["Big Sur", "Carmel", "Monterey"])
    #expect(screen.messages == ["Reversed the route — u to undo"])
    expectSameScreen(
      screen.lines.joined(separator: "\n"),
      """
      Name: [Pacific Coast                                       ]
      Total distance: 38.9 km straight line
      Leg                                            straight line
      1 → 2  Big Sur → Carmel                              33.3 km
      2 → 3  Carmel → Monterey                              5.6 km

      Stops
        1. Big Sur                                36.27°N 121.81°W
        2. Carmel                                 36.56°N 121.92°W
      › 3. Monterey                               36.60°N 121.89°W
      [a] Add stop [d] Delete stop
      [K] Move up [J] Move down [M] Move to… [R] Reverse route
      """)
  }

  @Test("a trip with one stop has nothing to reverse, and says so")
  func reverseOneStop() throws {
    let screen = ScreenHarness(trip: try Trip(name: "Solo", stops: [Fixtures.stop("Kyoto", Fixtures.kyoto)]))
    #expect(throws: (any Error).self) { try screen.driven.send(.character("R")) }
    #expect(screen.storedStopNames == ["Kyoto"])
  }

  @Test("M asks for a position in a box; Enter moves the stop there and the selection follows")
  func moveTo() throws {
    let screen = ScreenHarness(trip: try Fixtures.pacificCoast(), width: 60, height: 12)
    try send([.character("M")], to: screen)
    #expect(try screen.driven.activeConfirmation?.asksForText == true)
    try send([.character("3")], to: screen)
    expectSameScreen(
      screen.lines.joined(separator: "\n"),
      """
      Name: [Pacific Coast                                       ]
      Total distance: 38.9 km straight line
      Leg                                            straight line
      1 → 2  Monterey → Carmel                              5.6 km
      2 → ╭─────────────────────────────────────────────────╮.3 km
          │ Move “Monterey” to position (1–3): [3         ] │
      Stop╰─────────────────────────────────────────────────╯
      › 1. Monterey                               36.60°N 121.89°W
        2. Carmel                                 36.56°N 121.92°W
        3. Big Sur                                36.27°N 121.81°W
      [a] Add stop [d] Delete stop
      [K] Move up [J] Move down [M] Move to… [R] Reverse route
      """)
    try send([.enter], to: screen)
    #expect(screen.storedStopNames == ["Carmel", "Big Sur", "Monterey"])
    #expect(screen.lines.contains { $0.hasPrefix("› 3. Monterey") })
    #expect(try screen.driven.activeConfirmation == nil)
  }

  @Test("a bad position says what to type and keeps the question open; Esc closes it, nothing moves")
  func badPosition() throws {
    let screen = ScreenHarness(trip: try Fixtures.pacificCoast(), width: 60, height: 12)
    try send([.down, .character("M"), .character("9"), .enter], to: screen)
    #expect(try screen.driven.activeConfirmation?.asksForText == true)
    expectSameScreen(
      screen.lines.joined(separator: "\n"),
      """
      Name: [Pacific Coast                                       ]
      Total distance: 38.9 km straight line
      Leg                                            straight line
      1 → 2  Monterey → Carmel                              5.6 km
      2 ╭─────────────────────────────────────────────────────╮ km
        │ Move “Carmel” to position (1–3): [9         ]       │
      St│ ✗ “9” is not a position — type a number from 1 to 3 │
        ╰─────────────────────────────────────────────────────╯9°W
      › 2. Carmel                                 36.56°N 121.92°W
        3. Big Sur                                36.27°N 121.81°W
      [a] Add stop [d] Delete stop
      [K] Move up [J] Move down [M] Move to… [R] Reverse route
      """)
    try send([.backspace, .enter], to: screen)
    #expect(screen.lines.contains { $0.contains("✗ Type a position from 1 to 3") })
    try send([.character("x"), .escape], to: screen)
    #expect(try screen.driven.activeConfirmation == nil)
    #expect(screen.storedStopNames == ["Monterey", "Carmel", "Big Sur"])
    #expect(screen.lines.contains { $0.hasPrefix("› 2. Carmel") })
    #expect(screen.messages.isEmpty)
  }

  @Test("letters typed into Move to… are the answer, not commands")
  func lettersAreText() throws {
    let screen = ScreenHarness(trip: try Fixtures.pacificCoast())
    try send([.character("M"), .character("a"), .character("d"), .character("q")], to: screen)
    #expect(screen.path == [.trip(screen.trip.id)])
    #expect(screen.storedStopNames == ["Monterey", "Carmel", "Big Sur"])
    #expect(screen.lines.contains { $0.contains("[adq") })
  }

  @Test("the position typed is checked against the stops: 0, -1 and 1.5 are refused")
  func positions() {
    #expect(TripDetailInteractor.position(from: " 2 ", count: 3) == .success(1))
    for text in ["0", "-1", "1.5", "4", "", "two"] {
      guard case .failure(let problem) = TripDetailInteractor.position(from: text, count: 3) else {
        Issue.record("\(text) was accepted")
        continue
      }
      #expect(problem.count == 3)
    }
    #expect(
      TripDetailCopy.moveProblem(MoveToProblem(typed: "4", count: 3))
        == "“4” is not a position — type a number from 1 to 3")
  }
}
