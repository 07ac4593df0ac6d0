import Foundation
import TestSupport
import Testing
import TripModels

/// The full-screen app in a real pseudo-terminal (tmux): keys in, screen out, split view switching
/// on resize, the terminal given back as it was after `q`, and a trip planned by typing.
@Suite("Interactive session in a pseudo-terminal", .serialized, .requires(.tmux))
struct InteractiveTerminalTests {
  @Test("keys, split view at 120 columns, one column at 80, q restores the terminal")
  func session() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let tmux = try Tmux(socket: "roadtrip-\(UUID().uuidString.prefix(8))")
    defer { tmux.kill() }
    let command =
      "env HOME=\(sandbox.directory.path) \(RoadTripProcess.executable.path);"
      + " stty -a > \(sandbox.path("stty.txt")); echo done > \(sandbox.path("done.txt")); sleep 60"
    try tmux.start(command: command, columns: 120, rows: 30)

    let list = try tmux.waitForScreen(containing: "Pacific Coast")
    #expect(list.contains("Roadtrips"))
    #expect(try tmux.query("#{alternate_on}") == "1")

    try tmux.send(keys: ["Enter"])
    let split = try tmux.waitForScreen(containing: "Total distance")
    #expect(split.contains("5 stops"), "two columns at 120 wide, the list on the left:\n\(split)")

    try tmux.resize(columns: 80, rows: 30)
    let single = try tmux.waitForScreen { !$0.contains("5 stops") && $0.contains("Total distance") }
    #expect(!single.contains("5 stops"), "one column at 80 wide:\n\(single)")

    try tmux.send(keys: ["Escape"])
    _ = try tmux.waitForScreen { !$0.contains("Total distance") && $0.contains("Pacific Coast") }
    try tmux.send(keys: ["q"])
    try tmux.waitForFile(sandbox.path("done.txt"))
    let stty = try String(contentsOfFile: sandbox.path("stty.txt"), encoding: .utf8)
    #expect(stty.contains(" icanon") && stty.contains(" echo"), "raw mode left on:\n\(stty)")
    #expect(try tmux.query("#{alternate_on}") == "0", "still in the alternate screen")
    #expect(try tmux.query("#{cursor_flag}") == "1", "cursor left hidden")
  }

  @Test("standard input a terminal, standard output not: says why and exits 2")
  func outputNotATerminal() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let tmux = try Tmux(socket: "roadtrip-\(UUID().uuidString.prefix(8))")
    defer { tmux.kill() }
    let command =
      "env HOME=\(sandbox.directory.path) \(RoadTripProcess.executable.path) --store \(sandbox.path("s.sqlite"))"
      + " > \(sandbox.path("out.txt")) 2> \(sandbox.path("err.txt")); echo $? > \(sandbox.path("status.txt"));"
      + " sleep 60"
    try tmux.start(command: command, columns: 80, rows: 24)
    try tmux.waitForFile(sandbox.path("status.txt"))
    let status = try String(contentsOfFile: sandbox.path("status.txt"), encoding: .utf8)
    let stderr = try String(contentsOfFile: sandbox.path("err.txt"), encoding: .utf8)
    #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "2")
    #expect(stderr.contains("needs a terminal for output too"), "stderr: \(stderr)")
  }

  @Test(
    "a whole flow sent in one write — a trip and two stops, each Enter before its search answers — stores what slow typing does"
  )
  func oneWriteBurst() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let tmux = try Tmux(socket: "roadtrip-\(UUID().uuidString.prefix(8))")
    defer { tmux.kill() }
    let store = sandbox.path("burst.sqlite")
    let command =
      "env HOME=\(sandbox.directory.path) \(RoadTripProcess.executable.path) --store \(store);"
      + " echo done > \(sandbox.path("done.txt")); sleep 60"
    try tmux.start(command: command, columns: 80, rows: 24)
    _ = try tmux.waitForScreen(containing: "No trips yet")
    // One send-keys: the terminal gets every byte in one write, 0 ms apart.
    try tmux.send(literal: "aAlps\razurich\rabern\r")
    _ = try tmux.waitForScreen { $0.contains("2. Bern") }
    try tmux.send(keys: ["q"])
    try tmux.waitForFile(sandbox.path("done.txt"))
    let exported = try sandbox.run(["--store", store, "export"])
    let json = try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [String: Any]
    let trips = json?["trips"] as? [[String: Any]] ?? []
    #expect(trips.map { $0["name"] as? String } == ["Alps"])
    let stops = (trips.first?["waypoints"] as? [[String: Any]] ?? []).map { $0["name"] as? String }
    #expect(stops == ["Zürich", "Bern"])
  }

  @Test(
    "“Discard changes?” answered n is gone from the terminal at once, and the next key types in the field"
  )
  func answeredQuestionIsRepainted() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let tmux = try Tmux(socket: "roadtrip-\(UUID().uuidString.prefix(8))")
    defer { tmux.kill() }
    let store = sandbox.path("discard.sqlite")
    let command =
      "env HOME=\(sandbox.directory.path) \(RoadTripProcess.executable.path) --store \(store);"
      + " echo done > \(sandbox.path("done.txt")); sleep 60"
    try tmux.start(command: command, columns: 80, rows: 24)
    _ = try tmux.waitForScreen(containing: "No trips yet")
    try tmux.send(literal: "aTacos\ra")
    _ = try tmux.waitForScreen(containing: "› New stop")
    try tmux.send(keys: ["BTab"])
    try tmux.send(literal: "My Lunch Spot")
    try tmux.send(keys: ["C-c"])
    _ = try tmux.waitForScreen(containing: "Discard changes? (y/n)")
    try tmux.send(keys: ["n"])
    let answered = try tmux.waitForScreen { !$0.contains("Discard changes?") }
    #expect(answered.contains("Name: [My Lunch Spot"), "the field kept its text:\n\(answered)")
    try tmux.send(literal: "!")
    _ = try tmux.waitForScreen(containing: "Name: [My Lunch Spot!")
    try tmux.send(keys: ["C-c"])
    _ = try tmux.waitForScreen(containing: "Discard changes? (y/n)")
    try tmux.send(keys: ["y"])
    try tmux.waitForFile(sandbox.path("done.txt"))
  }

  @Test("plan a trip by typing at 80x24 from an empty store; the store then holds exactly that trip")
  func planATrip() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let tmux = try Tmux(socket: "roadtrip-\(UUID().uuidString.prefix(8))")
    defer { tmux.kill() }
    let store = sandbox.path("plan.sqlite")
    let command =
      "env HOME=\(sandbox.directory.path) \(RoadTripProcess.executable.path) --store \(store);"
      + " echo done > \(sandbox.path("done.txt")); sleep 60"
    try tmux.start(command: command, columns: 80, rows: 24)
    _ = try tmux.waitForScreen(containing: "No trips yet")

    try tmux.send(keys: ["a"])
    _ = try tmux.waitForScreen(containing: "New trip's name: [")
    try tmux.send(literal: "Kansai Loop")
    try tmux.send(keys: ["Enter"])
    _ = try tmux.waitForScreen(containing: "Roadtrips › Kansai Loop")
    for place in ["kyoto", "osaka"] {
      try tmux.send(keys: ["a"])
      _ = try tmux.waitForScreen(containing: "› New stop")
      try tmux.send(literal: place)
      _ = try tmux.waitForScreen(containing: "› \(place.capitalized), \(place.capitalized), Japan")
      try tmux.send(keys: ["Enter"])
      _ = try tmux.waitForScreen { !$0.contains("› New stop") && $0.contains(place.capitalized) }
    }
    try tmux.send(keys: ["Escape"])
    // "2 stops" is only on the trip list (the trip's screen also says "Kyoto → Osaka").
    let list = try tmux.waitForScreen(containing: "2 stops")
    #expect(list.contains("Kansai Loop") && list.contains("Kyoto → Osaka"), "back on the trip list:\n\(list)")
    try tmux.send(keys: ["q"])
    try tmux.waitForFile(sandbox.path("done.txt"))

    let exported = try sandbox.run(["--store", store, "export"])
    let json = try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [String: Any]
    let trips = json?["trips"] as? [[String: Any]] ?? []
    #expect(trips.map { $0["name"] as? String } == ["Kansai Loop"])
    let stops = (trips.first?["waypoints"] as? [[String: Any]] ?? []).map { $0["name"] as? String }
    #expect(stops == ["Kyoto", "Osaka"])
  }
}

