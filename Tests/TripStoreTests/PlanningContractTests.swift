import Foundation
import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// The planning operations (insert, notes, reverse, move to, duplicate, filter, merging imports),
/// checked against both the SQLite store and the in-memory fake.
@MainActor
@Suite("Planning contract")
struct PlanningContractTests {
  /// A trip Monterey → Carmel → Big Sur, created in `repository`.
  private func coast(in repository: any TripRepository) throws -> Trip {
    let trip = try repository.createTrip(named: "Pacific Coast")
    try repository.addStop(to: trip.id, name: "Monterey", coordinate: Places.monterey)
    try repository.addStop(to: trip.id, name: "Carmel", coordinate: Places.carmel)
    try repository.addStop(to: trip.id, name: "Big Sur", coordinate: Places.bigSur)
    return try #require(try repository.trip(id: trip.id))
  }

  private func names(_ id: Trip.ID, in repository: any TripRepository) throws -> [String] {
    try repository.trip(id: id)?.stops.map(\.name) ?? []
  }

  @Test("A stop is inserted after the given stop, or at the end", arguments: RepositoryKind.allCases)
  func insertAfter(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try coast(in: repository)
    try repository.insertStop(
      try Stop(name: "Nara", coordinate: Places.nara), into: trip.id, after: trip.stops[0].id)
    try repository.insertStop(try Stop(name: "Kyoto", coordinate: Places.kyoto), into: trip.id, after: nil)
    try repository.insertStop(
      try Stop(name: "Osaka", coordinate: Places.osaka), into: trip.id, after: trip.stops[0].id)
    #expect(
      try names(trip.id, in: repository) == ["Monterey", "Osaka", "Nara", "Carmel", "Big Sur", "Kyoto"])
    let stored = try #require(try repository.trip(id: trip.id))
    #expect(try repository.tripSummaries(offset: 0, limit: 1) == [TripSummary(stored)])
  }

  @Test(
    "Many inserts at one place keep their order (positions make room)", arguments: RepositoryKind.allCases)
  func crowdedInserts(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try coast(in: repository)
    var previous = trip.stops[0].id
    for number in 1...30 {
      previous = try repository.insertStop(
        try Stop(name: "Stop \(number)", coordinate: Places.carmel), into: trip.id, after: previous
      ).id
    }
    let expected = ["Monterey"] + (1...30).map { "Stop \($0)" } + ["Carmel", "Big Sur"]
    #expect(try names(trip.id, in: repository) == expected)
  }

  @Test("A stop's name and note are saved; a note is one line", arguments: RepositoryKind.allCases)
  func renameAndNote(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try coast(in: repository)
    let carmel = trip.stops[1]
    let renamed = try carmel.with(name: "Carmel-by-the-Sea", coordinate: carmel.coordinate)
      .with(note: "Lunch at\nthe beach")
    try repository.updateStop(renamed, in: trip.id)
    let stored = try #require(try repository.trip(id: trip.id)?.stops[1])
    #expect(stored.name == "Carmel-by-the-Sea")
    #expect(stored.note == "Lunch at the beach")
    #expect(throws: ValidationError.noteTooLong(121)) {
      try carmel.with(note: String(repeating: "x", count: 121))
    }
  }

  @Test("Reverse route puts the stops in reverse order", arguments: RepositoryKind.allCases)
  func reverse(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try coast(in: repository)
    try repository.reverseStops(in: trip.id)
    #expect(try names(trip.id, in: repository) == ["Big Sur", "Carmel", "Monterey"])
    let summary = try #require(try repository.tripSummaries(offset: 0, limit: 1).first)
    #expect(summary.firstStopName == "Big Sur")
    #expect(summary.lastStopName == "Monterey")
    #expect(abs(summary.totalMeters - trip.totalMeters) < 0.001)
  }

  @Test("Move to puts a stop at a position, clamped", arguments: RepositoryKind.allCases)
  func moveTo(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try coast(in: repository)
    try repository.moveStop(trip.stops[2].id, in: trip.id, to: 0)
    #expect(try names(trip.id, in: repository) == ["Big Sur", "Monterey", "Carmel"])
    try repository.moveStop(trip.stops[2].id, in: trip.id, to: 99)
    #expect(try names(trip.id, in: repository) == ["Monterey", "Carmel", "Big Sur"])
  }

  @Test("Duplicate copies a trip with new ids to the top of the list", arguments: RepositoryKind.allCases)
  func duplicate(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try coast(in: repository)
    try repository.createTrip(named: "Newer")
    let copy = try repository.duplicateTrip(trip.id)
    #expect(copy.name == "Pacific Coast (copy)")
    #expect(copy.stops.map(\.name) == trip.stops.map(\.name))
    #expect(Set(copy.stops.map(\.id)).isDisjoint(with: trip.stops.map(\.id)))
    #expect(
      try repository.tripSummaries(offset: 0, limit: 5).map(\.name) == [
        "Pacific Coast (copy)", "Newer", "Pacific Coast",
      ])
    #expect(try repository.trip(id: copy.id) == copy)
  }

  @Test(
    "The filter matches trip and stop names, ignoring case and accents", arguments: RepositoryKind.allCases)
  func filter(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    _ = try coast(in: repository)
    let japan = try repository.createTrip(named: "Kansai")
    try repository.addStop(to: japan.id, name: "Kyōto", coordinate: Places.kyoto)
    try repository.createTrip(named: "San José weekend")
    #expect(try repository.tripSummaries(matching: "big sur", limit: 10).map(\.name) == ["Pacific Coast"])
    #expect(try repository.tripSummaries(matching: "KYOTO", limit: 10).map(\.name) == ["Kansai"])
    #expect(try repository.tripSummaries(matching: "san jose", limit: 10).map(\.name) == ["San José weekend"])
    #expect(
      try repository.tripSummaries(matching: "a", limit: 2).map(\.name) == ["San José weekend", "Kansai"])
    #expect(try repository.tripCount(matching: "a") == 3)
    #expect(try repository.tripCount(matching: "zzz") == 0)
    #expect(try repository.tripCount(matching: "") == 3)
  }

  @Test(
    "Import adds, skips identical trips, copies changed ones or replaces them",
    arguments: RepositoryKind.allCases)
  func importMerging(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let stored = try coast(in: repository)
    let changed = try Trip(id: stored.id, name: "Pacific Coast", stops: Array(stored.stops.prefix(2)))
    let new = try Trip(name: "Kansai", stops: [try Stop(name: "Nara", coordinate: Places.nara)])

    let first = try repository.importTrips([stored, changed, new], onConflict: .keepBoth)
    #expect(first.skipped == [stored.id])
    #expect(first.added == [new.id])
    #expect(first.copied.count == 1)
    #expect(first.replaced.isEmpty)
    let copy = try #require(try repository.trip(id: first.copied[0]))
    #expect(copy.name == "Pacific Coast (imported)")
    #expect(copy.stops.map(\.name) == ["Monterey", "Carmel"])
    #expect(try repository.trip(id: stored.id) == stored, "the local trip is untouched")

    let second = try repository.importTrips([changed], onConflict: .replace)
    #expect(second.replaced == [stored.id])
    #expect(try repository.trip(id: stored.id) == changed)
    #expect(
      try repository.tripSummaries(offset: 0, limit: 5).map(\.name) == [
        "Pacific Coast", "Pacific Coast (imported)", "Kansai",
      ])
  }
}
