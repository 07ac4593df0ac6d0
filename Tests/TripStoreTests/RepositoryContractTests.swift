import Foundation
import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// What features rely on, checked against both the SQLite store and the in-memory fake.
@MainActor
@Suite("Repository contract")
struct RepositoryContractTests {
  @Test("New trips appear at the top of the list", arguments: RepositoryKind.allCases)
  func newTripsAtTop(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    try repository.createTrip(named: "First")
    try repository.createTrip(named: "Second")
    try repository.createTrip(named: "Third")
    #expect(try repository.tripSummaries(offset: 0, limit: 10).map(\.name) == ["Third", "Second", "First"])
    #expect(try repository.tripCount() == 3)
  }

  @Test("Summaries are paged in list order", arguments: RepositoryKind.allCases)
  func paging(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    for number in 1...7 { try repository.createTrip(named: "Trip \(number)") }
    #expect(try repository.tripSummaries(offset: 2, limit: 3).map(\.name) == ["Trip 5", "Trip 4", "Trip 3"])
    #expect(try repository.tripSummaries(offset: 6, limit: 5).map(\.name) == ["Trip 1"])
    #expect(try repository.tripSummaries(offset: 7, limit: 5).isEmpty)
    #expect(try repository.tripSummaries(offset: 0, limit: 0).isEmpty)
  }

