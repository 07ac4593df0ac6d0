import Foundation
import Testing
import TripModels
import TripStore

/// Every broken, foreign or unreachable store gives its typed error, never traps, and is left
/// byte for byte as it was.
@MainActor
@Suite("Corrupt store catalogue")
struct CorruptStoreCatalogueTests {
  @Test(
    "Refused with a typed error naming the file, bytes unchanged", arguments: CorruptStoreFixture.allCases)
  func refused(fixture: CorruptStoreFixture) throws {
    let folder = TemporaryDirectory()
    let path = try fixture.make(in: folder)
    let before = bytes(of: path)
    let listing = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      !$0.hasSuffix("-shm")
    }

    // Damage only the full check sees (an index that disagrees with its table) opens read-only.
    if case .corrupt = fixture.expected, let store = try? SQLiteTripStore(path: path) {
      #expect(store.damage != nil, "a damaged store opened for writing")
      #expect(throws: TripStoreError.damagedReadOnly(path: path, reason: store.damage ?? "")) {
        try store.createTrip(named: "Not written")
      }
      #expect(bytes(of: path) == before)
      return
    }
    let error = #expect(throws: TripStoreError.self) { _ = try SQLiteTripStore(path: path) }

    let failure = try #require(error)
    #expect(failure.isOpenFailure)
    #expect(failure.path == path)
    #expect(failure.description.contains(path))
    #expect(!failure.description.contains("--store"), "the command line's advice is the App's to add")
    switch (fixture.expected, failure) {
    case (.cannotOpen, .cannotOpen), (.notAStore, .notAStore), (.corrupt, .corrupt): break
    case (.newerSchema(let found), .newerSchema(_, let reported, let supported)):
      #expect(reported == found)
      #expect(supported == SQLiteTripStore.schemaVersion)
    default: Issue.record("expected \(fixture.expected), got \(failure)")
    }
    #expect(bytes(of: path) == before)
    let after = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      !$0.hasSuffix("-shm")
    }
    #expect(Set(after.filter { !$0.hasSuffix("-wal") }) == Set(listing), "nothing created or deleted")
  }

  @Test func aNegativeSchemaVersionIsNamedNotTakenForAnotherAppsTables() throws {
    let folder = TemporaryDirectory()
    let path = try CorruptStoreFixture.negativeUserVersion.make(in: folder)
    #expect(
      throws: TripStoreError.notAStore(path: path, reason: "its schema version -1 is not one RoadTrip knows")
    ) {
      _ = try SQLiteTripStore(path: path)
    }
  }

  @Test("The catalogue has at least 15 fixtures")
  func catalogueSize() {
    #expect(CorruptStoreFixture.allCases.count >= 15)
  }
}
