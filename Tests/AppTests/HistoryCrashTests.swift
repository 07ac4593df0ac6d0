import Foundation
import Geo
import Platform
import Testing
import TripModels
import TripStore

/// The edit history is written in the same transaction as the edit: a `roadtrip` killed with
/// SIGKILL right after a change loses neither the change nor the way to undo it.
@Suite("Undo history across a crash", .timeLimit(.minutes(10)))
struct HistoryCrashTests {
  @Test("After SIGKILL, the next run undoes the change made just before the kill")
  func undoAfterKill() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    // Create the default store with its sample trips; then a run deletes a trip and goes on printing
    // frames (blocked on the full pipe, still running) until it is killed.
    _ = try sandbox.run(["--script", "-"], input: "print\n")
    let running = try LiveScript(arguments: ["--script", "-"], in: sandbox)
    try running.send(
      "select 2\npress Delete\nkey y\necho deleted\n" + String(repeating: "print\n", count: 5_000))
    try running.waitForOutput(containing: "deleted")
    running.killAbruptly()
    #expect(running.terminationSignal == SIGKILL)

    let after = try sandbox.run(["--script", "-"], input: "print\nkey u\nprint\n")
    let frames = after.stdout.components(separatedBy: "Roadtrips\n")
    #expect(frames.count == 3)
    #expect(!(frames.dropFirst().first ?? "").contains("京都 → 大阪"), "the delete was kept")
    #expect((frames.last ?? "").contains("Undid: delete trip “京都 → 大阪” — redo with U"))
    #expect((frames.last ?? "").contains("京都 → 大阪                4 stops"), "and undone")
  }
}

/// Two processes on one store: an undo whose rows another `roadtrip` process changed is refused.
@MainActor
@Suite("Undo against another process", .timeLimit(.minutes(10)))
struct HistoryConflictTests {
  @Test("Another roadtrip renames the trip after my delete: my undo is refused and nothing changes")
  func refusedAfterAnotherProcess() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let path = sandbox.path("trips.sqlite")
    let mine = try SQLiteTripStore(path: path)
    let trip = try mine.createTrip(named: "Coast")
    let carmel = try mine.addStop(
      to: trip.id, name: "Carmel", coordinate: Coordinate(latitude: 36.55524, longitude: -121.92329))
    try mine.removeStop(carmel.id, from: trip.id)

    let other = try sandbox.run(
      ["--store", path, "--script", "-"], input: "open 1\nset Name \"Their coast\"\n")
    #expect(other.status == 0, "\(other.stderr)")
    let before = try mine.allTrips()
    #expect(before.map(\.name) == ["Their coast"])

    let error = #expect(throws: TripStoreError.self) { _ = try mine.undo() }
    #expect(
      error?.description
        == "cannot undo delete stop “Carmel”: it was changed in another window since — nothing was changed")
    #expect(try mine.allTrips() == before)
    let undoneThere = try sandbox.run(["--store", path, "--script", "-"], input: "key u\nprint\n")
    #expect(undoneThere.stdout.contains("Undid: rename trip “Coast” — redo with U"))
    #expect(try mine.undo()?.description == "delete stop “Carmel”", "once theirs is undone, mine applies")
    #expect(try mine.trip(id: trip.id)?.stops.map(\.name) == ["Carmel"])
  }
}

/// A `roadtrip` run the test reads from while it runs, and can kill.
private final class LiveScript {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var received = Data()

  init(arguments: [String], in sandbox: RoadTripProcess) throws {
    process.executableURL = RoadTripProcess.executable
    process.arguments = arguments
    process.currentDirectoryURL = sandbox.directory
    var environment = ProcessInfo.processInfo.environment
    for key in ["ROADTRIP_STORE", "XDG_DATA_HOME", "XDG_CACHE_HOME", "NO_COLOR"] { environment[key] = nil }
    environment["HOME"] = sandbox.directory.path
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  /// Writes `text` to the run's standard input and closes it (a script is read whole).
  func send(_ text: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    try input.fileHandleForWriting.close()
  }

  /// Reads standard output until it contains `marker` (or the run ends).
  func waitForOutput(containing marker: String) throws {
    while !String(decoding: received, as: UTF8.self).contains(marker) {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { throw LiveScriptEnded(output: String(decoding: received, as: UTF8.self)) }
      received.append(chunk)
    }
  }

  /// Kills the run with SIGKILL and waits for it to end.
  func killAbruptly() {
    _ = kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// The signal that ended the run.
  var terminationSignal: Int32 {
    process.terminationReason == .uncaughtSignal ? process.terminationStatus : 0
  }
}

/// The run ended before printing what the test waited for.
private struct LiveScriptEnded: Error {
  var output: String
}
