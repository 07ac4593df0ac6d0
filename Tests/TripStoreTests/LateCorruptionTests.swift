import Foundation
import Testing
import TripModels
import TripStore

/// Opening checks the header, the schema and the trip count, not every page (that would make
/// opening a big store slow); damage further in is reported by the call that reads it.
@MainActor
@Suite("Damage found after opening")
struct LateCorruptionTests {
  @Test("A damaged stop page gives a typed error on reading, and the file is not rewritten")
  func damagedStopPage() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("late.sqlite")
    do { _ = try SQLiteTripStore(location: StoreLocation(path: path, seedsSampleTrips: true)) }
    let root = try OtherConnection.rows(
      "SELECT rootpage FROM sqlite_schema WHERE name = 'waypoint'", on: path)
    let page = try #require(root.first.flatMap { Int($0) })
    var data = try #require(bytes(of: path))
    data.replaceSubrange(
      (page - 1) * 4096..<(page - 1) * 4096 + 64, with: [UInt8](repeating: 0xA5, count: 64))
    try data.write(to: URL(fileURLWithPath: path))

    do {
      let store = try SQLiteTripStore(path: path)
      #expect(try store.tripSummaries(offset: 0, limit: 5).count == 2, "summaries do not read stops")
      let error = #expect(throws: TripStoreError.self) { try store.allTrips() }
      guard case .corrupt(let reportedPath, _) = error else {
        Issue.record("expected corrupt, got \(String(describing: error))")
        return
      }
      #expect(reportedPath == path)
    }
    #expect(bytes(of: path) == data)
  }
}
