import Terminal
import Testing
import TextUI

@Suite("Virtual terminal and run-loop helpers", .timeLimit(.minutes(10)))
@MainActor
struct VirtualTerminalTests {
  @Test("frames are kept and counted as a TTY would get them; nothing is shown unless entered")
  func presenting() throws {
    let terminal = VirtualTerminal(size: Size(width: 20, height: 3))
    var frame = Canvas(width: 20, height: 3)
    frame.draw("Roadtrips", x: 0, y: 0, style: Style(bold: true))
    terminal.present(frame)
    #expect(terminal.frame == nil)

    try terminal.enter()
    terminal.present(frame)
    #expect(terminal.frame == frame)
    #expect(terminal.writeCount == 1)
    let bytes = terminal.byteCount
    terminal.present(frame)
    #expect(terminal.writeCount == 1 && terminal.byteCount == bytes, "an unchanged frame writes nothing")
    terminal.present(frame, cursor: .visible(column: 3, row: 1))
    #expect(terminal.writeCount == 2 && terminal.cursor == .visible(column: 3, row: 1))
  }

  @Test("a rendered view is presented with its cursor")
  func renderedFrame() throws {
    let terminal = VirtualTerminal(size: Size(width: 12, height: 2))
    try terminal.enter()
    let rendered = ViewRenderer.render(Text("Stop: Kyoto"), size: Size(width: 12, height: 2))
    terminal.present(rendered)
    #expect(terminal.frame.map(PlainTextRenderer.lines) == ["Stop: Kyoto", ""])
    #expect(terminal.cursor == .hidden)
    #expect(CursorPlacement(Point(x: 4, y: 1)) == .visible(column: 4, row: 1))
    #expect(CursorPlacement(nil) == .hidden)
  }

  @Test("keys, resizes and quit requests arrive in order; the stream ends after quit")
  func events() async throws {
    let terminal = VirtualTerminal()
    try terminal.enter()
    terminal.send(.character("a"))
    terminal.resize(to: Size(width: 100, height: 30))
    terminal.requestQuit(.interrupt)
    var received: [TerminalEvent] = []
    for await event in terminal.events { received.append(event) }
    #expect(
      received == [
        .key(.character("a")), .resize(Size(width: 100, height: 30)), .quit(.interrupt),
      ])
    #expect(terminal.size == Size(width: 100, height: 30))
    #expect(!terminal.isEntered)
    #expect(QuitReason.interrupt.exitStatus == 130 && QuitReason.terminate.exitStatus == 143)
  }

  @Test("a session leaves the terminal on return and on a thrown error")
  func session() async throws {
    struct Failure: Error {}
    let terminal = VirtualTerminal()
    let entered = try await terminal.session { terminal.isEntered }
    #expect(entered && !terminal.isEntered)
    await #expect(throws: Failure.self) {
      try await terminal.session { throw Failure() }
    }
    #expect(!terminal.isEntered && terminal.enterCount == 2)
  }
}
