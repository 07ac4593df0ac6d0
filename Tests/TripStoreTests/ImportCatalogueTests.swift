import Foundation
import Testing
import TripModels
import TripStore

/// Every bad file is refused with the JSON path or GPX line of its first problem, and the store is
/// left exactly as it was.
@MainActor
@Suite("Import catalogue")
struct ImportCatalogueTests {
  @Test("Refused with its message; the store is unchanged", arguments: BadImportFile.catalogue)
  func refused(file: BadImportFile) throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(
      location: StoreLocation(path: folder.file("s.sqlite"), seedsSampleTrips: true))
    let before = try store.allTrips()
    var heard: [TripStoreChange] = []
    let token = store.addObserver { heard.append($0) }
    defer { _ = token }

    let error = #expect(throws: ImportError.self) {
      try store.importFile(file.contents, fileName: file.fileName)
    }

    let failure = try #require(error)
    #expect(failure.location == file.location)
    #expect(failure.problem.hasPrefix(file.problem), "\(failure.problem)")
    #expect(failure.description.hasPrefix("cannot import \(file.fileName)"))
    #expect(failure.description.hasSuffix("nothing was imported; fix the file and try again"))
    #expect(try store.allTrips() == before)
    #expect(heard.isEmpty)
  }

  @Test("The catalogue has at least 15 files")
  func catalogueSize() {
    #expect(BadImportFile.catalogue.count >= 15)
  }

  @Test("A good file is imported whole, in one change")
  func goodFileImported() throws {
    let folder = TemporaryDirectory()
    let store = try SQLiteTripStore(path: folder.file("s.sqlite"))
    var heard: [TripStoreChange] = []
    let token = store.addObserver { heard.append($0) }
    defer { _ = token }
    let gpx = """
      <gpx version="1.1"><rte><name>Coast</name><rtept lat="36.60024" lon="-121.89468"/></rte>\
      <rte><name>Kansai</name><rtept lat="35.02107" lon="135.75385"><name>京都</name></rtept></rte></gpx>
      """
    let trips = try store.importFile(Data(gpx.utf8), fileName: "two.gpx")
    #expect(try store.tripSummaries(offset: 0, limit: 5).map(\.name) == ["Coast", "Kansai"])
    #expect(heard == [TripStoreChange(changedTrips: Set(trips.map(\.id)), listChanged: true)])
  }
}
