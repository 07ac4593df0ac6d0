import App  // not @testable: the public face alone, what roadtrip-bench drives
import Foundation
import Geo
import Testing
import TextUI
import TripModels
import TripStore

/// The whole app driven in process by the bytes a terminal sends, as `roadtrip-bench` drives it:
/// the store a command line names, keys through the terminal's decoder, frames as encoded bytes.
@MainActor
@Suite("Headless session")
struct HeadlessSessionTests {
  let folder: URL
  let storePath: String

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("roadtrip-headless-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    storePath = folder.appendingPathComponent("trips.sqlite").path
    let store = try SQLiteTripStore(path: storePath)
    let stops = try ["Monterey", "Carmel", "Big Sur"].enumerated().map { index, name in
      try Stop(name: name, coordinate: Coordinate(latitude: 36.6 - Double(index) * 0.2, longitude: -121.9))
    }
    try store.importTrips([try Trip(name: "Pacific Coast", stops: stops)])
  }

  func makeSession() throws -> HeadlessSession {
    try HeadlessSession(
      arguments: ["--store", storePath], environment: [:], size: Size(width: 80, height: 24))
  }

  @Test("keys go through the decoder to the screen, and a key that changes nothing sends no bytes")
  func keysAndFrames() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try makeSession()
    try await app.open(link: "roadtrip://trips/1")
    #expect(app.plainFrame.contains("› Pacific Coast"))
    #expect(app.plainFrame.contains("› 1. Monterey"))

    #expect(
      await app.send(Array("\u{1B}[B".utf8)) > 0, "↓ moved the selection: the terminal is sent the change")
    #expect(app.plainFrame.contains("› 2. Carmel"))
    #expect(!app.plainFrame.contains("› 1. Monterey"))
    #expect(await app.send([]) == 0, "nothing changed, nothing is sent")

    await app.send(Array("\u{1B}[A".utf8))  // ↑ back
    await app.send(Array("J".utf8))  // move Monterey down
    let store = try SQLiteTripStore(path: storePath)
    #expect(try store.allTrips().first?.stops.map(\.name) == ["Carmel", "Monterey", "Big Sur"])
    await app.send(Array("u".utf8))
    #expect(try store.allTrips().first?.stops.map(\.name) == ["Monterey", "Carmel", "Big Sur"])
  }

  @Test("presenting changes hands every frame to the caller's drawing, with the bytes sent; nil stops it")
  func presentingChanges() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try makeSession()
    var drawn: [Int] = []
    app.presentChanges { draw in drawn.append(draw()) }
    try await app.open(link: "roadtrip://trips/1")
    #expect(drawn.contains { $0 > 0 }, "the trip's frame was drawn through it")
    #expect(app.plainFrame.contains("› 1. Monterey"))
    let opened = drawn.count
    await app.send(Array("\u{1B}[B".utf8))
    #expect(drawn.dropFirst(opened).reduce(0, +) > 0, "the key's frame too")
    #expect(app.plainFrame.contains("› 2. Carmel"))
    app.presentChanges(nil)
    let stopped = drawn.count
    #expect(await app.send(Array("\u{1B}[A".utf8)) > 0, "frames are drawn as before")
    #expect(drawn.count == stopped)
  }

  @Test("a lone Esc is a key once the terminal pauses, and a script line selects as script mode does")
  func escapeAndScriptLines() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try makeSession()
    try await app.open(link: "roadtrip://trips/1")
    try await app.run("select 3")
    #expect(app.plainFrame.contains("› 3. Big Sur"))
    await app.send([0x0D])  // Enter: the stop editor
    #expect(app.plainFrame.contains("Stop: Big Sur"))
    #expect(app.focusedLabel != nil)
    await app.send([0x1B])  // Esc: back to the trip
    #expect(!app.plainFrame.contains("Stop: Big Sur"))
    #expect(app.plainFrame.contains("› 3. Big Sur"))
  }

  @Test("a bad command line, link or script line is refused with its one-line message")
  func refusals() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: HeadlessSession.Failure.self) {
      _ = try HeadlessSession(
        arguments: ["--sotre", storePath], environment: [:], size: Size(width: 80, height: 24))
    }
    let app = try makeSession()
    await #expect(throws: HeadlessSession.Failure.self) { try await app.open(link: "roadtrip://trips/9") }
    await #expect(throws: HeadlessSession.Failure.self) { try await app.run("select 40") }
    do {
      try await app.run("frobnicate")
      Issue.record("an unknown command was accepted")
    } catch {
      #expect(error.description.hasPrefix("unknown command 'frobnicate' — use one of: print, press"))
    }
  }
}
