import Foundation
import Routes
import TestSupport
import Testing
import TripModels

@testable import TripList

@Suite("Trip list presenter", .timeLimit(.minutes(10)))
@MainActor
struct TripListPresenterTests {
  // MARK: - Showing

  @Test("shows every trip's row and selects the first")
  func initialState() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips())
    let model = harness.presenter.viewModel
    #expect(model.title == "Roadtrips")
    #expect(model.rowCount == 3)
    #expect(model.selectedIndex == 0)
    #expect(harness.selectedName == "Pacific Coast")
    #expect(model.emptyMessage == nil)
    #expect(model.canDelete)
    #expect(harness.rowNames == ["Pacific Coast", "Kyoto Weekend", "Someday"])
  }

  @Test("an empty store says how to add a trip, and Delete says why it is disabled")
  func emptyState() {
    let harness = TripListHarness(trips: [])
    let model = harness.presenter.viewModel
    #expect(model.emptyMessage == "No trips yet — press a to add one.")
    #expect(model.selectedIndex == nil)
    #expect(model.canDelete == false)
    #expect(model.deleteDisabledReason == "Select a trip to delete it")
  }

  @Test("rows are formatted in the chosen unit")
  func units() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips(), units: .miles)
    let row = try #require(harness.presenter.row(at: 0))
    #expect(row.distance.hasSuffix(" mi"))
    #expect(row.stops == "3 stops")
    #expect(row.route == "Monterey → Big Sur")
  }

  // MARK: - Selecting and opening

  @Test("moving the selection stops at the ends of the list")
  func moveSelection() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips())
    harness.presenter.moveSelection(by: 1)
    #expect(harness.selectedName == "Kyoto Weekend")
    harness.presenter.moveSelection(by: 5)
    #expect(harness.selectedName == "Someday")
    harness.presenter.moveSelection(by: -9)
    #expect(harness.selectedName == "Pacific Coast")
  }

  @Test("opening the selected trip pushes its route")
  func openSelected() throws {
    let trips = try TripFixtures.sampleTrips()
    let harness = TripListHarness(trips: trips)
    harness.presenter.select(index: 1)
    harness.presenter.openSelected()
    #expect(harness.path == [.trip(trips[1].id)])
  }

  @Test("opening a row selects it and pushes it")
  func openRow() throws {
    let trips = try TripFixtures.sampleTrips()
    let harness = TripListHarness(trips: trips)
    harness.presenter.open(index: 2)
    #expect(harness.selectedName == "Someday")
    #expect(harness.path == [.trip(trips[2].id)])
  }

  @Test("opening a trip while another is open replaces it (split view)")
  func openReplaces() async throws {
    let trips = try TripFixtures.sampleTrips()
    let harness = TripListHarness(trips: trips)
    harness.presenter.open(index: 0)
    harness.presenter.open(index: 1)
    await harness.presenter.work.idle()
    #expect(harness.path == [.trip(trips[1].id)])
    #expect(harness.presenter.openTripID == trips[1].id)
  }

  @Test("the trip on top of the stack is the one highlighted, also from a stop")
  func openTripFollowsStack() throws {
    let trips = try TripFixtures.sampleTrips()
    let harness = TripListHarness(trips: trips)
    #expect(harness.presenter.openTripID == nil)
    harness.stack.push(.trip(trips[0].id))
    harness.stack.push(.waypoint(trip: trips[0].id, waypoint: trips[0].stops[1].id))
    #expect(harness.presenter.openTripID == trips[0].id)
  }

  // MARK: - Adding

  @Test("Add asks for the name first; Enter creates the trip at the top, selects it, opens it and says so")
  func add() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips())
    harness.presenter.select(index: 2)
    harness.presenter.addTrip()
    #expect(harness.presenter.viewModel.newTripName == "")
    #expect(harness.repository.trips.count == 3, "nothing is made before the name is typed")
    harness.presenter.editNewTripName("Iceland")
    harness.presenter.submitNewTrip()
    let created = try #require(harness.repository.trips.first)
    #expect(created.name == "Iceland")
    #expect(harness.presenter.viewModel.newTripName == nil)
    #expect(harness.presenter.viewModel.rowCount == 4)
    #expect(harness.presenter.viewModel.selectedIndex == 0)
    #expect(harness.presenter.viewModel.selectedTripID == created.id)
    #expect(harness.path == [.trip(created.id)])
    #expect(harness.reported == ["Added “Iceland” — a to add its first stop, u to undo"])
  }

  @Test("Esc after Add makes no trip; Enter on an empty name says what to type and keeps asking")
  func addCancelled() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips())
    harness.presenter.addTrip()
    harness.presenter.submitNewTrip()
    #expect(
      harness.presenter.viewModel.newTripProblem == "a trip needs a name — type one, or Esc to add nothing")
    #expect(harness.presenter.viewModel.newTripName == "")
    harness.presenter.editNewTripName("x")
    #expect(harness.presenter.viewModel.newTripProblem == nil)
    harness.presenter.cancelNewTrip()
    #expect(harness.presenter.viewModel.newTripName == nil)
    #expect(harness.repository.trips.count == 3)
    #expect(harness.path.isEmpty)
  }

  @Test("a failed Add says why, stays on the list and keeps the selection")
  func addFails() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips())
    harness.presenter.select(index: 1)
    harness.repository.failNextWrite = .invalid(.emptyName)
    harness.presenter.addTrip()
    harness.presenter.editNewTripName("Iceland")
    harness.presenter.submitNewTrip()
    #expect(harness.reported == ["Could not add a trip: name is empty — type at least one character"])
    #expect(harness.path.isEmpty)
    #expect(harness.selectedName == "Kyoto Weekend")
    #expect(harness.presenter.viewModel.rowCount == 3)
  }

  // MARK: - Deleting

  @Test("Delete asks first, naming the trip and how many stops go with it")
  func deleteAsks() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips())
    harness.presenter.select(index: 1)
    harness.presenter.requestDelete()
    #expect(harness.presenter.viewModel.deletePrompt == "Delete “Kyoto Weekend” and its 1 stop? (y/n)")
    harness.presenter.answerDelete(false)
    harness.presenter.select(index: 0)
    harness.presenter.requestDelete()
    #expect(harness.presenter.viewModel.deletePrompt == "Delete “Pacific Coast” and its 3 stops? (y/n)")
    harness.presenter.answerDelete(false)
    harness.presenter.select(index: 2)
    harness.presenter.requestDelete()
    #expect(harness.presenter.viewModel.deletePrompt == "Delete “Someday” (no stops)? (y/n)")
    #expect(harness.repository.trips.count == 3)
  }

  @Test("answering no keeps the trip and closes the question")
  func deleteDeclined() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips())
    harness.presenter.requestDelete()
    harness.presenter.answerDelete(false)
    #expect(harness.presenter.viewModel.deletePrompt == nil)
    #expect(harness.repository.trips.count == 3)
    #expect(harness.selectedName == "Pacific Coast")
  }

  @Test("answering yes deletes the trip and selects the next one")
  func deleteConfirmed() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips())
    harness.presenter.select(index: 1)
    harness.presenter.requestDelete()
    harness.presenter.answerDelete(true)
    #expect(harness.repository.trips.map(\.name) == ["Pacific Coast", "Someday"])
    #expect(harness.presenter.viewModel.deletePrompt == nil)
    #expect(harness.selectedName == "Someday")
    #expect(harness.reported == ["Deleted “Kyoto Weekend” — u to undo"])
  }

  @Test("deleting the last trip in the list selects the one before it")
  func deleteLast() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips())
    harness.presenter.select(index: 2)
    harness.presenter.requestDelete()
    harness.presenter.answerDelete(true)
    #expect(harness.selectedName == "Kyoto Weekend")
    #expect(harness.presenter.viewModel.selectedIndex == 1)
  }

  @Test("deleting the only trip leaves the empty state")
  func deleteOnly() throws {
    let harness = TripListHarness(trips: [try TripFixtures.someday()])
    harness.presenter.requestDelete()
    harness.presenter.answerDelete(true)
    #expect(harness.presenter.viewModel.rowCount == 0)
    #expect(harness.presenter.viewModel.emptyMessage == "No trips yet — press a to add one.")
    #expect(harness.presenter.viewModel.selectedIndex == nil)
  }

  @Test("deleting a trip that is open next to the list closes its screens")
  func deleteOpenTrip() throws {
    let trips = try TripFixtures.sampleTrips()
    let harness = TripListHarness(trips: trips)
    harness.presenter.open(index: 0)
    harness.stack.push(.waypoint(trip: trips[0].id, waypoint: trips[0].stops[0].id))
    harness.presenter.requestDelete()
    harness.presenter.answerDelete(true)
    #expect(harness.path.isEmpty)
  }

  @Test("a failed delete says why and keeps the trip")
  func deleteFails() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips())
    harness.presenter.requestDelete()
    let id = try #require(harness.presenter.viewModel.selectedTripID)
    harness.repository.failNextWrite = .tripNotFound(id)
    harness.presenter.answerDelete(true)
    #expect(harness.repository.trips.count == 3)
    #expect(
      harness.reported == [
        "Could not delete “Pacific Coast”: no trip with id \(id.uuidString) — it may have been deleted"
      ])
  }

  @Test("Delete with nothing selected says what to do")
  func deleteNothing() {
    let harness = TripListHarness(trips: [])
    harness.presenter.requestDelete()
    #expect(harness.presenter.viewModel.deletePrompt == nil)
    #expect(harness.reported == ["Select a trip to delete it"])
  }

  // MARK: - Refreshing

  @Test("the selection stays on the same trip when another process adds one above it")
  func selectionKeptById() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips())
    harness.presenter.select(index: 1)
    try harness.repository.simulateExternalCreation(named: "Elsewhere")
    #expect(harness.presenter.viewModel.selectedIndex == 2)
    #expect(harness.selectedName == "Kyoto Weekend")
    #expect(harness.presenter.viewModel.rowCount == 4)
  }

  @Test("a trip made here by another screen (an import of one trip) or brought back by undo is selected")
  func tripAddedHereIsSelected() throws {
    let harness = TripListHarness(trips: try TripFixtures.sampleTrips())
    harness.presenter.select(index: 2)
    try harness.repository.createTrip(named: "Imported")
    #expect(harness.selectedName == "Imported")
    harness.presenter.select(index: 2)
    harness.presenter.requestDelete()
    harness.presenter.answerDelete(true)
    #expect(harness.selectedName != "Kyoto Weekend")
    _ = try harness.repository.undo()
    #expect(harness.selectedName == "Kyoto Weekend")
  }

  @Test("a rename elsewhere refreshes the row in place")
  func renameRefreshesRow() throws {
    let trips = try TripFixtures.sampleTrips()
    let harness = TripListHarness(trips: trips)
    let before = harness.presenter.viewModel
    try harness.repository.renameTrip(trips[2].id, to: "Road to Nowhere")
    #expect(harness.rowNames == ["Pacific Coast", "Kyoto Weekend", "Road to Nowhere"])
    #expect(harness.presenter.viewModel.rowsRevision != before.rowsRevision)
    #expect(harness.presenter.viewModel.selectedIndex == before.selectedIndex)
  }

  @Test("a trip deleted by another process disappears and the selection moves to a neighbour")
  func externalDeletion() throws {
    let trips = try TripFixtures.sampleTrips()
    let harness = TripListHarness(trips: trips)
    harness.presenter.select(index: 1)
    harness.repository.simulateExternalDeletion(of: trips[1].id)
    #expect(harness.rowNames == ["Pacific Coast", "Someday"])
    #expect(harness.selectedName == "Someday")
  }

  @Test("another process deleting a trip above the selection keeps the selection on its trip")
  func externalDeletionAbove() throws {
    let trips = try TripFixtures.sampleTrips()
    let harness = TripListHarness(trips: trips)
    harness.presenter.select(index: 2)
    harness.repository.simulateExternalDeletion(of: trips[0].id)
    #expect(harness.selectedName == "Someday")
    #expect(harness.presenter.viewModel.selectedIndex == 1)
  }

  @Test("an open delete question is withdrawn when another process deletes that trip")
  func externalDeletionWithdrawsQuestion() throws {
    let trips = try TripFixtures.sampleTrips()
    let harness = TripListHarness(trips: trips)
    harness.presenter.requestDelete()
    harness.repository.simulateExternalDeletion(of: trips[0].id)
    #expect(harness.presenter.viewModel.deletePrompt == nil)
    harness.presenter.answerDelete(true)
    #expect(harness.repository.trips.count == 2)
  }

  @Test("an external rename shows the new name")
  func externalRename() throws {
    let trips = try TripFixtures.sampleTrips()
    let harness = TripListHarness(trips: trips)
    try harness.repository.simulateExternalRename(of: trips[0].id, to: "Highway 1")
    #expect(harness.rowNames.first == "Highway 1")
  }

  @Test("in a 100,000-trip store the selection is kept by id far down the list")
  func largeStoreSelection() throws {
    let trips = try TripFixtures.numberedTrips(100_000)
    let harness = TripListHarness(trips: trips, pageSize: 50)
    harness.presenter.select(index: 80_000)
    try harness.repository.simulateExternalCreation(named: "Newest")
    #expect(harness.presenter.viewModel.selectedIndex == 80_001)
    #expect(harness.selectedName == "Trip 80001")
  }
}
