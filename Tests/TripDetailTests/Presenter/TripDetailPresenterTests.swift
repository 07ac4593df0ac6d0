import Foundation
import Geo
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripDetail

@Suite("Trip detail presenter", .timeLimit(.minutes(10)))
@MainActor
struct TripDetailPresenterTests {
  private func pacific(units: DistanceUnit = .kilometers) throws -> PresenterHarness {
    PresenterHarness(trip: try Fixtures.pacificCoast(), units: units)
  }

  // MARK: - Showing

  @Test("shows the name, the total, one line per leg and the numbered stops, first stop selected")
  func initialViewModel() throws {
    let screen = try pacific()
    let model = screen.viewModel
    #expect(model.title == "Pacific Coast")
    #expect(model.nameText == "Pacific Coast")
    #expect(model.nameProblem == nil)
    #expect(model.totalDistance == "Total distance: 38.9 km straight line")
    #expect(
      model.legs.map(\.text) == ["1 → 2  Monterey → Carmel  5.6 km", "2 → 3  Carmel → Big Sur  33.3 km"])
    #expect(model.stops.map(\.text) == ["1. Monterey", "2. Carmel", "3. Big Sur"])
    #expect(model.stops.first?.coordinate == "36.60°N 121.89°W")
    #expect(screen.selectedName == "Monterey")
    #expect(!model.map.isEmpty)
    #expect(screen.messages.isEmpty)
  }

  @Test("distances follow the chosen unit")
  func miles() throws {
    let screen = try pacific(units: .miles)
    #expect(screen.viewModel.totalDistance == "Total distance: 24.2 mi straight line")
    #expect(screen.viewModel.legs.first?.text == "1 → 2  Monterey → Carmel  3.5 mi")
  }

  @Test("a trip without stops has an empty map, no legs and a zero total")
  func emptyTrip() throws {
    let screen = PresenterHarness(trip: try Trip(name: "Someday"))
    #expect(screen.viewModel.map.isEmpty)
    #expect(screen.viewModel.legs.isEmpty)
    #expect(screen.viewModel.totalDistance == "Total distance: 0.0 km straight line")
    #expect(screen.viewModel.selectedStopID == nil)
    #expect(screen.viewModel.deleteDisabledReason == "No stops to delete")
  }

  @Test("stops are numbered as on the map, and the names line up after the numbers")
  func numbering() throws {
    let screen = PresenterHarness(trip: try Fixtures.longTrip(stops: 11))
    let rows = screen.viewModel.stops.map(\.text)
    #expect(rows[8] == "9.  Stop 9")
    #expect(rows[9] == "10. Stop 10")
    #expect(rows[10] == "11. Stop 11")
  }

  // MARK: - Name

  @Test("a name committed by the field is saved, the title follows it and the status line says how to undo")
  func rename() throws {
    let screen = try pacific()
    screen.presenter.editName("Pacific Coast Highway")
    #expect(screen.presenter.title == "Pacific Coast Highway")
    #expect(screen.stored?.name == "Pacific Coast Highway")
    #expect(screen.messages == ["Renamed the trip “Pacific Coast Highway” — u to undo"])
  }

  @Test("an emptied name is not saved: the field shows the stored name again and the status line says so")
  func emptyName() throws {
    let screen = try pacific()
    screen.presenter.editName("")
    #expect(screen.viewModel.nameText == "Pacific Coast")
    #expect(screen.viewModel.nameProblem == nil)
    #expect(screen.presenter.title == "Pacific Coast")
    #expect(screen.stored?.name == "Pacific Coast")
    #expect(screen.messages == ["a trip needs a name — kept “Pacific Coast”"])
    screen.presenter.editName("B")
    #expect(screen.presenter.title == "B")
    #expect(screen.messages.last == "Renamed the trip “B” — u to undo")
  }

  @Test("the name is limited to 60 characters through the binding")
  func nameLimit() throws {
    let screen = try pacific()
    screen.presenter.editName(String(repeating: "あ", count: 75))
    #expect(screen.viewModel.nameText.count == 60)
    #expect(screen.stored?.name == String(repeating: "あ", count: 60))
  }

  @Test("a trailing space stays in the field while typing and nothing is rewritten")
  func trailingSpace() throws {
    let screen = try pacific()
    screen.presenter.editName("Pacific Coast ")
    #expect(screen.viewModel.nameText == "Pacific Coast ")
    #expect(screen.repository.reportedChanges.isEmpty)
    screen.presenter.editName("Pacific Coast 1")
    #expect(screen.stored?.name == "Pacific Coast 1")
  }

  @Test("a rename by another process replaces the field's text")
  func externalRename() throws {
    let screen = try pacific()
    try screen.repository.simulateExternalRename(of: screen.trip.id, to: "Coastal")
    #expect(screen.viewModel.nameText == "Coastal")
    #expect(screen.presenter.title == "Coastal")
  }

  @Test("a failed save says so and keeps the typed text")
  func renameFailure() throws {
    let screen = try pacific()
    screen.repository.failNextWrite = .tripNotFound(screen.trip.id)
    screen.presenter.editName("Lost")
    #expect(screen.viewModel.nameText == "Lost")
    #expect(screen.presenter.title == "Pacific Coast")
    let message = try #require(screen.messages.last)
    #expect(message.hasPrefix("Couldn't save the name: no trip with id"))
    #expect(message.hasSuffix("— try again"))
    #expect(screen.viewModel.nameProblem == message)
  }

  // MARK: - Adding, opening

  @Test("Add stop opens a new stop's editor after the selected stop and stores nothing")
  func addStop() throws {
    let screen = try pacific()
    let carmel = screen.trip.stops[1].id
    screen.presenter.selectStop(carmel)
    screen.presenter.addStop()
    #expect(screen.storedStopNames == ["Monterey", "Carmel", "Big Sur"])
    #expect(screen.path == [.trip(screen.trip.id), .newStop(trip: screen.trip.id, after: carmel)])
    #expect(screen.messages.isEmpty)
  }

  @Test("a stop added in this process (by the stop editor) becomes the selection")
  func addedStopIsSelected() throws {
    let screen = try pacific()
    let carmel = screen.trip.stops[1].id
    let lunch = try Stop(name: "Lunch", coordinate: Fixtures.bigSur)
    try screen.repository.insertStop(lunch, into: screen.trip.id, after: carmel)
    #expect(screen.viewModel.selectedStopID == lunch.id)
    #expect(screen.storedStopNames == ["Monterey", "Carmel", "Lunch", "Big Sur"])
  }

  @Test("opening a stop pushes its editor")
  func openStop() throws {
    let screen = try pacific()
    let carmel = screen.trip.stops[1].id
    screen.presenter.openStop(carmel)
    #expect(screen.path == [.trip(screen.trip.id), .waypoint(trip: screen.trip.id, waypoint: carmel)])
    #expect(screen.viewModel.selectedStopID == carmel)
  }

  // MARK: - Deleting

  @Test("Delete stop asks first; “n” keeps the stop")
  func deleteDeclined() throws {
    let screen = try pacific()
    screen.presenter.selectStop(screen.trip.stops[1].id)
    screen.presenter.requestDeleteStop()
    #expect(screen.viewModel.deletePrompt == "Delete “Carmel”? (y/n)")
    screen.presenter.answerDeleteStop(false)
    #expect(screen.viewModel.deletePrompt == nil)
    #expect(screen.storedStopNames == ["Monterey", "Carmel", "Big Sur"])
    #expect(screen.messages.isEmpty)
  }

  @Test("“y” deletes the stop, saves, and selects its neighbour")
  func deleteConfirmed() throws {
    let screen = try pacific()
    screen.presenter.selectStop(screen.trip.stops[1].id)
    screen.presenter.requestDeleteStop()
    screen.presenter.answerDeleteStop(true)
    #expect(screen.storedStopNames == ["Monterey", "Big Sur"])
    #expect(screen.selectedName == "Big Sur")
    #expect(screen.viewModel.legs.map(\.text).first?.hasPrefix("1 → 2  Monterey → Big Sur") == true)
    #expect(screen.messages == ["Deleted stop “Carmel” — u to undo"])
    screen.presenter.requestDeleteStop()
    screen.presenter.answerDeleteStop(true)
    #expect(screen.selectedName == "Monterey")
  }

  @Test("the question goes away if the stop is deleted elsewhere meanwhile")
  func deletePromptOutdated() throws {
    let screen = try pacific()
    screen.presenter.requestDeleteStop()
    try screen.repository.removeStop(screen.trip.stops[0].id, from: screen.trip.id)
    #expect(screen.viewModel.deletePrompt == nil)
    screen.presenter.answerDeleteStop(true)
    #expect(screen.storedStopNames == ["Carmel", "Big Sur"])
  }

  // MARK: - Moving

  @Test("Move down and Move up reorder the stops; the selection follows the moved stop")
  func move() throws {
    let screen = try pacific()
    screen.presenter.moveSelectedStop(by: 1)
    #expect(screen.storedStopNames == ["Carmel", "Monterey", "Big Sur"])
    #expect(screen.selectedName == "Monterey")
    #expect(screen.viewModel.stops.map(\.text) == ["1. Carmel", "2. Monterey", "3. Big Sur"])
    screen.presenter.moveSelectedStop(by: 1)
    #expect(screen.storedStopNames == ["Carmel", "Big Sur", "Monterey"])
    #expect(screen.viewModel.moveDownDisabledReason == "The last stop cannot move down")
    screen.presenter.moveSelectedStop(by: -1)
    #expect(screen.storedStopNames == ["Carmel", "Monterey", "Big Sur"])
    #expect(screen.selectedName == "Monterey")
    #expect(
      screen.messages == [
        "Moved “Monterey” to 2 — u to undo", "Moved “Monterey” to 3 — u to undo",
        "Moved “Monterey” to 2 — u to undo",
      ])
  }

  @Test("Move up is disabled on the first stop and does nothing there")
  func moveAtTop() throws {
    let screen = try pacific()
    #expect(screen.viewModel.moveUpDisabledReason == "The first stop cannot move up")
    #expect(screen.viewModel.moveDownDisabledReason == nil)
    screen.presenter.moveSelectedStop(by: -1)
    #expect(screen.storedStopNames == ["Monterey", "Carmel", "Big Sur"])
    #expect(screen.messages.isEmpty)
  }

  // MARK: - Deleted elsewhere

  @Test("a trip deleted by another process closes its screens and says so")
  func deletedElsewhere() throws {
    let other = try Trip(name: "Other")
    let screen = PresenterHarness(trip: try Fixtures.pacificCoast(), others: [other])
    screen.presenter.openStop(screen.trip.stops[0].id)
    screen.repository.simulateExternalDeletion(of: screen.trip.id)
    #expect(screen.path.isEmpty)
    #expect(screen.stack.state.root == .trips)
    #expect(screen.messages == ["“Pacific Coast” was deleted elsewhere"])
    screen.repository.simulateExternalDeletion(of: other.id)
    #expect(screen.messages.count == 1)
  }

  @Test("a trip deleted by this process (the list beside it) closes its screens without a second message")
  func deletedHere() throws {
    let screen = try pacific()
    try screen.repository.deleteTrip(screen.trip.id)
    #expect(screen.path.isEmpty)
    #expect(screen.messages.isEmpty)
  }

  @Test("a trip that cannot be read closes its screen and says what went wrong")
  func unreadable() async throws {
    let tripID = TripID()
    let stack = NavigationStackFixture.detail(of: tripID)
    var messages: [String] = []
    let failure = TripStoreError.tripNotFound(
      TripID(uuidString: "00000000-0000-0000-0000-000000000001") ?? TripID())
    let repository = InMemoryTripRepository()
    repository.failReads = failure
    let presenter = TripDetailPresenter(
      interactor: TripDetailInteractor(tripID: tripID, repository: repository),
      router: TripDetailRouter(tripID: tripID, stack: stack), work: ScreenWork(), units: .kilometers,
      report: { messages.append($0.text) })
    presenter.start()
    await presenter.work.idle()
    #expect(stack.state.path.isEmpty)
    #expect(
      messages == [
        "Couldn't read the trip: \(failure) — check the store and open it again"
      ])
  }

  @Test("a screen built for a trip that no longer exists closes itself")
  func missingAtStart() async throws {
    let ghost = try Trip(name: "Ghost")
    let repository = InMemoryTripRepository()
    let stack = NavigationStackFixture.detail(of: ghost.id)
    var messages: [String] = []
    let presenter = TripDetailPresenter(
      interactor: TripDetailInteractor(tripID: ghost.id, repository: repository),
      router: TripDetailRouter(tripID: ghost.id, stack: stack), work: ScreenWork(), units: .kilometers,
      report: { messages.append($0.text) })
    presenter.start()
    #expect(presenter.title == "This trip no longer exists — it was deleted, perhaps elsewhere")
    #expect(stack.state.path.count == 1, "not while the screen is being built")
    await presenter.work.idle()
    #expect(stack.state.path.isEmpty)
    #expect(messages == ["This trip no longer exists — it was deleted, perhaps elsewhere"])
  }

  // MARK: - Lifetime

  @Test("a released presenter stops observing the store")
  func release() throws {
    var screen: PresenterHarness? = try pacific()
    weak let presenter = screen?.presenter
    let repository = try #require(screen?.repository)
    #expect(repository.observerCount == 1)
    screen = nil
    #expect(presenter == nil)
    #expect(repository.observerCount == 0)
  }
}
