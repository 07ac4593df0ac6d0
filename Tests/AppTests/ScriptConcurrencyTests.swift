import Foundation
import Geo
import TestSupport
import Testing
import TextUI
import TripModels
import TripStore

@testable import App

/// A script and another process editing the same store: a script's `open` of a search result in
/// a new stop's editor whose anchor (the stop it was to follow) another process deleted adds the
/// stop at the end and says so — never a silent no-op that leaves every later line facing
/// "Discard changes?".
@MainActor
@Suite("Scripts beside another process", .serialized, .timeLimit(.minutes(10)))
struct ScriptConcurrencyTests {
  static let lines = [
    "open 1", "press \"Add stop\"", "set Search \"10.2, 20.2\"", "open 1", "print", "root", "print",
  ]

  /// Runs `lines` one at a time on `session`, calling `before[n]` before line n; returns the error
  /// lines and what `print` wrote.
  static func run(
    _ lines: [String], on session: AppSession, before: [Int: () throws -> Void] = [:]
  ) async throws -> (errors: [String], output: String) {
    var errors: [String] = []
    var output = ""
    for (index, line) in lines.enumerated() {
      try before[index + 1]?()
      var runner = ScriptRunner(session: session)
      runner.write = { output += $0 }
      runner.reportError = { errors.append("line \(index + 1): \($0)") }
      _ = await runner.run(script: line)
    }
    return (errors, output)
  }

  @Test(
    "The anchor deleted by another process before a line: added at the end, said, later lines go on",
    arguments: [2, 3, 4])
  func anchorDeletedBefore(line: Int) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rt-conc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("store.sqlite").path
    let other = try SQLiteTripStore(path: path)
    let trip = try other.createTrip(named: "Shared")
    let first = try other.addStop(
      to: trip.id, name: "First", coordinate: Coordinate(latitude: 10, longitude: 20))
    _ = try other.addStop(
      to: trip.id, name: "Second", coordinate: Coordinate(latitude: 10.1, longitude: 20.1))
    let mine = try SQLiteTripStore(path: path)
    let session = AppSession(
      configuration: AppConfiguration(
        repository: mine, places: KeystrokeSessionTests.places, units: .kilometers, colorEnabled: false,
        searchDebounce: .zero),
      size: .standardTerminal)

    let result = try await Self.run(
      Self.lines, on: session, before: [line: { try other.removeStop(first.id, from: trip.id) }])

    #expect(result.errors.isEmpty, "\(result.errors)")
    // Deleted before "Add stop", the selection (the anchor) has already moved on to "Second".
    #expect(result.output.contains("at the end — the stop it was to follow is gone") == (line > 2))
    #expect(try mine.trip(id: trip.id)?.stops.map(\.name) == ["Second", "82 km W of Haraze"])
  }

  @Test("The anchor deleted between the editor's read and its write: added at the end and said, never silent")
  func anchorDeletedDuringTheWrite() async throws {
    let first = try Stop(name: "First", coordinate: Coordinate(latitude: 10, longitude: 20))
    let second = try Stop(name: "Second", coordinate: Coordinate(latitude: 10.1, longitude: 20.1))
    let repository = InMemoryTripRepository(trips: [try Trip(name: "Shared", stops: [first, second])])
    let session = AppSession(
      configuration: AppConfiguration(
        repository: repository, places: KeystrokeSessionTests.places, units: .kilometers, colorEnabled: false,
        searchDebounce: .zero),
      size: .standardTerminal)

    // The insert after "First" finds it gone (another process deleted it after the editor read
    // the trip); the retry at the end is the next write.
    let result = try await Self.run(
      Self.lines, on: session, before: [4: { repository.failNextWrite = .stopNotFound(first.id) }])

    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(result.output.contains("at the end — the stop it was to follow is gone"))
    #expect(!result.output.contains("Discard changes?"))
    #expect(repository.trips.first?.stops.map(\.name) == ["First", "Second", "82 km W of Haraze"])
  }
}
