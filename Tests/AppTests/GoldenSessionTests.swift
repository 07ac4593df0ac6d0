import Foundation
import Testing

/// End-to-end script sessions against the built binary, compared with golden files.
///
/// Each `Sessions/NAME.script` runs with a fresh `--store` in a sandbox (its first line may carry
/// `# args: …` with extra arguments); its standard output must equal `NAME.out`, its standard error
/// `NAME.err`, and its exit status the `# exit: N` line (0 when absent). Set `RECORD_GOLDEN=1` to
/// rewrite the expected files from a run; the test then fails, so read the diff and run again.
@Suite("Golden script sessions")
struct GoldenSessionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Sessions")

  static var sessionNames: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".script") }.map { String($0.dropLast(7)) }.sorted()
  }

  @Test("session", arguments: sessionNames)
  func session(_ name: String) throws {
    let script = try String(contentsOf: Self.folder.appendingPathComponent("\(name).script"), encoding: .utf8)
    let header = SessionHeader(script: script)
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    for (file, contents) in header.files {
      try Data(contents.utf8).write(to: sandbox.directory.appendingPathComponent(file))
    }
    let store = header.usesDefaultStore ? [] : ["--store", sandbox.path("store.sqlite")]
    let arguments = store + header.arguments + ["--script", "-"]
    for setup in header.setupCommands {
      let result = try sandbox.run(store + setup)
      #expect(result.status == 0, "setup \(setup) failed: \(result.stderr)")
    }
    let result = try sandbox.run(arguments, input: script)
    let sandboxPath = sandbox.directory.path
    let stdout = result.stdout.replacingOccurrences(of: sandboxPath, with: "$SANDBOX")
    let stderr = result.stderr.replacingOccurrences(of: sandboxPath, with: "$SANDBOX")

    let outURL = Self.folder.appendingPathComponent("\(name).out")
    let errURL = Self.folder.appendingPathComponent("\(name).err")
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
      try Data(stdout.utf8).write(to: outURL)
      try Data(stderr.utf8).write(to: errURL)
      Issue.record("recorded \(name): read the diff, then run again without RECORD_GOLDEN")
      return
    }
    let expectedOut = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
    let expectedErr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
    expectSameLines(stdout, expectedOut, "\(name).out")
    expectSameLines(stderr, expectedErr, "\(name).err")
    #expect(result.status == header.exitStatus, "\(name): exit status")
  }
}

/// The `# args:`, `# exit:`, `# setup:`, `# store: default` and `# file NAME: TEXT` lines at the
/// top of a session script. Without `# store: default` the session gets an empty `--store`.
struct SessionHeader {
  var arguments: [String] = []
  var usesDefaultStore = false
  var exitStatus: Int32 = 0
  var setupCommands: [[String]] = []
  var files: [(String, String)] = []

  init(script: String) {
    for line in script.split(separator: "\n") {
      guard line.hasPrefix("# ") else { break }
      let text = line.dropFirst(2)
      if text.hasPrefix("args: ") {
        arguments = text.dropFirst(6).split(separator: " ").map(String.init)
      } else if text.hasPrefix("exit: ") {
        exitStatus = Int32(text.dropFirst(6)) ?? 0
      } else if text == "store: default" {
        usesDefaultStore = true
      } else if text.hasPrefix("setup: ") {
        setupCommands.append(text.dropFirst(7).split(separator: " ").map(String.init))
      } else if text.hasPrefix("file "), let colon = text.firstIndex(of: ":") {
        let name = String(text.dropFirst(5)[..<colon])
        let body = text[text.index(after: colon)...].dropFirst()
        files.append((name, body.replacingOccurrences(of: "\\n", with: "\n")))
      }
    }
  }
}

/// Compares two texts line by line and reports the first differing lines readably.
func expectSameLines(
  _ actual: String, _ expected: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let actualLines = actual.components(separatedBy: "\n")
  let expectedLines = expected.components(separatedBy: "\n")
  var report: [String] = []
  for index in 0..<max(actualLines.count, expectedLines.count) {
    let got = index < actualLines.count ? actualLines[index] : "<missing>"
    let want = index < expectedLines.count ? expectedLines[index] : "<missing>"
    if got != want {
      report.append("line \(index + 1):\n  expected: \(want)\n  actual:   \(got)")
      if report.count == 5 { break }
    }
  }
  Issue.record("\(what) differs:\n\(report.joined(separator: "\n"))", sourceLocation: sourceLocation)
}