  @Test("Pages are read by key from either end or from a known trip", arguments: RepositoryKind.allCases)
  func keyedPaging(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    for number in 1...7 { try repository.createTrip(named: "Trip \(number)") }
    let names = { (request: TripPageRequest) in try repository.tripSummaries(request).map(\.summary.name) }
    #expect(
      try names(TripPageRequest(anchor: nil, direction: .down, skip: 1, limit: 2)) == ["Trip 6", "Trip 5"])
    #expect(
      try names(TripPageRequest(anchor: nil, direction: .up, limit: 3)) == ["Trip 3", "Trip 2", "Trip 1"])
    let top = try repository.tripSummaries(TripPageRequest(anchor: nil, direction: .down, limit: 7))
    let trip4 = top[3]
    #expect(
      try names(TripPageRequest(anchor: trip4.sortKey, direction: .down, limit: 9)) == [
        "Trip 3", "Trip 2", "Trip 1",
      ])
    #expect(
      try names(TripPageRequest(anchor: trip4.sortKey, direction: .up, skip: 1, limit: 2)) == [
        "Trip 7", "Trip 6",
      ])
    #expect(
      try repository.tripSummaries(TripPageRequest(anchor: trip4.sortKey, direction: .up, limit: 0)).isEmpty)
  }

  @Test("A trip is located by id, counted from either end", arguments: RepositoryKind.allCases)
  func locating(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trips = try (1...7).map { try repository.createTrip(named: "Trip \($0)") }
    let keys = try repository.tripSummaries(TripPageRequest(anchor: nil, direction: .down, limit: 7)).map(
      \.sortKey)
    for hint in [0, 6] {
      let position = try #require(try repository.tripListPosition(of: trips[1].id, near: hint))
      #expect(position == TripListPosition(index: 5, sortKey: keys[5]))
    }
    try repository.deleteTrip(trips[6].id)
    #expect(try repository.tripListPosition(of: trips[1].id, near: 6)?.index == 4)
    #expect(try repository.tripListPosition(of: trips[6].id, near: 0) == nil)
  }

  @Test(
    "A summary shows stop count, total distance and first → last stop", arguments: RepositoryKind.allCases)
  func summaries(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try repository.createTrip(named: "Pacific Coast")
    try repository.addStop(to: trip.id, name: "Monterey", coordinate: Places.monterey)
    try repository.addStop(to: trip.id, name: "Carmel", coordinate: Places.carmel)
    try repository.addStop(to: trip.id, name: "Big Sur", coordinate: Places.bigSur)
    let summary = try #require(try repository.tripSummaries(offset: 0, limit: 1).first)
    let loaded = try #require(try repository.trip(id: trip.id))
    #expect(summary == TripSummary(loaded))
    #expect(summary.stopCount == 3)
    #expect(summary.firstStopName == "Monterey")
    #expect(summary.lastStopName == "Big Sur")
    #expect(summary.totalMeters > 35_000 && summary.totalMeters < 45_000)
  }

  @Test("Renaming trims the name and rejects an empty one", arguments: RepositoryKind.allCases)
  func rename(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try repository.createTrip(named: "New Trip")
    try repository.renameTrip(trip.id, to: "  Kansai\u{7}  ")
    #expect(try repository.trip(id: trip.id)?.name == "Kansai")
    #expect(throws: TripStoreError.invalid(.emptyName)) { try repository.renameTrip(trip.id, to: "   ") }
    #expect(throws: TripStoreError.invalid(.nameTooLong(61))) {
      try repository.renameTrip(trip.id, to: String(repeating: "x", count: 61))
    }
    #expect(try repository.trip(id: trip.id)?.name == "Kansai")
    let missing = TripID()
    #expect(throws: TripStoreError.tripNotFound(missing)) { try repository.renameTrip(missing, to: "X") }
  }

  @Test("Deleting a trip removes it and its stops", arguments: RepositoryKind.allCases)
  func delete(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let kept = try repository.createTrip(named: "Kept")
    let gone = try repository.createTrip(named: "Gone")
    try repository.addStop(to: gone.id, name: "京都", coordinate: Places.kyoto)
    try repository.deleteTrip(gone.id)
    #expect(try repository.trip(id: gone.id) == nil)
    #expect(try repository.allTrips().map(\.id) == [kept.id])
    #expect(throws: TripStoreError.tripNotFound(gone.id)) { try repository.deleteTrip(gone.id) }
  }

  @Test("Stops can be added, updated, moved (clamped) and removed", arguments: RepositoryKind.allCases)
  func stops(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try repository.createTrip(named: "Kansai")
    let kyoto = try repository.addStop(to: trip.id, name: "京都", coordinate: Places.kyoto)
    let nara = try repository.addStop(to: trip.id, name: "奈良", coordinate: Places.nara)
    let osaka = try repository.addStop(to: trip.id, name: "New Stop", coordinate: Places.nara)
    try repository.updateStop(try osaka.with(name: "大阪", coordinate: Places.osaka), in: trip.id)
    try repository.moveStop(osaka.id, in: trip.id, to: -5)
    #expect(try repository.trip(id: trip.id)?.stops.map(\.name) == ["大阪", "京都", "奈良"])
    try repository.moveStop(osaka.id, in: trip.id, to: 99)
    #expect(try repository.trip(id: trip.id)?.stops.map(\.id) == [kyoto.id, nara.id, osaka.id])
    try repository.moveStop(nara.id, in: trip.id, to: 0)
    try repository.removeStop(kyoto.id, from: trip.id)
    let loaded = try #require(try repository.trip(id: trip.id))
    #expect(loaded.stops.map(\.name) == ["奈良", "大阪"])
    #expect(loaded.stops.last?.coordinate == Places.osaka)
    #expect(try repository.tripSummaries(offset: 0, limit: 1) == [TripSummary(loaded)])
    #expect(throws: TripStoreError.stopNotFound(kyoto.id)) {
      try repository.removeStop(kyoto.id, from: trip.id)
    }
  }

  @Test("An invalid stop is rejected and nothing changes", arguments: RepositoryKind.allCases)
  func invalidStop(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try repository.createTrip(named: "Trip")
    #expect(throws: TripStoreError.self) {
      try repository.addStop(
        to: trip.id, name: "Nowhere", coordinate: Coordinate(latitude: 91, longitude: 0))
    }
    #expect(throws: TripStoreError.self) {
      try repository.addStop(
        to: trip.id, name: "Nowhere", coordinate: Coordinate(latitude: .nan, longitude: 0))
    }
    let missing = TripID()
    #expect(throws: TripStoreError.tripNotFound(missing)) {
      try repository.addStop(to: missing, name: "Kyoto", coordinate: Places.kyoto)
    }
    #expect(try repository.trip(id: trip.id)?.stops.isEmpty == true)
  }

  @Test("Import adds new trips below and replaces existing ones in place", arguments: RepositoryKind.allCases)
  func importTrips(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let existing = try repository.createTrip(named: "Old name")
    try repository.createTrip(named: "Newest")
    let replacement = try Trip(
      id: existing.id, name: "Replaced",
      stops: [try Stop(name: "Kyoto", coordinate: Places.kyoto)])
    let added = try Trip(name: "Imported", stops: [try Stop(name: "Nara", coordinate: Places.nara)])
    try repository.importTrips([replacement, added])
    #expect(
      try repository.tripSummaries(offset: 0, limit: 5).map(\.name) == ["Newest", "Replaced", "Imported"])
    #expect(try repository.trip(id: existing.id) == replacement)
    #expect(try repository.allTrips().count == 3)
  }

  @Test("Importing a trip whose stops share an id is refused whole", arguments: RepositoryKind.allCases)
  func importDuplicateStops(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let stop = try Stop(name: "Kyoto", coordinate: Places.kyoto)
    let good = try Trip(name: "Good")
    let bad = try Trip(name: "Bad", stops: [stop, stop])
    #expect(throws: TripStoreError.duplicateStop(stop.id)) { try repository.importTrips([good, bad]) }
    #expect(try repository.tripCount() == 0)
  }

  @Test("Settings are remembered and replaced", arguments: RepositoryKind.allCases)
  func settings(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    #expect(try repository.setting("units") == nil)
    try repository.setSetting("units", to: "mi")
    try repository.setSetting("units", to: "km")
    #expect(try repository.setting("units") == "km")
  }

  @Test("Observers hear each committed change until their token goes", arguments: RepositoryKind.allCases)
  func observers(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    var heard: [TripStoreChange] = []
    let token = repository.addObserver { heard.append($0) }
    let trip = try repository.createTrip(named: "Trip")
    try repository.renameTrip(trip.id, to: "Renamed")
    try repository.addStop(to: trip.id, name: "Kyoto", coordinate: Places.kyoto)
    try repository.deleteTrip(trip.id)
    #expect(
      heard == [
        TripStoreChange(changedTrips: [trip.id], listChanged: true),
        TripStoreChange(changedTrips: [trip.id]),
        TripStoreChange(changedTrips: [trip.id]),
        TripStoreChange(deletedTrips: [trip.id], listChanged: true),
      ])
    _ = try? repository.renameTrip(trip.id, to: "Missing")
    #expect(heard.count == 4)
    token.cancel()
    try repository.createTrip(named: "Unheard")
    #expect(heard.count == 4)
  }
}
