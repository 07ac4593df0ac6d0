import Foundation
import TestSupport
import Testing
import TripModels

@testable import Waypoint

/// Nights and visit minutes: part of the editor's draft, stored with the name and note by Done as
/// one change; a value out of its form is named at once and stores nothing.
@MainActor
@Suite("Stop stay in the editor", .timeLimit(.minutes(3)))
struct StopStayTests {
  @Test("nights and visit minutes typed are stored by Done with the note, as one change")
  func storedByDone() async throws {
    let harness = try WaypointHarness()
    let historyBefore = harness.fixture.repository.historyCount()
    harness.presenter.updateNights("2")
    harness.presenter.updateVisitMinutes("45")
    harness.presenter.updateNote("Aquarium")
    #expect(try harness.fixture.storedStop()?.stay == .passingThrough, "nothing is stored while typing")
    #expect(harness.presenter.state.hasUnsavedChanges)
    harness.presenter.done()
    await harness.presenter.work.idle(.navigation)
    #expect(try harness.fixture.storedStop()?.stay == StopStay(nights: 2, visitMinutes: 45))
    #expect(try harness.fixture.storedStop()?.note == "Aquarium")
    #expect(harness.fixture.repository.historyCount() == historyBefore + 1)
    #expect(harness.routes == [harness.tripRoute])
    #expect(try harness.fixture.repository.undo()?.kind == .stayStop)
    #expect(try harness.fixture.storedStop()?.stay == .passingThrough)
    #expect(try harness.fixture.storedStop()?.note == "")
  }

  @Test(
    "a value out of its form says why at once; Done then stores nothing and stays",
    arguments: [
      ("x", "0", "nights “x” is not a number of nights — type a whole number from 0 to 365"),
      ("400", "0", "nights “400” is not a number of nights — type a whole number from 0 to 365"),
      ("1", "-5", "visit “-5” is not a number of minutes — type a whole number from 0 to 1440"),
    ])
  func refused(nights: String, visit: String, message: String) async throws {
    let harness = try WaypointHarness()
    harness.presenter.updateNights(nights)
    harness.presenter.updateVisitMinutes(visit)
    #expect(harness.presenter.viewModel.messageLine == "✗ " + message)
    harness.presenter.done()
    await harness.presenter.work.idle(.navigation)
    #expect(try harness.fixture.storedStop()?.stay == .passingThrough)
    #expect(harness.routes == [harness.tripRoute, harness.editorRoute], "the editor stays")
    #expect(harness.status.texts == [message])
  }

  @Test("a stay stored elsewhere (an undo) shows in the fields unless they hold typed text")
  func followsTheStore() async throws {
    let harness = try WaypointHarness()
    let stay = try #require(StopStay(nights: 1, visitMinutes: 0))
    try harness.fixture.repository.setStay(stay, of: harness.fixture.stop.id, in: harness.fixture.trip.id)
    #expect(harness.presenter.state.fields.nights == "1")
    #expect(!harness.presenter.state.hasUnsavedChanges)
  }
}
