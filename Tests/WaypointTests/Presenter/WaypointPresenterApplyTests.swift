import Foundation
import Geo
import Navigation
import Routes
import TestSupport
import Testing
import TripModels
import TripStore

@testable import Waypoint

@MainActor
@Suite("Stop editor presenter: choosing, applying and leaving", .timeLimit(.minutes(10)))
struct WaypointPresenterApplyTests {
  // MARK: - Choosing

  @Test("selecting a result enables \"Use this\" and says what will be used")
  func selectEnablesUse() async throws {
    let harness = try WaypointHarness()
    try await harness.choose("Kyoto", searching: "K")
    let model = harness.presenter.viewModel
    #expect(model.selectedRowID == "geonames:1857910")
    #expect(model.canUse)
    #expect(model.useDisabledReason == nil)
    #expect(model.choiceLine == "Chosen: Kyoto, JP, 8,734 km from the stop — Enter uses it")
  }

  @Test("\"Use this\" without a result says what to try and changes nothing")
  func useWithoutChoice() async throws {
    let harness = try WaypointHarness()
    await harness.search("Zzz")
    harness.presenter.useChosen()
    await harness.presenter.work.idle()
    #expect(
      harness.status.texts == [
        "nothing called “Zzz” — try “Zzz, US”, a coordinate"
      ])
    #expect(harness.routes == [harness.tripRoute, harness.editorRoute])
    #expect(try harness.fixture.storedStop() == harness.fixture.stop)
  }

  // MARK: - Applying

  @Test("\"Use this\" saves the place's name and coordinate, says how far the stop moved and goes back")
  func useSavesAndPops() async throws {
    let harness = try WaypointHarness()
    try await harness.choose("Kyoto", searching: "K")
    harness.presenter.useChosen()
    await harness.presenter.work.idle()
    let stored = try #require(try harness.fixture.storedStop())
    #expect(stored.name == "Kyoto")
    #expect(stored.coordinate == Coordinate(latitude: 35.02107, longitude: 135.75385))
    #expect(harness.status.texts == ["Moved “Kyoto” 8,734 km — u to undo"])
    #expect(harness.routes == [harness.tripRoute])
  }

  @Test("Enter on a result applies it at once")
  func activateApplies() async throws {
    let harness = try WaypointHarness()
    await harness.search("To")
    let row = try #require(harness.presenter.viewModel.rows.first)
    harness.presenter.activate(row.id)
    await harness.presenter.work.idle()
    #expect(try harness.fixture.storedStop()?.name == "Tokyo")
    #expect(harness.status.texts.first?.hasPrefix("Moved “Tokyo”") == true)
    #expect(harness.routes == [harness.tripRoute])
  }

  @Test("a refused save reports the reason and stays on the screen with the choice")
  func refusedSave() async throws {
    let harness = try WaypointHarness()
    try await harness.choose("Kyoto", searching: "K")
    harness.fixture.repository.failNextWrite = .invalid(.emptyName)
    harness.presenter.useChosen()
    await harness.presenter.work.idle()
    #expect(
      harness.status.texts == [
        "could not save the stop: name is empty — type at least one character — choose another result"
      ])
    #expect(harness.routes == [harness.tripRoute, harness.editorRoute])
    #expect(harness.presenter.viewModel.canUse)
  }

  // MARK: - Leaving

  @Test("Cancel without a choice goes back at once")
  func cancelWithoutChoice() async throws {
    let harness = try WaypointHarness()
    await harness.presenter.work.idle()
    harness.presenter.cancel()
    await harness.presenter.work.idle()
    #expect(harness.routes == [harness.tripRoute])
    #expect(harness.presenter.viewModel.discardPrompt == nil)
    #expect(try harness.fixture.storedStop() == harness.fixture.stop)
  }

  @Test("Esc (leaving) with an unapplied choice asks; n keeps the screen and the choice, y leaves")
  func leavingAsks() async throws {
    let harness = try WaypointHarness()
    try await harness.choose("Kyoto", searching: "K")
    harness.presenter.leave()
    await harness.presenter.work.idle()
    #expect(harness.presenter.viewModel.discardPrompt == "Discard changes? (y/n)")
    #expect(harness.routes == [harness.tripRoute, harness.editorRoute])

    harness.presenter.answerDiscard(false)
    await harness.presenter.work.idle()
    #expect(harness.presenter.viewModel.discardPrompt == nil)
    #expect(harness.routes == [harness.tripRoute, harness.editorRoute])
    #expect(harness.presenter.viewModel.selectedRowID == "geonames:1857910")

    harness.presenter.leave()
    await harness.presenter.work.idle()
    harness.presenter.answerDiscard(true)
    await harness.presenter.work.idle()
    #expect(harness.routes == [harness.tripRoute])
    #expect(try harness.fixture.storedStop() == harness.fixture.stop)
  }

  @Test("the guard runs for every way out: going to the root asks too")
  func popToRootAsks() async throws {
    let harness = try WaypointHarness()
    try await harness.choose("Kyoto", searching: "K")
    let stack = harness.stack
    let popping = Task { await stack.popToRoot() }
    try #require(await harness.untilAsked())
    #expect(harness.presenter.viewModel.discardPrompt == "Discard changes? (y/n)")
    harness.presenter.answerDiscard(false)
    #expect(await popping.value.outcome == .vetoed(by: harness.entryID))
    #expect(harness.routes == [harness.tripRoute, harness.editorRoute])

    let again = Task { await stack.popToRoot() }
    try #require(await harness.untilAsked())
    harness.presenter.answerDiscard(true)
    #expect(await again.value.outcome == .applied)
    #expect(harness.routes.isEmpty)
    #expect(stack.state.top == .trips)
  }

  @Test("a deep link replacing the stack asks too")
  func deepLinkAsks() async throws {
    let harness = try WaypointHarness()
    try await harness.choose("Kyoto", searching: "K")
    let stack = harness.stack
    let replacing = Task { await stack.replace(path: [.trip(TripID())]) }
    try #require(await harness.untilAsked())
    harness.presenter.answerDiscard(true)
    #expect(await replacing.value.outcome == .applied)
  }

  @Test("the back key (a plain pop) without a choice does not ask")
  func backWithoutChoice() async throws {
    let harness = try WaypointHarness()
    await harness.presenter.work.idle()
    #expect(await harness.stack.pop().outcome == .applied)
    #expect(harness.routes == [harness.tripRoute])
  }

  // MARK: - Data changed elsewhere

  @Test("the title follows the stop's name when it changes elsewhere; the field keeps the user's text")
  func renamedElsewhere() async throws {
    let harness = try WaypointHarness()
    await harness.search("Ky")
    let renamed = try harness.fixture.stop.with(
      name: "Monterey Bay", coordinate: harness.fixture.stop.coordinate)
    try harness.fixture.repository.updateStop(renamed, in: harness.fixture.trip.id)
    #expect(harness.presenter.viewModel.title == "Stop: Monterey Bay")
    #expect(harness.presenter.viewModel.query == "Ky")
  }

  @Test("a stop deleted by another process (a second connection to the store) is reported and pruned")
  func stopDeletedElsewhere() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("trips.sqlite").path
    let here = try SQLiteTripStore(path: path)
    let elsewhere = try SQLiteTripStore(path: path)
    let trip = try here.createTrip(named: "Pacific Coast")
    let stop = try here.addStop(
      to: trip.id, name: "Monterey", coordinate: Coordinate(latitude: 36.6, longitude: -121.89))
    let stack = NavigationStack<Route>(
      root: .trips, path: [.trip(trip.id), .waypoint(trip: trip.id, waypoint: stop.id)])
    let status = StatusLog()
    let presenter = WaypointModule.assemble(
      target: WaypointTarget(tripID: trip.id, stopID: stop.id), entryID: stack.state.topEntryID,
      repository: here,
      places: FakePlaceSearch(), stack: stack, report: { status.report($0) }, debounce: .zero)
    await presenter.work.idle()

    try elsewhere.removeStop(stop.id, from: trip.id)
    try here.checkForExternalChanges()
    await stack.settle()
    #expect(status.texts == ["Stop “Monterey” was deleted elsewhere"])
    #expect(stack.state.path.map(\.route) == [.trip(trip.id)])
    #expect(presenter.viewModel.notice == "Stop “Monterey” was deleted elsewhere")
    #expect(!presenter.viewModel.canUse)
  }

  @Test("a stop or trip deleted in this process closes the editor silently (the deleter reports it)")
  func deletedHere() async throws {
    let harness = try WaypointHarness()
    try await harness.choose("Kyoto", searching: "K")
    try harness.fixture.repository.removeStop(harness.fixture.stop.id, from: harness.fixture.trip.id)
    await harness.stack.settle()
    #expect(harness.routes == [harness.tripRoute])
    let other = try WaypointHarness()
    try other.fixture.repository.deleteTrip(other.fixture.trip.id)
    await other.stack.settle()
    #expect(other.routes.isEmpty)
    #expect(harness.status.texts.isEmpty)
    #expect(other.status.texts.isEmpty)
  }

  @Test("a trip deleted by another process is reported and every screen of it pruned")
  func tripDeletedElsewhere() async throws {
    let harness = try WaypointHarness()
    await harness.presenter.work.idle()
    harness.fixture.repository.simulateExternalDeletion(of: harness.fixture.trip.id)
    await harness.stack.settle()
    #expect(harness.status.texts == ["Trip “Pacific Coast” was deleted elsewhere"])
    #expect(harness.routes.isEmpty)
  }

  @Test("a deletion while \"Discard changes?\" is open closes the question and the screen")
  func deletedWhileAsking() async throws {
    let harness = try WaypointHarness()
    try await harness.choose("Kyoto", searching: "K")
    harness.presenter.leave()
    await harness.presenter.work.idle()
    #expect(harness.presenter.viewModel.discardPrompt != nil)
    harness.fixture.repository.simulateExternalDeletion(of: harness.fixture.trip.id)
    await harness.presenter.work.idle()
    await harness.stack.settle()
    #expect(harness.presenter.viewModel.discardPrompt == nil)
    #expect(harness.routes.isEmpty)
  }

  @Test("opening the editor on a stop that no longer exists says so and prunes it")
  func openedOnMissingStop() async throws {
    let fixture = try WaypointFixture()
    try fixture.repository.removeStop(fixture.stop.id, from: fixture.trip.id)
    let harness = try WaypointHarness(fixture: fixture)
    await harness.stack.settle()
    #expect(harness.status.texts == ["This stop was deleted elsewhere"])
    #expect(harness.routes == [harness.tripRoute])
    #expect(harness.presenter.viewModel.title == "Stop: —")
  }
}
