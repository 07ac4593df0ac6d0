import Foundation
import TestSupport
import Testing
import TripModels
import TripStore

/// A store file that must be refused, made fresh by the test; see ``CorruptStoreCatalogueTests``.
enum CorruptStoreFixture: String, CaseIterable, CustomTestStringConvertible {
  case emptyFile
  case randomBytes
  case textFile
  case truncatedInsideHeader
  case truncatedMidPage
  case truncatedToFirstPage
  case truncatedToHalf
  case flippedMagic
  case flippedPageSize
  case flippedSchemaText
  case garbageInTripStatsPage
  case stopIDChangedInTableOnly
  case newerUserVersion
  case farNewerUserVersion
  case negativeUserVersion
  case missingTable
  case missingColumn
  case missingTripCountRow
  case otherAppsDatabase
  case directory
  case fifo
  case parentIsAFile
  case noPermission

  var testDescription: String { rawValue }

  /// The kind of error expected.
  enum Expected { case cannotOpen, notAStore, corrupt, newerSchema(Int) }

  var expected: Expected {
    switch self {
    case .emptyFile, .randomBytes, .textFile, .truncatedInsideHeader, .flippedMagic, .missingTable,
      .missingColumn, .missingTripCountRow, .otherAppsDatabase, .negativeUserVersion:
      .notAStore
    case .truncatedMidPage, .truncatedToFirstPage, .truncatedToHalf, .flippedPageSize, .flippedSchemaText,
      .garbageInTripStatsPage, .stopIDChangedInTableOnly:
      .corrupt
    case .newerUserVersion: .newerSchema(9)
    case .farNewerUserVersion: .newerSchema(999)
    case .directory, .fifo, .parentIsAFile, .noPermission: .cannotOpen
    }
  }

  /// Makes the fixture in `folder` and returns the path to open.
  @MainActor
  func make(in folder: TemporaryDirectory) throws -> String {
    let path = folder.file("store.sqlite")
    switch self {
    case .emptyFile: try write(Data(), to: path)
    case .randomBytes:
      var generator = SplitMix64(seed: 42)
      try write(Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }), to: path)
    case .textFile: try write(Data("Monterey, Carmel, Big Sur\n".utf8), to: path)
    case .truncatedInsideHeader: try truncate(validStore(path), path, to: 50)
    case .truncatedMidPage: try truncate(validStore(path), path, to: 4096 + 1000)
    case .truncatedToFirstPage: try truncate(validStore(path), path, to: 4096)
    case .truncatedToHalf:
      let size = try validStore(path).count
      try truncate(validStore(path), path, to: (size / 4096 / 2) * 4096)
    case .flippedMagic: try patch(validStore(path), path, at: 0, [0x73, 0x71])
    case .flippedPageSize: try patch(validStore(path), path, at: 16, [0x03, 0xE8])
    case .flippedSchemaText:
      var data = try validStore(path)
      let marker = Data("CREATE TABLE waypoint".utf8)
      guard let range = data.range(of: marker) else { throw FixtureFailure("no schema text") }
      data[range.lowerBound + 7] = UInt8(ascii: "X")
      try write(data, to: path)
    case .garbageInTripStatsPage:
      let data = try validStore(path)
      let root = try OtherConnection.rows(
        "SELECT rootpage FROM sqlite_schema WHERE name = 'trip_stats'", on: path)
      guard let page = root.first.flatMap({ Int($0) }) else { throw FixtureFailure("no root page") }
      try patch(data, path, at: (page - 1) * 4096, [UInt8](repeating: 0xA5, count: 64))
    case .stopIDChangedInTableOnly:
      // One digit of a stop id changed in the table's page, not in its index: the pages are well
      // formed (quick_check passes) but the index no longer matches the table.
      var data = try validStore(path)
      let root = try OtherConnection.rows(
        "SELECT rootpage FROM sqlite_schema WHERE name = 'waypoint'", on: path)
      let ids = try OtherConnection.rows("SELECT id FROM waypoint ORDER BY rowid LIMIT 1", on: path)
      guard let page = root.first.flatMap({ Int($0) }), let id = ids.first else {
        throw FixtureFailure("no waypoint table")
      }
      let pageRange = (page - 1) * 4096..<page * 4096
      guard let found = data.range(of: Data(id.utf8), in: pageRange) else {
        throw FixtureFailure("the stop id is not in the table's root page")
      }
      let digit = found.upperBound - 1
      data[digit] = data[digit] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
      try write(data, to: path)
    case .newerUserVersion: try patch(validStore(path), path, at: 60, [0, 0, 0, 9])
    case .farNewerUserVersion: try patch(validStore(path), path, at: 60, [0, 0, 0x03, 0xE7])
    case .negativeUserVersion: try patch(validStore(path), path, at: 60, [0xFF, 0xFF, 0xFF, 0xFF])
    case .missingTable:
      _ = try validStore(path)
      try OtherConnection.execute("DROP TABLE waypoint;", on: path)
    case .missingColumn:
      _ = try validStore(path)
      try OtherConnection.execute("ALTER TABLE trip DROP COLUMN last_stop_name;", on: path)
    case .missingTripCountRow:
      _ = try validStore(path)
      try OtherConnection.execute("DELETE FROM trip_stats;", on: path)
    case .otherAppsDatabase:
      try OtherConnection.execute("CREATE TABLE moz_places(id INTEGER PRIMARY KEY, url TEXT);", on: path)
    case .directory: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    case .fifo: mkfifo(path, 0o600)
    case .parentIsAFile:
      try write(Data("not a folder".utf8), to: folder.file("plain"))
      return folder.file("plain/store.sqlite")
    case .noPermission:
      // Root ignores file modes, so as root the fixture is a place nobody may create files in.
      guard geteuid() != 0 else { return "/sys/roadtrip-test-\(UUID().uuidString).sqlite" }
      _ = try validStore(path)
      chmod(path, 0o000)
    }
    return path
  }

  // MARK: - Helpers

  /// Creates a healthy seeded store at `path` (closed again) and returns its bytes.
  @MainActor
  private func validStore(_ path: String) throws -> Data {
    if FileManager.default.fileExists(atPath: path), let data = bytes(of: path) { return data }
    do { _ = try SQLiteTripStore(location: StoreLocation(path: path, seedsSampleTrips: true)) }
    guard let data = bytes(of: path) else { throw FixtureFailure("no store made") }
    return data
  }

  private func write(_ data: Data, to path: String) throws {
    try data.write(to: URL(fileURLWithPath: path))
  }

  private func truncate(_ data: Data, _ path: String, to count: Int) throws {
    try write(data.prefix(count), to: path)
  }

  private func patch(_ data: Data, _ path: String, at offset: Int, _ replacement: [UInt8]) throws {
    var copy = data
    copy.replaceSubrange(offset..<offset + replacement.count, with: replacement)
    try write(copy, to: path)
  }
}
