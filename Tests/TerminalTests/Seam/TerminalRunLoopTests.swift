import Observation
import Terminal
import Testing
import TextUI

// MARK: - Run loop: host + terminal

@MainActor
@Observable
private final class Counter {
  var count = 0
  var unrelated = 0
}

private struct CounterView: View {
  let counter: Counter
  var body: some View {
    Text("Count: \(counter.count)")
  }
}

@Suite("Terminal run loop", .timeLimit(.minutes(10)))
@MainActor
struct TerminalRunLoopTests {
  private func makeLoop(_ counter: Counter, size: Size = Size(width: 20, height: 2))
    -> (TerminalRunLoop, VirtualTerminal)
  {
    let terminal = VirtualTerminal(size: size)
    let host = ScreenHost(size: Size(width: 1, height: 1)) { CounterView(counter: counter) }
    return (TerminalRunLoop(terminal: terminal, host: host), terminal)
  }

  @Test("keys change the model, each change is one frame, and quit returns the status")
  func keysAndQuit() async throws {
    let counter = Counter()
    let (loop, terminal) = makeLoop(counter)
    terminal.send(.character("+"))
    terminal.send(.character("+"))
    terminal.send(.character("u"))
    terminal.send(.character("q"))
    let status = try await loop.run { key in
      switch key {
      case .character("+"):
        counter.count += 1
        counter.count += 0  // a second change in the same event: still one frame
      case .character("u"): counter.unrelated += 1  // not read by the screen: no frame
      case .character("q"): return .quit(status: 7)
      default: break
      }
      return .proceed
    }
    #expect(status == 7)
    #expect(terminal.frame.map(PlainTextRenderer.lines) == ["Count: 2", ""])
    #expect(terminal.writeCount == 3, "first frame + one per '+'")
    #expect(!terminal.isEntered)
  }

  @Test("a frame the key handler rendered to read it (an answered question) still reaches the terminal")
  func frameReadDuringAKeyIsPresented() async throws {
    let counter = Counter()
    let (loop, terminal) = makeLoop(counter)
    terminal.send(.character("n"))
    terminal.send(.character("q"))
    let status = try await loop.run { [loop] key in
      if key == .character("q") { return .quit(status: 0) }
      counter.count = 5  // the question closes…
      _ = loop.host.frame  // …and the App reads the new frame (which renders it) before returning
      return .proceed
    }
    #expect(status == 0)
    #expect(terminal.frame.map(PlainTextRenderer.lines) == ["Count: 5", ""], "the terminal shows the answer")
  }

  @Test("a model change made outside any key (a finished search) is presented on its own")
  func changeWithoutKey() async throws {
    let counter = Counter()
    let (loop, terminal) = makeLoop(counter)
    let running = Task { try await loop.run { _ in .quit(status: 0) } }
    await terminal.untilWrites(1)
    counter.count = 41
    counter.count = 42
    await terminal.untilWrites(2)
    #expect(terminal.frame.map(PlainTextRenderer.lines) == ["Count: 42", ""])
    terminal.send(.character("q"))
    #expect(try await running.value == 0)
    #expect(terminal.writeCount == 2, "two changes, one frame")
  }

  @Test("a resize renders at the new size; a quit signal ends the loop with its status")
  func resizeAndSignal() async throws {
    let counter = Counter()
    let (loop, terminal) = makeLoop(counter)
    terminal.resize(to: Size(width: 12, height: 3))
    terminal.requestQuit(.terminate)
    let status = try await loop.run { _ in .proceed }
    #expect(status == 143)
    #expect(terminal.frame?.width == 12 && terminal.frame?.height == 3)
    #expect(loop.host.size == Size(width: 12, height: 3))
  }

  @Test("an error thrown by the key handler leaves the terminal and reaches the caller")
  func thrownError() async throws {
    struct Failure: Error {}
    let (loop, terminal) = makeLoop(Counter())
    terminal.send(.enter)
    await #expect(throws: Failure.self) {
      _ = try await loop.run { _ in throw Failure() }
    }
    #expect(!terminal.isEntered)
  }
}
