import Foundation
import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// Export streamed from the store a trip at a time gives exactly the document built from every
/// trip at once, in pieces of bounded size, and a store exported, imported and exported again
/// gives the same bytes.
@MainActor
@Suite("Streaming export")
struct StreamingExportTests {
  /// `count` trips of 0–3 stops with Latin and CJK names.
  func trips(_ count: Int) throws -> [Trip] {
    let places = [
      ("Monterey", 36.60024, -121.89468), ("京都", 35.02107, 135.75385), ("Big Sur", 36.2704, -121.8081),
    ]
    return try (0..<count).map { number in
      try Trip(
        name: "Trip \(number) “quoted” <&>",
        stops: (0..<(number % 4)).map { offset in
          let place = places[(number + offset) % places.count]
          return try Stop(name: place.0, coordinate: Coordinate(latitude: place.1, longitude: place.2))
        })
    }
  }

  @Test(
    "JSON and GPX streamed from the store equal the whole-store documents", arguments: RepositoryKind.allCases
  )
  func sameBytes(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    try repository.importTrips(try trips(1_500))
    for format in TripExchange.Format.allCases {
      var pieces: [String] = []
      try TripExchange.export(from: repository, as: format) { pieces.append($0) }
      #expect(pieces.joined() == TripExchange.export(try repository.allTrips(), as: format))
      #expect(pieces.count > 1, "a document of this size comes in several pieces")
      #expect(pieces.dropLast().allSatisfy { $0.utf8.count < 2 * TripExchange.exportChunkBytes })
    }
  }

  @Test("an empty store exports the empty document")
  func empty() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("empty.sqlite"))
    var text = ""
    try TripExchange.export(from: store, as: .json) { text += $0 }
    #expect(text == "{\n  \"version\": 1,\n  \"trips\": []\n}\n")
  }

  @Test("export → import into an empty store → export again gives identical bytes")
  func roundTrip() throws {
    let folder = TemporaryDirectory()
    let source = try SQLiteTripStore(path: folder.file("a.sqlite"))
    try source.importTrips(try trips(2_000))
    var first = ""
    try TripExchange.export(from: source, as: .json) { first += $0 }
    let target = try SQLiteTripStore(path: folder.file("b.sqlite"))
    try target.importFile(Data(first.utf8), fileName: "export.json")
    var second = ""
    try TripExchange.export(from: target, as: .json) { second += $0 }
    #expect(second == first)
  }

  @Test("a failure while writing stops the export and leaves the store readable")
  func failingSink() throws {
    struct DiskFull: Error {}
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("a.sqlite"))
    try store.importTrips(try trips(1_500))
    var calls = 0
    #expect(throws: DiskFull.self) {
      try TripExchange.export(from: store, as: .json) { _ in
        calls += 1
        if calls == 2 { throw DiskFull() }
      }
    }
    #expect(try store.tripCount() == 1_500)
    try store.renameTrip(try store.allTrips()[0].id, to: "Still writable")
  }
}
