import Foundation
import Testing
import TextUI
import TripStore

@testable import App

/// One key table: `--help`, the F1 help, the footer, README's key table and every screen's buttons
/// agree with `KeyTable`, or these tests fail.
@MainActor
@Suite("The key table")
struct KeyTableTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

  @Test("README's key table is the key table, row for row")
  func readmeAgrees() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let after = text.components(separatedBy: "\n## Keys\n").dropFirst().first ?? ""
    let section = after.components(separatedBy: "\n## ").first ?? ""
    let rows = section.components(separatedBy: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| key |") }
    #expect(rows == KeyTable.markdownRows)
  }

  @Test("--help lists every row of the key table, and `u` is undo, not a place")
  func helpAgrees() {
    let help = HelpText.usage(storePath: "/tmp/x")
    for line in KeyTable.helpLines { #expect(help.contains(line)) }
    #expect(help.contains("u U       undo / redo the last change"))
    #expect(help.contains("p         use the chosen place"))
    #expect(!help.contains("use this place"))
  }

  @Test("every button letter on every screen is in the key table")
  func buttonsAgree() async throws {
    let documented = Set(KeyTable.all.flatMap(\.letters))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("store.sqlite").path
    let store = try SQLiteTripStore(path: path, seedSampleTrips: true)
    let session = AppSession(
      configuration: AppConfiguration(
        repository: store, places: KeystrokeSessionTests.places, units: .kilometers, colorEnabled: false,
        searchDebounce: .zero, protectedPaths: [path], homeDirectory: directory.path),
      size: Size(width: 80, height: 24))
    var seen: Set<Character> = []
    for key in [Key.enter, .enter] {  // the trip list, a trip, a stop's editor
      seen.formUnion(session.host.elements.compactMap(\.shortcut))
      _ = await session.handle(key)
      await session.waitForPendingWork()
    }
    seen.formUnion(session.host.elements.compactMap(\.shortcut))
    #expect(seen.subtracting(documented).isEmpty, "undocumented letters: \(seen.subtracting(documented))")
    #expect(
      documented.subtracting(seen).isEmpty, "documented but on no screen: \(documented.subtracting(seen))")
  }

  @Test("F1 names the key table's quit, help and undo keys as the table words them")
  func helpOverlayAgrees() async throws {
    let lines = KeyHelp.lines(
      elements: [], focused: nil, canGoBack: false, isSplit: false, pane: .main, depth: 0)
    for keys in ["u / U", "F1 (or ?)", "q or Ctrl-C"] {
      let entry = try #require(KeyTable.all.first { $0.keys == keys })
      #expect(lines.contains(KeyTable.helpLine(entry)))
    }
    // Every sheet key of the table, on the sheets' line.
    let sheets = try #require(lines.first { $0.hasSuffix(KeyTable.sheetsBrief) })
    for entry in KeyTable.everywhere where entry.does.contains("a sheet") {
      #expect(sheets.hasPrefix(KeyTable.sheetKeys) && KeyTable.sheetKeys.contains(entry.short))
    }
  }
}
