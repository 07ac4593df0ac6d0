import Foundation
import TestSupport
import Testing
import TripModels

@testable import TripList

@Suite("Trip list interactor")
@MainActor
struct TripListInteractorTests {
  @Test("reads the count and summaries in list order")
  func readsSummaries() throws {
    let repository = TripFixtures.repository(try TripFixtures.sampleTrips())
    let interactor = TripListInteractor(repository: repository)
    try interactor.reload()
    #expect(interactor.count == 3)
    #expect(try interactor.summary(at: 0)?.name == "Pacific Coast")
    #expect(try interactor.summary(at: 2)?.name == "Someday")
    #expect(try interactor.summary(at: 3) == nil)
  }

  @Test("a new trip gets the name typed, trimmed, and goes to the top; a blank name makes nothing")
  func createsNewTripAtTop() throws {
    let repository = TripFixtures.repository(try TripFixtures.sampleTrips())
    let interactor = TripListInteractor(repository: repository)
    #expect(throws: ValidationError.self) { try interactor.createTrip(named: "   ") }
    let trip = try interactor.createTrip(named: " Iceland ")
    #expect(trip.name == "Iceland")
    #expect(repository.trips.first?.id == trip.id)
    #expect(repository.trips.count == 4)
  }

  @Test("deleting removes the trip from the store")
  func deletes() throws {
    let trips = try TripFixtures.sampleTrips()
    let repository = TripFixtures.repository(trips)
    let interactor = TripListInteractor(repository: repository)
    try interactor.deleteTrip(trips[1].id)
    #expect(repository.trips.map(\.name) == ["Pacific Coast", "Someday"])
  }

  @Test("a failed write is reported as an error and changes nothing")
  func failedWrite() throws {
    let repository = TripFixtures.repository(try TripFixtures.sampleTrips())
    let interactor = TripListInteractor(repository: repository)
    repository.failNextWrite = .tripNotFound(TripID())
    #expect(throws: TripStoreError.self) { try interactor.createTrip(named: "Iceland") }
    #expect(repository.trips.count == 3)
  }

  @Test("a 100,000-trip store is read a page at a time")
  func readsPagesOfLargeStore() throws {
    let repository = TripFixtures.repository(try TripFixtures.numberedTrips(100_000))
    let interactor = TripListInteractor(repository: repository, pageSize: 64)
    try interactor.reload()
    #expect(interactor.count == 100_000)
    #expect(try interactor.summary(at: 70_000)?.name == "Trip 70001")
    #expect(try interactor.summary(at: 70_010)?.name == "Trip 70011")
    #expect(repository.summariesReturned == 64)
    #expect(repository.pageRequests.allSatisfy { $0.limit <= 64 })
  }

  @Test("the last page and the pages above it are read by key, never by walking from the top")
  func readsBottomByKey() throws {
    let repository = TripFixtures.repository(try TripFixtures.numberedTrips(100_000))
    let interactor = TripListInteractor(repository: repository, pageSize: 64)
    try interactor.reload()
    #expect(try interactor.summary(at: 99_999)?.name == "Trip 100000")
    for index in stride(from: 99_998, through: 99_000, by: -1) {
      #expect(try interactor.summary(at: index)?.name == "Trip \(index + 1)")
    }
    #expect(repository.pageRequests.allSatisfy { $0.skip <= 64 && $0.limit <= 64 })
    #expect(repository.summariesReturned <= 1_000 + 2 * 64)
  }

  @Test("after another process's change the selected trip is found by id and only its page is read")
  func locatesAfterExternalChange() throws {
    let trips = try TripFixtures.numberedTrips(10_000)
    let repository = TripFixtures.repository(trips)
    let interactor = TripListInteractor(repository: repository, pageSize: 64)
    try interactor.reload()
    _ = try interactor.summary(at: 9_990)
    repository.simulateExternalDeletion(of: trips[0].id)
    try interactor.reload()
    let before = repository.summariesReturned
    #expect(try interactor.position(of: trips[9_990].id, near: 9_990) == 9_989)
    #expect(try interactor.summary(at: 9_989)?.name == "Trip 9991")
    #expect(try interactor.summary(at: 9_985)?.name == "Trip 9987")
    #expect(repository.summariesReturned - before <= 64)
    #expect(repository.pageRequests.allSatisfy { $0.skip <= 64 })
  }

  // MARK: - Applying changes

  @Test("an edit of a cached trip refreshes its row in place")
  func editRefreshesRow() throws {
    let trips = try TripFixtures.sampleTrips()
    let repository = TripFixtures.repository(trips)
    let interactor = TripListInteractor(repository: repository)
    try interactor.reload()
    _ = try interactor.summary(at: 0)
    try repository.renameTrip(trips[1].id, to: "Kansai")
    let effect = try interactor.apply(TripStoreChange(changedTrips: [trips[1].id]))
    #expect(effect == .rowsChanged)
    #expect(try interactor.summary(at: 1)?.name == "Kansai")
  }

  @Test("an edit of a trip that is not on a cached page changes nothing on screen")
  func editOffScreen() throws {
    let trips = try TripFixtures.numberedTrips(500)
    let repository = TripFixtures.repository(trips)
    let interactor = TripListInteractor(repository: repository, pageSize: 10)
    try interactor.reload()
    _ = try interactor.summary(at: 0)
    try repository.renameTrip(trips[400].id, to: "Far away")
    #expect(try interactor.apply(TripStoreChange(changedTrips: [trips[400].id])) == .none)
  }

  @Test("a change made by another process reloads the list")
  func externalChange() throws {
    let trips = try TripFixtures.sampleTrips()
    let repository = TripFixtures.repository(trips)
    let interactor = TripListInteractor(repository: repository)
    try interactor.reload()
    repository.simulateExternalDeletion(of: trips[0].id)
    #expect(try interactor.apply(TripStoreChange(isExternal: true)) == .listChanged)
    #expect(interactor.count == 2)
    #expect(try interactor.summary(at: 0)?.name == "Kyoto Weekend")
    #expect(try interactor.position(of: trips[0].id, near: 0) == nil)
    #expect(try interactor.position(of: trips[2].id, near: 0) == 1)
  }
}
