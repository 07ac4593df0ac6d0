import Foundation
import Geo
import Synchronization
import TestSupport
import Testing
import TripModels

@testable import TripStore

/// `roadtrip import` of a JSON export reads the file a chunk at a time and writes its trips as they
/// are read, in one transaction: the trips must be those of the file read whole, wherever a chunk
/// ends, a file refused at its very end must leave the store as it was (with the message the
/// whole-file import gives), and every import rule (added, skipped, replaced, copied, the summary,
/// the history) must hold as for the whole file.
@MainActor
@Suite("Import read a chunk at a time", .timeLimit(.minutes(10)))
struct StreamingImportTests {
  // MARK: - Chunk boundaries

  @Test("a document read 1 to 9 bytes at a time gives the trips it gives read whole")
  func chunkBoundaries() throws {
    // Escapes (\" \\ \n \u00e9, a surrogate pair), 2-, 3- and 4-byte UTF-8, numbers with fractions
    // and exponents, literals and a byte order mark: every kind of token cut at every place.
    let documents =
      StreamingJSONReaderTests.goodDocuments + [
        try Self.export(Self.trips(12)),
        #"{"trips":[{"name":"é京😀\u00e9\ud83d\ude00\"\\\n","waypoints":[{"name":"ß","note":"\t\/","location":{"latitude":-12.345e-1,"longitude":1E+2}}],"legs":[true,false,null,-0.5e-3]}],"version":1}"#,
      ]
    for document in documents {
      let bytes = Array(document.utf8)
      let whole = try Self.withoutByteOrderMark(bytes) { try StreamingJSONTripReader.trips(in: $0) }
      for chunk in 1...9 {
        let streamed = try Self.readInChunks(bytes, chunk: chunk)
        #expect(
          Self.described(streamed, of: bytes) == Self.described(whole, of: bytes),
          "chunk \(chunk): \(document)")
      }
    }
  }

  @Test("a malformed character, a cut-off file or bytes after the document are refused wherever a chunk ends")
  func chunkedRefusals() throws {
    let good = Array(try Self.export(Self.trips(3)).utf8)
    var cutInCharacter = Array(#"{"trips":[{"name":"京","waypoints":[]}]}"#.utf8)
    cutInCharacter.remove(at: 20)
    let bad: [[UInt8]] = [
      Array(good.dropLast(2)), good + Array("x".utf8), good + [0xC3],
      Array(good.prefix(40)) + [0xFF] + good.dropFirst(40),
      cutInCharacter,
    ]
    for bytes in bad {
      for chunk in [1, 2, 3, 5, 64] {
        #expect(throws: JSONByteScanner.Refusal.self) { try Self.readInChunks(bytes, chunk: chunk) }
      }
    }
  }

  // MARK: - Into a store

  @Test("an export imported a chunk at a time into an empty store exports again to identical bytes")
  func roundTrip() throws {
    let folder = TemporaryDirectory()
    let file = try Self.export(Self.trips(600))
    let store = try SQLiteTripStore(path: folder.file("trips.sqlite"))
    let source = Source(file)
    let result = try store.importFile(
      from: source.files, fileName: "trips.json", onConflict: .keepBoth, chunkBytes: 4_096)
    #expect(source.wholeReads == 0, "read a chunk at a time, never whole")
    #expect(result.summary.added.count == 600)
    #expect(try Self.export(store) == file)

    let again = try store.importFile(
      from: Source(file).files, fileName: "trips.json", onConflict: .keepBoth, chunkBytes: 4_096)
    #expect(again.summary.skipped.count == 600 && again.summary.written == 0)
    #expect(try Self.export(store) == file)
  }

  @Test(
    "a file refused at its last trip, after many chunks, leaves the store, its history and other processes' view as they were",
    arguments: LastTripProblem.allCases)
  func refusedAtTheEnd(problem: LastTripProblem) throws {
    let folder = TemporaryDirectory()
    let path = folder.file("trips.sqlite")
    let store = try SQLiteTripStore(path: path)
    let stored = try store.createTrip(named: "Already here")
    let carmel = try store.addStop(to: stored.id, name: "Carmel", coordinate: Places.carmel)
    let other = try SQLiteTripStore(path: path)
    var heard: [TripStoreChange] = []
    let observation = other.addObserver { heard.append($0) }
    defer { observation.cancel() }
    let before = try Self.export(store)

    var trips = try Self.trips(2_000)
    let last = trips.count - 1
    switch problem {
    case .badLatitude: break
    case .repeatedTripID: trips[last] = try Trip(id: trips[0].id, name: "Again", stops: [])
    case .repeatedStopID:
      trips[last] = try Trip(
        id: trips[last].id, name: "Twin",
        stops: [try Stop(id: trips[1].stops[0].id, name: "Twin", coordinate: Places.nara)])
    case .storedStopID:
      trips[last] = try Trip(
        id: trips[last].id, name: "Twin",
        stops: [try Stop(id: carmel.id, name: "Twin", coordinate: Places.nara)])
    }
    var file = try Self.export(trips)
    if problem == .badLatitude {
      let marker = "\"latitude\": "
      let at = try #require(file.range(of: marker, options: .backwards))
      file.insert(contentsOf: "9", at: at.upperBound)  // 9xx.x°: out of range
    }
    #expect(file.utf8.count > 200 * 4_096, "hundreds of chunks")

    // The message the whole-file import gives, from a store of its own.
    let twin = try SQLiteTripStore(path: folder.file("twin.sqlite"))
    try twin.importTrips(try store.allTrips(), onConflict: .replace)
    let expected = Self.failure {
      try twin.importFile(Data(file.utf8), fileName: "trips.json", onConflict: .keepBoth)
    }
    #expect(expected != nil)

    let got = Self.failure {
      try store.importFile(
        from: Source(file).files, fileName: "trips.json", onConflict: .keepBoth, chunkBytes: 4_096)
    }
    #expect(got == expected)
    #expect(try Self.export(store) == before)
    try other.checkForExternalChanges()
    #expect(heard.isEmpty, "another connection saw no change")
    #expect(try store.undo()?.description == "add stop “Carmel”", "no import in the history")
  }

  enum LastTripProblem: String, CaseIterable, CustomTestStringConvertible {
    case badLatitude, repeatedTripID, repeatedStopID, storedStopID
    var testDescription: String { rawValue }
  }

  @Test(
    "added, skipped, replaced and copied trips, and the summary, are those of the whole-file import",
    arguments: [
      ImportConflictPolicy.keepBoth, .replace,
    ])
  func sameRulesAsWholeFile(policy: ImportConflictPolicy) throws {
    let folder = TemporaryDirectory()
    let first = try Self.trips(300)
    var file = first
    // Stored with other content: copied or replaced.
    file[5] = try Trip(id: first[5].id, name: "Renamed", stops: first[5].stops)
    file.append(contentsOf: try Self.trips(40, named: "New"))
    let text = try Self.export(file)
    var results: [String] = []
    for (index, streamed) in [false, true].enumerated() {
      let store = try SQLiteTripStore(path: folder.file("store-\(index).sqlite"))
      try store.importTrips(first, onConflict: .replace)
      let before = try store.allTrips()
      let result =
        streamed
        ? try store.importFile(
          from: Source(text).files, fileName: "t.json", onConflict: policy, chunkBytes: 1_000)
        : try store.importFile(Data(text.utf8), fileName: "t.json", onConflict: policy)
      let summary = result.summary
      results.append(
        "\(summary.added.count) \(summary.skipped.count) \(summary.replaced) \(summary.copied.count) "
          + "\(result.writtenTrips) \(result.skippedTrips) \(try store.allTrips().map(\.name))")
      #expect(try store.undo()?.description == "import of 340 trips")
      #expect(try store.allTrips() == before)
    }
    #expect(results[0] == results[1])
  }

  @Test(
    "trips handed over one at a time are one undoable edit that restores a replaced trip",
    arguments: RepositoryKind.allCases)
  func undoAndRedo(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let kansai = try repository.createTrip(named: "Kansai")
    try repository.addStop(to: kansai.id, name: "京都", coordinate: Places.kyoto)
    let before = try repository.allTrips()
    let replacement = try Trip(
      id: kansai.id, name: "Kansai again", stops: [try Stop(name: "奈良", coordinate: Places.nara)])
    var pending = try Self.trips(700) + [replacement]
    pending.reverse()
    let summary = try repository.importTrips(onConflict: .replace) { pending.popLast() }
    #expect(summary.added.count == 700 && summary.replaced == [kansai.id])
    let after = try repository.allTrips()
    #expect(try repository.undo()?.description == "import of 701 trips")
    #expect(try repository.allTrips() == before)
    #expect(try repository.redo()?.description == "import of 701 trips")
    #expect(try repository.allTrips() == after)
  }

  // MARK: - Helpers

  /// An import file handed over by `read` (as many bytes as asked, at most), counting how often it
  /// was read whole.
  final class Source: Sendable {
    let bytes: [UInt8]
    /// Bytes handed over so far, and how often the file was read whole.
    private let state = Mutex((offset: 0, wholeReads: 0))

    init(_ text: String) { bytes = Array(text.utf8) }

    var wholeReads: Int { state.withLock { $0.wholeReads } }

    var files: ImportFileSource {
      ImportFileSource(
        read: { buffer in
          self.state.withLock { state in
            let count = min(buffer.count, self.bytes.count - state.offset)
            buffer.copyBytes(from: self.bytes[state.offset..<state.offset + count])
            state.offset += count
            return count
          }
        },
        whole: {
          self.state.withLock { $0.wholeReads += 1 }
          return Data(self.bytes)
        })
    }
  }

  /// `count` trips of 0–3 stops with notes, names in several scripts and schedules.
  static func trips(_ count: Int, named prefix: String = "Trip") throws -> [Trip] {
    let places = [
      ("Monterey", Places.monterey), ("Carmel “by the Sea”", Places.carmel), ("Big Sur\\", Places.bigSur),
      ("京都", Places.kyoto), ("大阪 😀", Places.osaka), ("奈良", Places.nara),
    ]
    return try (0..<count).map { number in
      let stops = try (0..<(number % 4)).map { offset in
        let place = places[(number + offset) % places.count]
        return try Stop(name: place.0, coordinate: place.1, note: offset == 1 ? "Lunch\n\(number)" : "")
      }
      var trip = try Trip(name: "\(prefix) \(number + 1)", stops: stops)
      if number % 7 == 0 { trip.schedule.dailyDrivingMinutes = 300 }
      return trip
    }
  }

  static func export(_ trips: [Trip]) throws -> String { TripExchange.export(trips, as: .json) }

  static func export(_ store: SQLiteTripStore) throws -> String {
    var text = ""
    try TripExchange.export(from: store, as: .json) { text += $0 }
    return text
  }

  /// The trips of `bytes` read through a window `chunk` bytes at a time.
  static func readInChunks(_ bytes: [UInt8], chunk: Int) throws -> [Trip] {
    var offset = 0
    let window = ImportByteWindow(chunkBytes: chunk) { buffer in
      let count = min(buffer.count, bytes.count - offset)
      buffer.copyBytes(from: bytes[offset..<offset + count])
      offset += count
      return count
    }
    var scanner = JSONByteScanner(window: window)
    scanner.skipByteOrderMark()
    var reader = StreamingJSONTripReader(scanner: scanner)
    var trips: [Trip] = []
    while let trip = try reader.next() { trips.append(trip) }
    return trips
  }

  static func withoutByteOrderMark<T>(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws -> T)
    rethrows -> T
  {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start...])) }
  }

  /// The trips as text: names, notes, schedules, coordinates to the bit, and the ids the document
  /// gives (ids made for trips and stops without one differ from read to read).
  static func described(_ trips: [Trip], of document: [UInt8]) -> [String] {
    let text = String(decoding: document, as: UTF8.self).uppercased()
    func given(_ id: UUID) -> String { text.contains(id.uuidString) ? id.uuidString : "new" }
    return trips.map { trip in
      "\(given(trip.id.uuid)) \(trip.name) \(trip.schedule)|"
        + trip.stops.map {
          "\(given($0.id.uuid)) \($0.name),\($0.note),\($0.stay),\($0.coordinate.latitude.bitPattern),\($0.coordinate.longitude.bitPattern)"
        }.joined(separator: ";")
    }
  }

  /// The message `body` fails with, nil when it does not.
  static func failure(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return "\(error)"
    }
  }
}
