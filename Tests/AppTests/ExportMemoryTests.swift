import Foundation
import Geo
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels
import TripStore

@testable import App

/// The Export sheet opens on the format and the path of the last export, across launches (the
/// store's settings, as the unit).
@MainActor
@Suite("Export sheet memory", .serialized, .timeLimit(.minutes(10)))
struct ExportMemoryTests {
  @Test("after a KML export the sheet opens on KML: the same path for that trip, its folder for another")
  func remembers() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roadtrip-memory-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let coast = try Trip(
      name: "Pacific Coast",
      stops: [try Stop(name: "Monterey", coordinate: Coordinate(latitude: 36.6, longitude: -121.89))])
    let kansai = try Trip(name: "Kansai")
    let store = try SQLiteTripStore(path: folder.appendingPathComponent("store.sqlite").path)
    _ = try store.importTrips([coast, kansai])
    func presenter(_ trip: Trip, _ store: SQLiteTripStore) -> (ExportSheetPresenter, SheetRouter) {
      let stack = NavigationStack<Route>(root: .trips)
      stack.present(.sheet(.export(trip.id)))
      let router = SheetRouter(
        stack: stack, entryID: stack.state.modal?.rootEntry.id ?? EntryID.root, work: ScreenWork())
      let presenter = ExportSheetPresenter(
        tripID: trip.id, repository: store, router: router, work: router.work, report: { _ in },
        protectedPaths: [],
        home: folder.path)
      return (presenter, router)
    }
    let (first, router) = presenter(coast, store)
    #expect(first.format == .json && first.path == "~/Pacific Coast.json")
    first.path = "~/out/coast.kml"
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    first.export()
    await router.work.idle()
    #expect(first.problem == nil)
    // A new launch.
    let reopened = try SQLiteTripStore(path: folder.appendingPathComponent("store.sqlite").path)
    let (same, _) = presenter(coast, reopened)
    #expect(same.format == .kml && same.path == "~/out/coast.kml")
    let (other, _) = presenter(kansai, reopened)
    #expect(other.format == .kml && other.path == "~/out/Kansai.kml")
  }
}
