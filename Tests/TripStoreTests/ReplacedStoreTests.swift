import Foundation
import Testing
import TripModels
import TripStore

/// A store file replaced while it is open (a backup restored with `mv`) or removed: the store
/// notices, says so, and never writes to the old, unlinked file again.
@MainActor
@Suite("Replaced store file")
struct ReplacedStoreTests {
  @Test("After `mv backup store`, the poll and every edit report it; the new file is left untouched")
  func replacedByMove() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("store.sqlite")
    let backup = folder.file("backup.sqlite")
    do {
      let other = try SQLiteTripStore(path: backup)
      try other.createTrip(named: "From the backup")
    }
    let restored = try #require(bytes(of: backup))
    do {
      let store = try SQLiteTripStore(path: path)
      let trip = try store.createTrip(named: "Before")
      #expect(rename(backup, path) == 0)

      #expect(throws: TripStoreError.replaced(path: path)) { try store.checkForExternalChanges() }
      #expect(throws: TripStoreError.replaced(path: path)) { try store.createTrip(named: "After") }
      #expect(throws: TripStoreError.replaced(path: path)) { try store.renameTrip(trip.id, to: "Renamed") }
      #expect(store.failureCount == 3)
      #expect(store.lastFailure?.description.contains("was removed or replaced by another file") == true)
      #expect(bytes(of: path) == restored)
    }
    // Once the old store is closed, the restored file opens as it was restored.
    let names = Result { try SQLiteTripStore(path: path).allTrips().map(\.name) }
    #expect(
      (try? names.get()) == ["From the backup"],
      "\(names); \((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])")
  }

  @Test("A removed store file is reported, not written to")
  func removed() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("store.sqlite")
    let store = try SQLiteTripStore(path: path)
    #expect(unlink(path) == 0)
    #expect(throws: TripStoreError.replaced(path: path)) { try store.createTrip(named: "Lost") }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("A new store is created readable by its owner only, with no temporary files left")
  func privateCreation() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("new.sqlite")
    _ = try SQLiteTripStore(path: path)
    let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    #expect(mode == 0o600)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.allSatisfy { !$0.contains(".creating") }, "\(names)")
  }

  @Test("Temporary files of a creator that no longer runs are removed; a live creator's are kept")
  func abandonedTemporaries() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("new.sqlite")
    // No process has pid 2^22 + 1 (above Linux's default pid_max of 2^22).
    let dead = folder.file(".new.sqlite.4194305.A.creating")
    let deadWAL = dead + "-wal"
    let live = folder.file(".new.sqlite.\(getpid() == 1 ? 2 : 1).B.creating")
    for file in [dead, deadWAL, live] { try Data("x".utf8).write(to: URL(fileURLWithPath: file)) }
    _ = try SQLiteTripStore(path: path)
    #expect(!FileManager.default.fileExists(atPath: dead))
    #expect(!FileManager.default.fileExists(atPath: deadWAL))
    #expect(FileManager.default.fileExists(atPath: live), "pid 1 runs: its file may still be in use")
  }
}
