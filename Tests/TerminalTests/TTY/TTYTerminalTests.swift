import Platform
import Testing
import TextUI

@testable import Terminal

// MARK: - A real terminal on a pseudo-terminal

/// These tests give `TTYTerminal` the slave side of a real pseudo-terminal and check, from the master
/// side, what a user would see: the settings of their terminal, the screen, the keys that arrive.
/// They run one at a time because signals and terminal settings are process-wide.
@Suite("TTY terminal on a pseudo-terminal", .serialized, .timeLimit(.minutes(10)))
@MainActor
struct TTYTerminalTests {
  private struct Boom: Error {}

  private final class Flag {
    var isSet = false
  }

  private func makeTerminal(_ pty: PseudoTerminal, stop: @escaping @MainActor () -> Void = {}) -> TTYTerminal
  {
    TTYTerminal(input: pty.slave, output: pty.slave, watchedSignals: [], stopProcess: stop)
  }

  // MARK: - Raw mode

  @Test("enter puts the TTY in raw mode and on the alternate screen; leave restores both exactly")
  func rawModeRoundTrip() throws {
    let pty = try PseudoTerminal()
    let original = pty.slaveSettings()
    #expect(original.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG))
    let terminal = makeTerminal(pty)

    try terminal.enter()
    let raw = pty.slaveSettings()
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
    #expect(raw.c_iflag & tcflag_t(ICRNL | IXON | BRKINT | ISTRIP) == 0)
    #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
    #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
    let entered = String(decoding: pty.drainOutput(), as: UTF8.self)
    #expect(entered.contains("\u{1B}[?1049h"))  // alternate screen
    #expect(entered.contains("\u{1B}[?25l"))  // hidden cursor
    #expect(entered.contains("\u{1B}[?2004h"))  // bracketed paste

    terminal.leave()
    #expect(pty.slaveSettings().summary == original.summary)
    let left = String(decoding: pty.drainOutput(), as: UTF8.self)
    #expect(left.contains("\u{1B}[?1049l"))
    #expect(left.contains("\u{1B}[?25h"))
    #expect(left.contains("\u{1B}[?2004l"))
    terminal.leave()
    #expect(pty.drainOutput(quiet: 10).isEmpty, "a second leave writes nothing")
  }

