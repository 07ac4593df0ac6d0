import Foundation
import Gazetteer
import Terminal
import TestSupport
import Testing
import TextUI
import TripStore

@testable import App

/// Random key sequences through the terminal's own decoder: command keys never rename anything on a
/// screen restored at launch, and a stop editor left by Cancel or "Discard changes? y" leaves the
/// store's file exactly as it was — its undo history included.
@MainActor
@Suite("Command mode, by random keys", .serialized, .timeLimit(.minutes(15)))
struct CommandModePropertyTests {
  /// Keys that are commands outside a text field, none of which chooses a field (no Tab) or opens a
  /// screen made to type in (`a`, `/`, `x`, `i`), copies a trip under a new name (`D`) or quits.
  static let commandKeys = [
    "j", "k", "d", "y", "n", "u", "U", "K", "J", "R", "M", "enter", "esc", "up", "down", "left", "right",
    "h", "l", "g", "b", "c", "e", "z", "w", "?", "f1", "pageup", "pagedown", "home", "end", "3", "+", "-",
  ]

  /// Keys used inside a stop's editor: they move the focus into fields and type, but never commit
  /// (no Enter, `p`, `l`, →) nor leave or undo (no Esc, ←, `h`, `u`, `q`, `g`), nor open a sheet
  /// outside a field (no `x`, `i`, `o`, `r`).
  static let editorKeys = [
    "tab", "backtab", "up", "down", "backspace", "a", "b", "c", "e", "f", "k", "j", "m", "n", "v", "s", "t",
    "z", "space", "ctrl-w", "ctrl-u",
  ]

  @Test("on a screen restored at launch, any sequence of command keys renames nothing", arguments: 0..<25)
  func commandKeysRenameNothing(seed: Int) async throws {
    let world = try await RestoredWorld(seedingSampleTrips: true, path: "restored-\(seed)")
    defer { world.remove() }
    let namesBefore = try world.names()
    var random = SplitMix64(seed: UInt64(seed))
    for _ in 0..<60 {
      let key = Self.commandKeys.randomElement(using: &random) ?? "j"
      try await world.press(key)
      if world.session.isQuitRequested { break }
    }
    let namesAfter = try world.names()
    #expect(namesAfter.trips.isSubset(of: namesBefore.trips), "a trip was renamed: \(namesAfter.trips)")
    #expect(namesAfter.stops.isSubset(of: namesBefore.stops), "a stop was renamed: \(namesAfter.stops)")
  }

  @Test(
    "a stop's editor left by Cancel or by discarding leaves the store's file byte for byte", arguments: 0..<25
  )
  func leftEditorStoresNothing(seed: Int) async throws {
    let world = try await RestoredWorld(seedingSampleTrips: true, path: "editor-\(seed)")
    defer { world.remove() }
    try await world.press("enter")  // the first stop's editor
    #expect(world.session.model.trail.contains("Stop:"))
    let before = try world.storeBytes()
    var random = SplitMix64(seed: UInt64(1_000 + seed))
    for _ in 0..<40 {
      try await world.press(Self.editorKeys.randomElement(using: &random) ?? "tab")
    }
    if seed.isMultiple(of: 2) {
      _ = await world.session.perform(.press("Cancel")) { _ in }
    } else {
      // Esc until the editor asks or goes; a question is answered y.
      for _ in 0..<3 where world.session.model.trail.contains("Stop:") {
        if world.session.host.activeConfirmation != nil { break }
        try await world.press("esc")
      }
      if world.session.host.activeConfirmation != nil { try await world.press("y") }
    }
    await world.session.waitForPendingWork()
    #expect(!world.session.model.trail.contains("Stop:"), "the editor closed")
    #expect(try world.storeBytes() == before, "the store's file changed")
  }
}

/// A store with the sample trips, on whose first trip RoadTrip was quit, then launched again: the
/// screen is the restored trip.
@MainActor
private final class RestoredWorld {
  let directory: URL
  let storePath: String
  private(set) var session: AppSession
  private var input = KeyInput()

  init(seedingSampleTrips: Bool, path: String) async throws {
    let base =
      FileManager.default.fileExists(atPath: "/dev/shm")
      ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
    directory = base.appendingPathComponent("roadtrip-property-\(path)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    storePath = directory.appendingPathComponent("store.sqlite").path
    let first = try SQLiteTripStore(path: storePath, seedSampleTrips: seedingSampleTrips)
    let opening = Self.launch(first, storePath: storePath, home: directory.path)
    _ = await opening.handle(.enter)
    await opening.waitForPendingWork()
    opening.saveNavigation()
    session = Self.launch(try SQLiteTripStore(path: storePath), storePath: storePath, home: directory.path)
    await session.restoreNavigation()
    session.updateEditingLine()
  }

  private static func launch(_ store: SQLiteTripStore, storePath: String, home: String) -> AppSession {
    let configuration = AppConfiguration(
      repository: store, places: KeystrokeSessionTests.places, units: .kilometers, colorEnabled: false,
      searchDebounce: .zero, protectedPaths: [storePath], homeDirectory: home)
    return AppSession(configuration: configuration, size: Size(width: 80, height: 24))
  }

  /// Presses the key `name` as a terminal sends it, and lets the work it started finish.
  func press(_ name: String) async throws {
    var keys = input.keys(from: try KeystrokeSession.bytes(forKey: name))
    if input.isWaitingForEscapeSequence { keys += input.keysAfterTimeout() }  // a lone Esc
    for key in keys {
      guard !session.isQuitRequested else { return }
      if let message = await session.handle(key) { session.status.post(message, isError: true) }
      await session.waitForPendingWork()
    }
  }

  /// Every trip name and every stop name in the store.
  func names() throws -> (trips: Set<String>, stops: Set<String>) {
    let trips = try SQLiteTripStore(path: storePath).allTrips()
    return (Set(trips.map(\.name)), Set(trips.flatMap { $0.stops.map(\.name) }))
  }

  /// The store's database file and its write-ahead log, as bytes.
  func storeBytes() throws -> [Data] {
    [storePath, storePath + "-wal"].map { FileManager.default.contents(atPath: $0) ?? Data() }
  }

  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }
}
