import Foundation
import Geo
import TestSupport
import Testing
import TripModels
import TripStore

/// Reading a trip a window at a time (its header, stops by key, a stop's position, the outline),
/// checked against both the SQLite store and the in-memory fake.
@MainActor
@Suite("Stop window contract")
struct StopWindowContractTests {
  /// Stops in the trip the windows are read from.
  private static let count = 300

  /// A trip of ``count`` stops "Stop 1" …, imported into `repository`.
  private func longTrip(in repository: any TripRepository) throws -> Trip {
    let stops = try (0..<Self.count).map { (index: Int) throws -> Stop in
      let latitude: Double = 40 + Double(index % 7) * 0.1
      let longitude: Double = 5 + Double(index) * 0.01
      let note = index % 3 == 0 ? "note \(index)" : ""
      return try Stop(
        name: "Stop \(index + 1)", coordinate: Coordinate(latitude: latitude, longitude: longitude),
        note: note)
    }
    let trip = try Trip(name: "Window", stops: stops)
    try repository.importTrips([trip])
    return trip
  }

  private func names(_ entries: [StopListEntry]) -> [String] { entries.map(\.stop.name) }

  @Test(
    "The header is the trip's name, stop count and total; nil for no such trip",
    arguments: RepositoryKind.allCases)
  func header(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try longTrip(in: repository)
    let header = try #require(try repository.tripSummary(id: trip.id))
    #expect(header.name == "Window")
    #expect(header.stopCount == Self.count)
    #expect(abs(header.totalMeters - trip.totalMeters) < 0.001)
    #expect(try repository.tripSummary(id: TripID()) == nil)
  }

