import Foundation
import TestSupport
import Testing
import TripModels

/// Neighbours that hold the store locked, and signals: the full-screen app keeps echoing keys and
/// ends promptly with the terminal given back; a script line whose save hit the lock fails.
@Suite("Locks and signals", .serialized)
struct LockAndSignalTests {
  @Test(
    "With BEGIN EXCLUSIVE held elsewhere, keys are echoed at once and SIGTERM ends the app within 1 s (needs python3)",
    .requires(.python3, .tmux))
  func lockedStoreKeepsTheAppResponsive() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let tmux = try Tmux(socket: "roadtrip-\(UUID().uuidString.prefix(8))")
    defer { tmux.kill() }
    try tmux.start(command: Self.appCommand(in: sandbox), columns: 80, rows: 24)
    _ = try tmux.waitForScreen(containing: "Pacific Coast")
    let holder = try SQLiteLockHolder.start(on: sandbox.path("roadtrip.sqlite"), exclusive: false)
    defer { holder.release() }

    // A write: it is refused at once, instead of waiting for the lock; the name is kept, waiting.
    try tmux.send(keys: ["a"])
    try tmux.send(literal: "Locked out")
    try tmux.send(keys: ["Enter"])
    let locked = try tmux.waitForScreen(containing: "Trip not added yet: store locked")
    #expect(locked.contains("[Locked out"), "the typed name is kept:\n\(locked)")
    // Keys typed meanwhile are echoed: Esc closes the question (nothing is added).
    let before = try tmux.capture()
    let start = ContinuousClock.now
    try tmux.send(keys: ["Escape"])
    let moved = try tmux.waitForScreen { $0 != before && !$0.contains("New trip's name") }
    let echo = ContinuousClock.now - start
    #expect(!moved.contains("Locked out"), "\(moved)")
    print("key echoed \(echo) after send-keys with the store locked (tmux polling included)")
    #expect(echo < .seconds(1), "a key waited for the lock: \(echo)")

    let pid = try tmux.applicationPID()
    let signalled = ContinuousClock.now
    kill(pid, SIGTERM)
    try tmux.waitForFile(sandbox.path("done.txt"))
    let ended = ContinuousClock.now - signalled
    print("SIGTERM ended the app in \(ended) with the store locked")
    #expect(ended < .seconds(1))
    try Self.expectRestored(tmux, sandbox, status: "143")
  }

  @Test(
    "SIGQUIT, SIGUSR1, SIGUSR2 and SIGALRM restore the terminal before the app ends",
    .requires(.tmux))
  func endingSignalsRestoreTheTerminal() throws {
    for (signal, status) in [(SIGQUIT, "131"), (SIGUSR1, "138"), (SIGUSR2, "140"), (SIGALRM, "142")] {
      let sandbox = try RoadTripProcess()
      defer { sandbox.cleanUp() }
      let tmux = try Tmux(socket: "roadtrip-\(UUID().uuidString.prefix(8))")
      defer { tmux.kill() }
      try tmux.start(command: Self.appCommand(in: sandbox), columns: 80, rows: 24)
      _ = try tmux.waitForScreen(containing: "Pacific Coast")
      kill(try tmux.applicationPID(), signal)
      try tmux.waitForFile(sandbox.path("done.txt"))
      try Self.expectRestored(tmux, sandbox, status: status)
    }
  }

  @Test(
    "A script line whose save hits another program's lock fails the line and the exit status (needs python3)",
    .requires(.python3))
  func lockedScriptLine() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let store = sandbox.path("store.sqlite")
    #expect(try sandbox.run(["--store", store, "export"]).status == 0)
    let holder = try SQLiteLockHolder.start(on: store, exclusive: false)
    let result = try sandbox.run(
      ["--store", store, "--script", "-"], input: "press Add\ntype Locked\nkey enter\nprint\n")
    holder.release()
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("roadtrip: script line 3: store \(store) is locked by another program"))
    #expect(result.stdout.contains("Trip not added yet"), "the frame says so too")
  }

  // MARK: - Helpers

  /// Runs the app on the default store in the sandbox, then records its status and the terminal.
  static func appCommand(in sandbox: RoadTripProcess) -> String {
    "env HOME=\(sandbox.directory.path) ROADTRIP_STORE=\(sandbox.path("roadtrip.sqlite"))"
      + " \(RoadTripProcess.executable.path); echo $? > \(sandbox.path("status.txt"));"
      + " stty -a > \(sandbox.path("stty.txt")); echo done > \(sandbox.path("done.txt")); sleep 60"
  }

  static func expectRestored(_ tmux: Tmux, _ sandbox: RoadTripProcess, status: String) throws {
    let exit = try String(contentsOfFile: sandbox.path("status.txt"), encoding: .utf8)
    #expect(exit.trimmingCharacters(in: .whitespacesAndNewlines) == status)
    let stty = try String(contentsOfFile: sandbox.path("stty.txt"), encoding: .utf8)
    #expect(stty.contains(" icanon") && stty.contains(" echo"), "raw mode left on:\n\(stty)")
    #expect(try tmux.query("#{alternate_on}") == "0", "still in the alternate screen")
    #expect(try tmux.query("#{cursor_flag}") == "1", "cursor left hidden")
  }
}

extension Tmux {
  /// The pid of the program the pane's shell runs (the app).
  func applicationPID() throws -> pid_t {
    let shell = try query("#{pane_pid}")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pgrep", "-P", shell, "-f", "roadtrip"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let pid = String(decoding: data, as: UTF8.self).split(separator: "\n").first.flatMap({ pid_t($0) })
    else { throw TmuxError(message: "the app's process was not found") }
    return pid
  }
}