  @Test("an error thrown inside a session still restores the terminal")
  func restoredAfterThrownError() async throws {
    let pty = try PseudoTerminal()
    let original = pty.slaveSettings()
    let terminal = makeTerminal(pty)
    await #expect(throws: Boom.self) {
      try await terminal.session {
        #expect(pty.slaveSettings().c_lflag & tcflag_t(ICANON) == 0)
        throw Boom()
      }
    }
    #expect(pty.slaveSettings().summary == original.summary)
    #expect(String(decoding: pty.drainOutput(), as: UTF8.self).hasSuffix("\u{1B}[?1049l"))
  }

  @Test("a session that returns normally restores the terminal and passes the result on")
  func restoredAfterReturn() async throws {
    let pty = try PseudoTerminal()
    let original = pty.slaveSettings()
    let terminal = makeTerminal(pty)
    let result = try await terminal.session { 42 }
    #expect(result == 42)
    #expect(pty.slaveSettings().summary == original.summary)
  }

  @Test("a file that is not a terminal is refused with a clear message, and nothing changes")
  func notATerminal() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let terminal = TTYTerminal(input: ends[0], output: ends[1])
    #expect(throws: TerminalError.notATerminal(fileDescriptor: ends[1])) { try terminal.enter() }
    #expect(terminal.size == .standardTerminal)
    #expect("\(TerminalError.notATerminal(fileDescriptor: 0))".contains("--script"))

    // Keys from a terminal but output to a pipe: refused too, and the terminal is left untouched.
    let pty = try PseudoTerminal()
    let original = pty.slaveSettings()
    let halfTerminal = TTYTerminal(input: pty.slave, output: ends[1])
    #expect(throws: TerminalError.notATerminal(fileDescriptor: ends[1])) { try halfTerminal.enter() }
    #expect(pty.slaveSettings().summary == original.summary)
    halfTerminal.leave()
  }

  // MARK: - Signals and job control

  @Test("SIGTERM, SIGINT and SIGHUP restore the terminal, then ask the app to quit")
  func quitSignals() async throws {
    for (signal, reason) in [(SIGTERM, QuitReason.terminate), (SIGINT, .interrupt), (SIGHUP, .hangup)] {
      let pty = try PseudoTerminal()
      let original = pty.slaveSettings()
      let terminal = makeTerminal(pty)
      try terminal.enter()
      terminal.handle(signal: signal)
      #expect(pty.slaveSettings().summary == original.summary)
      #expect(String(decoding: pty.drainOutput(), as: UTF8.self).hasSuffix("\u{1B}[?1049l"))
      #expect(await nextEvent(terminal.events) == .quit(reason))
      #expect(await nextEvent(terminal.events) == nil, "the stream ends after quit")
    }
  }

  @Test("suspending restores the terminal before the process stops; resuming re-enters and redraws")
  func suspendAndResume() async throws {
    let pty = try PseudoTerminal(columns: 30, rows: 5)
    let original = pty.slaveSettings()
    var settingsWhenStopped: [UInt64] = []
    let terminal = makeTerminal(pty) { settingsWhenStopped = pty.slaveSettings().summary }
    try terminal.enter()
    var frame = Canvas(width: 30, height: 5)
    frame.draw("Roadtrips", x: 0, y: 0, style: .plain)
    terminal.present(frame, cursor: .hidden)
    _ = pty.drainOutput()

    terminal.handle(signal: SIGTSTP)
    #expect(settingsWhenStopped == original.summary)
    #expect(String(decoding: pty.drainOutput(), as: UTF8.self).hasSuffix("\u{1B}[?1049l"))
    terminal.present(frame, cursor: .hidden)
    #expect(pty.drainOutput(quiet: 10).isEmpty, "nothing is drawn while suspended")

    terminal.handle(signal: SIGCONT)
    #expect(pty.slaveSettings().c_lflag & tcflag_t(ICANON | ECHO) == 0)
    #expect(await nextEvent(terminal.events) == .resize(Size(width: 30, height: 5)))
    terminal.present(frame, cursor: .hidden)
    var screen = ScreenEmulator(width: 30, height: 5)
    screen.apply(pty.drainOutput())
    #expect(screen.lines[0] == "Roadtrips" + String(repeating: " ", count: 21), "redrawn in full")
    terminal.leave()
    #expect(pty.slaveSettings().summary == original.summary)
  }

  @Test("Ctrl-Z typed in raw mode suspends like SIGTSTP")
  func controlZ() async throws {
    let pty = try PseudoTerminal()
    let original = pty.slaveSettings()
    var stops = 0
    var settingsWhenStopped: [UInt64] = []
    var stopped: CheckedContinuation<Void, Never>?
    let terminal = makeTerminal(pty) {
      stops += 1
      settingsWhenStopped = pty.slaveSettings().summary
      stopped?.resume()
      stopped = nil
    }
    try terminal.enter()
    pty.type([0x1A])
    pty.type("x")
    #expect(await nextEvent(terminal.events) == .key(.character("x")))
    if stops == 0 { await withCheckedContinuation { stopped = $0 } }
    #expect(settingsWhenStopped == original.summary)
    terminal.leave()
  }

  @Test("SIGWINCH reports the new size")
  func resizeSignal() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    let terminal = makeTerminal(pty)
    try terminal.enter()
    #expect(terminal.size == Size(width: 80, height: 24))
    pty.resize(columns: 120, rows: 40)
    terminal.handle(signal: SIGWINCH)
    #expect(await nextEvent(terminal.events) == .resize(Size(width: 120, height: 40)))
    terminal.leave()
  }

  @Test("a real SIGWINCH reaches the terminal through its signal sources")
  func realWindowChangeSignal() async throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    let terminal = TTYTerminal(
      input: pty.slave, output: pty.slave, watchedSignals: [SIGWINCH], stopProcess: {})
    try terminal.enter()
    defer { terminal.leave() }
    pty.resize(columns: 100, rows: 30)
    // Signal sources are registered asynchronously: repeat the (harmless) signal until it is seen.
    let received = Flag()
    let waiter = Task {
      let event = await nextEvent(terminal.events, within: 20)
      received.isSet = true
      return event
    }
    var attempts = 0
    while !received.isSet && attempts < 400 {
      kill(getpid(), SIGWINCH)
      try await Task.sleep(for: .milliseconds(25))
      attempts += 1
    }
    #expect(await waiter.value == .resize(Size(width: 100, height: 30)))
  }

  // MARK: - Keys

  @Test("keys typed on the terminal arrive as events, split or not")
  func typedKeys() async throws {
    let pty = try PseudoTerminal()
    let terminal = makeTerminal(pty)
    try terminal.enter()
    defer { terminal.leave() }
    pty.type("\u{1B}[A")
    pty.type([0xE4, 0xBA])  // 京, split across writes
    pty.type([0xAC, 0x0D, 0x7F, 0x03])
    pty.type("\u{1B}[200~paste\r\nme\u{1B}[201~")
    var events: [TerminalEvent] = []
    for _ in 0..<6 {
      guard let event = await nextEvent(terminal.events) else { break }
      events.append(event)
    }
    #expect(
      events == [
        .key(.up), .key(.character("京")), .key(.enter), .key(.backspace), .key(.ctrlC),
        .key(.paste("paste\nme")),
      ])
  }

  @Test("a lone Esc arrives as the Esc key once the timeout passes")
  func loneEscape() async throws {
    let pty = try PseudoTerminal()
    let terminal = makeTerminal(pty)
    try terminal.enter()
    defer { terminal.leave() }
    pty.type([0x1B])
    #expect(await nextEvent(terminal.events) == .key(.escape))
  }

  @Test("closing the terminal window is a hang-up: restored, and quit")
  func hangUp() async throws {
    let pty = try PseudoTerminal()
    let terminal = makeTerminal(pty)
    try terminal.enter()
    pty.hangUp()
    #expect(await nextEvent(terminal.events) == .quit(.hangup))
  }

  // MARK: - Frames

  @Test("frames reach the terminal as diffs; an unchanged frame writes nothing")
  func frames() throws {
    let pty = try PseudoTerminal(columns: 20, rows: 4)
    let terminal = makeTerminal(pty)
    try terminal.enter()
    defer { terminal.leave() }
    var screen = ScreenEmulator(width: 20, height: 4)
    screen.apply(pty.drainOutput())
    var frame = Canvas(width: 20, height: 4)
    frame.draw("Stop: 京都", x: 0, y: 0, style: Style(bold: true))
    frame.draw("Search: Kyo", x: 0, y: 2, style: .plain)
    terminal.present(frame, cursor: .visible(column: 11, row: 2))
    screen.apply(pty.drainOutput())
    #expect(screen.violations.isEmpty)
    #expect(screen.matches(frame))
    #expect(screen.cursorVisible && screen.row == 2 && screen.column == 11)

    terminal.present(frame, cursor: .visible(column: 11, row: 2))
    #expect(pty.drainOutput(quiet: 10).isEmpty)

    frame.draw("Search: Kyoto", x: 0, y: 2, style: .plain)
    terminal.present(frame, cursor: .visible(column: 13, row: 2))
    let diff = pty.drainOutput()
    #expect(
      diff.count < 48, "only a row position, the two new letters and a cursor move: \(diff.count) bytes")
    screen.apply(diff)
    #expect(screen.matches(frame))
  }
}
