import Foundation
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripList

@Suite("Trip list when the store cannot be read", .timeLimit(.minutes(10)))
@MainActor
struct ReadFailureTests {
  @Test("rows that cannot be read show “…” and the status line says so once")
  func unreadableRows() async throws {
    let repository = InMemoryTripRepository(trips: try TripFixtures.sampleTrips())
    let messages = StatusLog()
    let work = ScreenWork()
    let presenter = TripListPresenter(
      interactor: TripListInteractor(repository: repository),
      router: TripListRouter(stack: NavigationStack(root: .trips), work: work), work: work,
      units: .kilometers,
      report: { messages.report($0) })
    presenter.start()
    repository.failReads = .tripNotFound(
      TripID(uuidString: "00000000-0000-0000-0000-000000000001") ?? TripID())
    repository.simulateExternalDeletion(of: repository.trips[2].id)
    let view = TripListView(presenter: presenter)
    expectRendered(
      view, width: 40, height: 8,
      equals: screenText(height: 8, top: ["› …\n\n  …"], bottom: [buttonBar(width: 40)]))
    _ = render(view, width: 40, height: 8)
    await work.idle()
    #expect(
      messages.texts == [
        "Could not read the trips: no trip with id 00000000-0000-0000-0000-000000000001 — it may have been deleted"
      ])
  }
}
