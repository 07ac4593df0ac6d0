import Foundation
import TestSupport
import Testing

/// A reader that goes away (`roadtrip export | head`): the writer gets the documented message and
/// exit status 4, never a silent SIGPIPE death (status 141); the full-screen app survives a SIGPIPE
/// with the terminal intact.
@Suite("Broken pipes", .serialized)
struct BrokenPipeTests {
  /// Runs `command` with its standard output into `head -c 1`, which leaves after one byte; the
  /// command's status and standard error are written to files, since a pipeline's status is the
  /// last command's.
  private func runIntoHead(_ command: String, in sandbox: RoadTripProcess) throws -> (
    status: String, stderr: String
  ) {
    let script =
      "( \(command) 2> \(sandbox.path("err.txt")); echo $? > \(sandbox.path("status.txt")) )"
      + " | head -c 1 > /dev/null"
    _ = try sandbox.runShell(script)
    let status = try String(contentsOfFile: sandbox.path("status.txt"), encoding: .utf8)
    let stderr = try String(contentsOfFile: sandbox.path("err.txt"), encoding: .utf8)
    return (status.trimmingCharacters(in: .whitespacesAndNewlines), stderr)
  }

  /// A store with `trips` trips of `stops` stops each, so that an export is megabytes long (far more
  /// than a pipe holds).
  private func largeStore(in sandbox: RoadTripProcess, trips: Int, stops: Int) throws -> String {
    var text = #"{"trips":["#
    for trip in 0..<trips {
      if trip > 0 { text += "," }
      text += #"{"name":"Trip \#(trip)","waypoints":["#
      for stop in 0..<stops {
        if stop > 0 { text += "," }
        text +=
          #"{"name":"Stop \#(trip)-\#(stop)","location":{"latitude":\#(stop % 80),"longitude":\#(trip % 170)}}"#
      }
      text += "]}"
    }
    text += "]}"
    let file = sandbox.path("large.json")
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let store = sandbox.path("large.sqlite")
    let imported = try sandbox.run(["--store", store, "import", file])
    #expect(imported.status == 0, "\(imported.stderr)")
    return store
  }

  @Test func exportIntoAClosedPipeSaysSoAndExitsFourNotSigpipe() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let store = try largeStore(in: sandbox, trips: 100, stops: 200)
    for format in ["json", "gpx"] {
      let result = try runIntoHead(#""$ROADTRIP" --store \#(store) export --format \#(format)"#, in: sandbox)
      #expect(result.status == "4", "\(format): \(result.stderr)")
      #expect(
        result.stderr.hasPrefix("roadtrip: cannot write to standard output"), "\(format): \(result.stderr)")
    }
  }

  @Test func aScriptPrintingIntoAClosedPipeStopsWithStatusFour() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let lines = String(repeating: "print\n", count: 2_000)
    try lines.write(toFile: sandbox.path("prints.txt"), atomically: true, encoding: .utf8)
    let store = sandbox.path("store.sqlite")
    let result = try runIntoHead(
      #""$ROADTRIP" --store \#(store) --script \#(sandbox.path("prints.txt"))"#, in: sandbox)
    #expect(result.status == "4", "\(result.stderr)")
    #expect(result.stderr.contains("cannot write to standard output"), "\(result.stderr)")
  }

  @Test(
    "SIGPIPE leaves the full-screen app running, and quitting then restores the terminal", .requires(.tmux))
  func sigpipeDoesNotEndTheFullScreenApp() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let tmux = try Tmux(socket: "roadtrip-\(UUID().uuidString.prefix(8))")
    defer { tmux.kill() }
    try tmux.start(command: LockAndSignalTests.appCommand(in: sandbox), columns: 80, rows: 24)
    _ = try tmux.waitForScreen(containing: "Pacific Coast")
    kill(try tmux.applicationPID(), SIGPIPE)
    // Still answering keys after the signal: Enter opens the selected trip.
    try tmux.send(keys: ["Enter"])
    _ = try tmux.waitForScreen(containing: "Total distance")
    try tmux.send(keys: ["Escape"])
    _ = try tmux.waitForScreen { !$0.contains("Total distance") && $0.contains("Pacific Coast") }
    try tmux.send(keys: ["q"])
    try tmux.waitForFile(sandbox.path("done.txt"))
    try LockAndSignalTests.expectRestored(tmux, sandbox, status: "0")
  }
}