  @Test(
    "Windows read forward and backward from either end or from a key, in trip order",
    arguments: RepositoryKind.allCases)
  func windows(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try longTrip(in: repository)
    let first = try repository.stops(of: trip.id, StopPageRequest(anchor: nil, direction: .forward, limit: 3))
    #expect(names(first) == ["Stop 1", "Stop 2", "Stop 3"])
    #expect(first.map(\.stop) == Array(trip.stops[0..<3]))
    let keys = first.map(\.key)
    #expect(keys == keys.sorted() && Set(keys).count == 3)

    let last = try repository.stops(of: trip.id, StopPageRequest(anchor: nil, direction: .backward, limit: 2))
    #expect(names(last) == ["Stop 299", "Stop 300"])
    let skipped = try repository.stops(
      of: trip.id, StopPageRequest(anchor: nil, direction: .backward, skip: 10, limit: 2))
    #expect(names(skipped) == ["Stop 289", "Stop 290"])

    let middle = try repository.stops(
      of: trip.id, StopPageRequest(anchor: nil, direction: .forward, skip: 150, limit: 1))
    let key = try #require(middle.first?.key)
    let after = try repository.stops(
      of: trip.id, StopPageRequest(anchor: key, direction: .forward, skip: 1, limit: 2))
    #expect(names(after) == ["Stop 153", "Stop 154"])
    let before = try repository.stops(
      of: trip.id, StopPageRequest(anchor: key, direction: .backward, limit: 2))
    #expect(names(before) == ["Stop 149", "Stop 150"])

    let past = try repository.stops(
      of: trip.id, StopPageRequest(anchor: nil, direction: .forward, skip: 299, limit: 5))
    #expect(names(past) == ["Stop 300"])
    #expect(
      try repository.stops(of: trip.id, StopPageRequest(anchor: nil, direction: .forward, limit: 0)).isEmpty)
    #expect(
      try repository.stops(of: TripID(), StopPageRequest(anchor: nil, direction: .forward, limit: 5)).isEmpty)
  }

  @Test(
    "A stop's position is found from either end; nil for a stop not on the trip",
    arguments: RepositoryKind.allCases)
  func positions(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try longTrip(in: repository)
    for index in [0, 1, 149, 150, 298, 299] {
      for hint in [0, 299] {
        let position = try #require(
          try repository.stopPosition(of: trip.stops[index].id, in: trip.id, near: hint))
        #expect(position.index == index)
        let read = try repository.stops(
          of: trip.id, StopPageRequest(anchor: position.key + 1, direction: .backward, limit: 1))
        #expect(read.first?.stop.id == trip.stops[index].id, "the key locates the stop")
      }
    }
    #expect(try repository.stopPosition(of: StopID(), in: trip.id, near: 0) == nil)
    #expect(try repository.stopPosition(of: trip.stops[0].id, in: TripID(), near: 0) == nil)
  }

  @Test(
    "The outline is every stop's id and coordinate in order; nil for no such trip",
    arguments: RepositoryKind.allCases)
  func outline(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try longTrip(in: repository)
    #expect(try repository.stopOutline(of: trip.id) == StopOutline(trip.stops))
    #expect(try repository.stopOutline(of: TripID()) == nil)
    let empty = try repository.createTrip(named: "Empty")
    #expect(try repository.stopOutline(of: empty.id) == StopOutline(ids: [], coordinates: []))
  }

  @Test(
    "After edits, windows, positions and the outline follow the new order", arguments: RepositoryKind.allCases
  )
  func afterEdits(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try longTrip(in: repository)
    try repository.removeStop(trip.stops[10].id, from: trip.id)
    try repository.moveStop(trip.stops[20].id, in: trip.id, by: -1)
    let added = try Stop(name: "Added", coordinate: Places.kyoto)
    try repository.insertStop(added, into: trip.id, after: trip.stops[0].id)
    let stored = try #require(try repository.trip(id: trip.id))
    #expect(try repository.stopOutline(of: trip.id) == StopOutline(stored.stops))
    let window = try repository.stops(
      of: trip.id, StopPageRequest(anchor: nil, direction: .forward, limit: 300))
    #expect(window.map(\.stop) == stored.stops)
    #expect(try repository.stopPosition(of: added.id, in: trip.id, near: 299)?.index == 1)
    #expect(try repository.stopPosition(of: trip.stops[20].id, in: trip.id, near: 0)?.index == 19)
    #expect(try repository.tripSummary(id: trip.id)?.stopCount == Self.count)
  }

  @Test("A rename is reported as a rename; a stop edit is not", arguments: RepositoryKind.allCases)
  func renameReported(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try longTrip(in: repository)
    var heard: [TripStoreChange] = []
    let token = repository.addObserver { heard.append($0) }
    try repository.renameTrip(trip.id, to: "Renamed")
    try repository.removeStop(trip.stops[0].id, from: trip.id)
    #expect(heard.map(\.renamedTrips) == [[trip.id], []])
    token.cancel()
  }

  @Test(
    "A stop's owning trip is the trip that has it; nil for a stop no trip has",
    arguments: RepositoryKind.allCases)
  func owner(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try longTrip(in: repository)
    let other = try repository.createTrip(named: "Other")
    let added = try repository.addStop(
      to: other.id, name: "Lone", coordinate: Coordinate(latitude: 1, longitude: 2))
    #expect(try repository.trip(owningStop: trip.stops[Self.count - 1].id) == trip.id)
    #expect(try repository.trip(owningStop: added.id) == other.id)
    #expect(try repository.trip(owningStop: StopID()) == nil)
  }

  @Test(
    "A stop is read alone with its note; nil in another trip or when there is none",
    arguments: RepositoryKind.allCases)
  func singleStop(kind: RepositoryKind) throws {
    let (repository, folder) = try kind.make()
    defer { _ = folder }
    let trip = try longTrip(in: repository)
    let other = try repository.createTrip(named: "Other")
    #expect(try repository.stop(trip.stops[150].id, in: trip.id) == trip.stops[150])
    #expect(try repository.stop(trip.stops[150].id, in: trip.id)?.note == "note 150")
    #expect(try repository.stop(trip.stops[150].id, in: other.id) == nil)
    #expect(try repository.stop(StopID(), in: trip.id) == nil)
  }
}
