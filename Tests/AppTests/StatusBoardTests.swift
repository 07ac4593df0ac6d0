import Testing

@testable import App

/// The status line's message lasts until the next key or for 5 s (an injected clock), and errors
/// are marked in text, not only by colour.
@MainActor
@Suite("Status line")
struct StatusBoardTests {
  final class ManualClock {
    var now = ContinuousClock.now
  }

  @Test("a message expires after 5 s without a key, not before")
  func expiresByTime() {
    let clock = ManualClock()
    let board = StatusBoard(now: { clock.now })
    board.post("Saved")
    clock.now += .seconds(4)
    board.expire()
    #expect(board.message == "Saved")
    clock.now += .seconds(1)
    board.expire()
    #expect(board.message.isEmpty)
  }

  @Test("the next key clears a message; an error is marked ✗ and flagged")
  func nextKeyAndErrors() {
    let board = StatusBoard()
    board.post("already at the trip list", isError: true)
    #expect(board.message == "✗ already at the trip list")
    #expect(board.isError)
    board.keyPressed()
    #expect(board.message.isEmpty)
    #expect(!board.isError)
  }
}
