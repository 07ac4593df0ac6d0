import Foundation
import TestSupport
import Testing
import TextUI

/// Our width table against a real terminal's (tmux): every cluster tmux measures differently must
/// be one the renderer treats as uncertain, and moving between screens full of such names leaves
/// no stale cell — every row tmux shows equals the app's own frame.
@Suite("Uncertain widths in tmux", .serialized)
struct UncertainWidthTmuxTests {
  /// The review's clusters and their kin: conjuncts, spacing marks, ZWJ/ZWNJ, flags, VS16, tones.
  static let clusters = [
    "देवनागरी", "हिन्दी", "न्दी", "वा", "😀", "🇯🇵", "🏳️‍🌈", "👨‍👩‍👧", "❤️", "👍🏽", "می‌خواهم", "京都", "é", "e\u{301}",
    "ก\u{E34}", "abc",
  ]

  /// The names the screens are made of (the review's layout file, and more of the same kind).
  static let names = [
    "plain 0", "plain 1", "plain 2", "plain 3", "plain 4", "देवनागरी हिन्दी", "emoji😀🇯🇵🏳️‍🌈",
    "plain 5", "joiners می‌خواهم 👨‍👩‍👧", "hearts ❤️ 👍🏽", "plain 6",
  ]

  @Test(
    "every cluster tmux measures differently from our width table is treated as uncertain", .requires(.tmux))
  func widthsAgainstTmux() throws {
    var disagreements: [String] = []
    for cluster in Self.clusters {
      let sandbox = try RoadTripProcess()
      defer { sandbox.cleanUp() }
      try Data(cluster.utf8).write(to: URL(fileURLWithPath: sandbox.path("glyph.txt")))
      let tmux = try Tmux(socket: "roadtrip-w-\(UUID().uuidString.prefix(8))")
      defer { tmux.kill() }
      try tmux.start(command: "cat \(sandbox.path("glyph.txt")); sleep 30", columns: 40, rows: 3)
      _ = try tmux.waitForScreen { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
      let measured = Int(try tmux.query("#{cursor_x}")) ?? -1
      let ours = DisplayWidth.of(cluster)
      guard measured != ours else { continue }
      disagreements.append("\(cluster): tmux \(measured), ours \(ours)")
      let uncertain = cluster.contains { DisplayWidth.isUncertain($0) }
      #expect(uncertain, "\(cluster) is \(measured) cells in tmux and \(ours) for us, yet not uncertain")
    }
    print("tmux and our table disagree on \(disagreements.count) of \(Self.clusters.count): \(disagreements)")
  }

  @Test(
    "opening a trip from a list of such names leaves no stale cell, at 80x24 and 100x30",
    .requires(.tmux), arguments: [Size(width: 80, height: 24), Size(width: 100, height: 30)])
  func noStaleCells(size: Size) throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let store = sandbox.path("store.sqlite")
    let trips = Self.names.enumerated().map { index, name in
      let stops = (0..<2).map { stop in
        [
          "name": "\(name.prefix(3))\(stop)",
          "location": ["latitude": 10 + index + stop, "longitude": 20 + stop],
        ]
      }
      return ["name": name, "waypoints": stops] as [String: Any]
    }
    let file = sandbox.path("names.json")
    try JSONSerialization.data(withJSONObject: ["version": 1, "trips": trips]).write(
      to: URL(fileURLWithPath: file))
    #expect(try sandbox.run(["--store", store, "import", file]).status == 0)
    let expected = try sandbox.run(
      ["--store", store, "--size", "\(size.width)x\(size.height)", "--script", "-"], input: "open 1\nprint\n"
    ).stdout.components(separatedBy: "\n")

    let tmux = try Tmux(socket: "roadtrip-s-\(UUID().uuidString.prefix(8))")
    defer { tmux.kill() }
    try tmux.start(
      command: "\(RoadTripProcess.executable.path) --store \(store); sleep 60", columns: size.width,
      rows: size.height)
    _ = try tmux.waitForScreen(containing: "plain 0")
    // Through the rows of uncertain names and back (at 100 columns each is previewed on the right).
    try tmux.send(keys: Array(repeating: "Down", count: 10))
    _ = try tmux.waitForScreen(containing: "› plain 6")
    try tmux.send(keys: Array(repeating: "Up", count: 10))
    _ = try tmux.waitForScreen(containing: "› plain 0")
    try tmux.send(keys: ["Enter"])
    // Waits for the trip's frame itself (at 100 columns the list's preview already shows a total,
    // and two alike captures can both come before the key is read); a stale cell never matches.
    let shown = try tmux.waitForScreen { screen in
      let lines = screen.components(separatedBy: "\n")
      return expected.prefix(size.height).enumerated().allSatisfy { row, line in
        let terminal = row < lines.count ? lines[row] : ""
        return line.contains(where: { DisplayWidth.isUncertain($0) })
          ? line.split(separator: "│").last == terminal.split(separator: "│").last
          : Self.trimmed(terminal) == Self.trimmed(line)
      }
    }
    let lines = shown.components(separatedBy: "\n")
    var compared = 0
    for (row, line) in expected.prefix(size.height).enumerated() {
      let terminal = row < lines.count ? lines[row] : ""
      if line.contains(where: { DisplayWidth.isUncertain($0) }) {
        // tmux draws the name at its own width: the rest of the row must still be in place.
        #expect(line.split(separator: "│").last == terminal.split(separator: "│").last, "row \(row)")
      } else {
        #expect(Self.trimmed(terminal) == Self.trimmed(line), "row \(row): stale cells?\n\(shown)")
      }
      compared += 1
    }
    #expect(compared == size.height)
  }

  static func trimmed(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }
}