/// A private tmux server driven through its command line.
struct Tmux {
  let socket: String

  init(socket: String) throws {
    self.socket = socket
  }

  func start(command: String, columns: Int, rows: Int) throws {
    // The server this starts outlives the client: it must not inherit a pipe we read to the end.
    try run(["new-session", "-d", "-s", "t", "-x", "\(columns)", "-y", "\(rows)", command], capture: false)
  }

  func send(keys: [String]) throws {
    try run(["send-keys", "-t", "t"] + keys)
  }

  /// Types `text` as it is (no key names).
  func send(literal text: String) throws {
    try run(["send-keys", "-t", "t", "-l", text])
  }

  func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-t", "t", "-x", "\(columns)", "-y", "\(rows)"])
  }

  func capture() throws -> String {
    try run(["capture-pane", "-p", "-t", "t"])
  }

  func query(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", "t", format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits (up to 20 s) until the screen contains `text`, and returns it.
  func waitForScreen(containing text: String) throws -> String {
    try waitForScreen { $0.contains(text) }
  }

  /// Waits (up to 20 s) until `condition` holds for the screen, and returns it.
  func waitForScreen(_ condition: (String) -> Bool) throws -> String {
    var screen = ""
    for _ in 0..<200 {
      screen = try capture()
      if condition(screen) { return screen }
      usleep(100_000)
    }
    Issue.record("the screen never matched:\n\(screen)")
    return screen
  }

  func waitForFile(_ path: String) throws {
    for _ in 0..<200 {
      if FileManager.default.fileExists(atPath: path) { return }
      usleep(100_000)
    }
    Issue.record("the app did not exit")
  }

  func kill() {
    _ = try? run(["kill-server"])
  }

  /// Runs one tmux command through `/bin/sh` with `posix_spawn` and `waitpid`, its output going
  /// to a file. (Foundation's `Process` can wait forever here: the tmux server that `new-session`
  /// starts is a daemon that outlives the client.)
  @discardableResult
  private func run(_ arguments: [String], capture: Bool = true) throws -> String {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("tmux-\(UUID().uuidString).out").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let words = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
    let command =
      words.map(Self.quoted).joined(separator: " ")
      + " </dev/null 2>/dev/null >\(capture ? Self.quoted(output) : "/dev/null")"
    let argv: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", command].map { (word: String) in strdup(word)
    }
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, argv + [nil], environ)
    guard spawned == 0 else { throw TmuxError(message: "cannot start tmux: error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }

  private static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// A tmux command that could not run.
struct TmuxError: Error {
  var message: String
}
