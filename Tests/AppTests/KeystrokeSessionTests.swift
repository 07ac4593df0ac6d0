import Foundation
import Gazetteer
import Geo
import Testing

@testable import App

/// Keystroke sessions (`Keystrokes/NAME.keys`): what a person types, through the terminal's own byte
/// decoder, compared with `Keystrokes/NAME.WxH.out` at every size the session names. Every frame
/// captured is also checked for cells with a foreground colour but no background, or the reverse.
///
/// `RECORD_GOLDEN=1` rewrites the expected files from a run and then fails, so a record is never
/// accepted without reading its diff and running again.
@MainActor
@Suite("Keystroke sessions", .serialized, .timeLimit(.minutes(10)))
struct KeystrokeSessionTests {
  nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Keystrokes")

  nonisolated static var sessionNames: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".keys") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// The real gazetteer, loaded once for every session.
  static let places = Gazetteer()

  /// Every session at every size it names, as "NAME@COLSxROWS" (one test case each).
  nonisolated static var sessionCases: [String] {
    sessionNames.flatMap { name -> [String] in
      let text =
        (try? String(contentsOf: folder.appendingPathComponent("\(name).keys"), encoding: .utf8)) ?? ""
      let header = text.components(separatedBy: "\n").first { $0.hasPrefix("# size:") }
      let sizes =
        header.map { $0.dropFirst(7).split(separator: " ").map(String.init) } ?? ["80x24", "120x40"]
      return sizes.map { "\(name)@\($0)" }
    }
  }

  @Test("there are keystroke sessions to run")
  func sessionsExist() {
    #expect(Self.sessionNames.count >= 14)
  }

  @Test("session", arguments: sessionCases)
  func session(_ sessionCase: String) async throws {
    let parts = sessionCase.split(separator: "@").map(String.init)
    let name = parts[0]
    let size = try FrameSizeOption.parse(parts[1])
    let text = try String(contentsOf: Self.folder.appendingPathComponent("\(name).keys"), encoding: .utf8)
    let session = KeystrokeSession(lines: text.components(separatedBy: "\n"))
    // The store is a real SQLite file; on Linux it lives in memory-backed /dev/shm, so its fsyncs do
    // not hold the main actor (and every other main-actor test) on a busy disk.
    let base =
      FileManager.default.fileExists(atPath: "/dev/shm")
      ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
    let directory = base.appendingPathComponent("roadtrip-keys-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (transcript, problems) = try await session.run(
      at: size, places: Self.places, storePath: directory.appendingPathComponent("store.sqlite").path)
    #expect(problems.isEmpty, "\(sessionCase): \(problems.prefix(3))")
    let expectedURL = Self.folder.appendingPathComponent("\(name).\(parts[1]).out")
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
      try Data(transcript.utf8).write(to: expectedURL)
      Issue.record(
        "recorded \(expectedURL.lastPathComponent): read the diff, then run again without RECORD_GOLDEN")
      return
    }
    let expected = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? ""
    expectSameLines(transcript, expected, expectedURL.lastPathComponent)
  }
}
