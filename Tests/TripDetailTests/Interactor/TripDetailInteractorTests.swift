import Foundation
import Geo
import TestSupport
import Testing
import TripModels

@testable import TripDetail

@Suite("Trip detail interactor")
@MainActor
struct TripDetailInteractorTests {
  private let trip: Trip
  private let repository: InMemoryTripRepository
  private let interactor: TripDetailInteractor

  init() throws {
    trip = try Fixtures.pacificCoast()
    repository = InMemoryTripRepository(trips: [trip])
    interactor = TripDetailInteractor(tripID: trip.id, repository: repository)
  }

  private var stored: Trip? { repository.trips.first { $0.id == trip.id } }
  private var storedNames: [String] { stored?.stops.map(\.name) ?? [] }

  // MARK: - Reading

  @Test("loads the trip, and nil once it is gone")
  func load() throws {
    #expect(try interactor.loadTrip() == trip)
    repository.simulateExternalDeletion(of: trip.id)
    #expect(try interactor.loadTrip() == nil)
  }

  // MARK: - Name

  @Test("a rename is saved trimmed and reported as a change of this trip")
  func rename() throws {
    #expect(try interactor.rename(to: "  Big Sur Loop ") == "Big Sur Loop")
    #expect(stored?.name == "Big Sur Loop")
    #expect(repository.reportedChanges == [TripStoreChange(changedTrips: [trip.id])])
  }

  @Test("an empty or blank name is rejected without writing anything")
  func emptyName() {
    for text in ["", "   ", "\u{1B}"] {
      #expect(throws: TripStoreError.invalid(.emptyName)) { try interactor.rename(to: text) }
    }
    #expect(stored?.name == "Pacific Coast")
    #expect(repository.reportedChanges.isEmpty)
  }

  @Test("a name over 60 characters is rejected without writing anything")
  func longName() {
    #expect(throws: TripStoreError.invalid(.nameTooLong(61))) {
      try interactor.rename(to: String(repeating: "x", count: 61))
    }
    #expect(repository.reportedChanges.isEmpty)
  }

  @Test("a failed write surfaces the store's error")
  func renameFailure() {
    repository.failNextWrite = .tripNotFound(trip.id)
    #expect(throws: TripStoreError.tripNotFound(trip.id)) { try interactor.rename(to: "Other") }
    #expect(stored?.name == "Pacific Coast")
  }

  // MARK: - Stops

  @Test("deleting a stop removes only that stop")
  func deleteStop() throws {
    try interactor.deleteStop(trip.stops[1].id)
    #expect(storedNames == ["Monterey", "Big Sur"])
  }

  @Test("moving a stop up or down swaps it with its neighbour and returns its new position")
  func moveStop() throws {
    let carmel = trip.stops[1].id
    #expect(try interactor.moveStop(carmel, by: -1) == 0)
    #expect(storedNames == ["Carmel", "Monterey", "Big Sur"])
    #expect(try interactor.moveStop(carmel, by: 1) == 1)
    #expect(try interactor.moveStop(carmel, by: 1) == 2)
    #expect(storedNames == ["Monterey", "Big Sur", "Carmel"])
  }

  @Test("a move from the position the screen shows does not read the trip")
  func moveFromKnownPosition() throws {
    let carmel = trip.stops[1].id
    repository.failReads = .tripNotFound(trip.id)
    #expect(try interactor.moveStop(carmel, by: 1, from: 1) == 2)
    #expect(try interactor.moveStop(carmel, by: 1, from: 2) == 2)
    repository.failReads = nil
    #expect(storedNames == ["Monterey", "Big Sur", "Carmel"])
  }

  @Test("moving past either end changes nothing and writes nothing")
  func moveAtEnds() throws {
    #expect(try interactor.moveStop(trip.stops[0].id, by: -1) == 0)
    #expect(try interactor.moveStop(trip.stops[2].id, by: 1) == 2)
    #expect(storedNames == ["Monterey", "Carmel", "Big Sur"])
    #expect(repository.reportedChanges.isEmpty)
  }

  @Test("moving a stop that is gone says which")
  func moveMissing() throws {
    let ghost = StopID()
    #expect(throws: TripStoreError.stopNotFound(ghost)) { try interactor.moveStop(ghost, by: 1) }
    repository.simulateExternalDeletion(of: trip.id)
    #expect(throws: TripStoreError.tripNotFound(trip.id)) {
      try interactor.moveStop(trip.stops[0].id, by: 1)
    }
  }

  @Test("changes are observed until the token is released")
  func observe() throws {
    var seen: [TripStoreChange] = []
    var token: TripStoreObservation? = interactor.observeChanges { seen.append($0) }
    try interactor.deleteStop(trip.stops[0].id)
    #expect(seen == [TripStoreChange(changedTrips: [trip.id])])
    #expect(token != nil)
    token = nil
    #expect(repository.observerCount == 0)
  }
}
