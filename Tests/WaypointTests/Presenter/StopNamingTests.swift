import Foundation
import Geo
import PlaceSearch
import TestSupport
import Testing
import TripModels

@testable import Waypoint

/// Names and notes: typing in Name renames, typing in Note notes, and applying a place names the
/// stop only when the user has not typed a name — in the script searched, or after the nearest
/// place for a coordinate.
@MainActor
@Suite("Stop names and notes", .timeLimit(.minutes(10)))
struct StopNamingTests {
  // MARK: - Rename and note

  @Test("a name typed is kept in the editor and stored by Done, as one change")
  func rename() async throws {
    let harness = try WaypointHarness()
    let historyBefore = harness.fixture.repository.historyCount()
    harness.presenter.updateName("Old")
    harness.presenter.updateName("Old Monterey")
    #expect(try harness.fixture.storedStop()?.name == "Monterey", "nothing is stored while typing")
    harness.presenter.done()
    await harness.presenter.work.idle(.navigation)
    #expect(try harness.fixture.storedStop()?.name == "Old Monterey")
    #expect(harness.fixture.repository.historyCount() == historyBefore + 1)
    #expect(harness.status.texts == ["Saved “Old Monterey” — u to undo"])
    #expect(harness.routes == [harness.tripRoute])
  }

  @Test("an empty name says why at once; Done then stores nothing and stays")
  func invalidName() async throws {
    let harness = try WaypointHarness()
    harness.presenter.updateName("   ")
    let problem = "name is empty — type at least one character"
    #expect(harness.presenter.viewModel.fieldProblem == problem)
    harness.presenter.done()
    #expect(try harness.fixture.storedStop()?.name == "Monterey")
    #expect(harness.routes == [harness.tripRoute, harness.editorRoute])
    harness.presenter.updateName("Cannery Row")
    #expect(harness.presenter.viewModel.fieldProblem == nil)
    harness.presenter.done()
    await harness.presenter.work.idle(.navigation)
    #expect(try harness.fixture.storedStop()?.name == "Cannery Row")
  }

  @Test("a note typed is stored by Done on one line, with the name unchanged")
  func note() async throws {
    let harness = try WaypointHarness()
    harness.presenter.updateNote("Aquarium\nat 10")
    #expect(try harness.fixture.storedStop()?.note == "")
    harness.presenter.done()
    await harness.presenter.work.idle(.navigation)
    #expect(try harness.fixture.storedStop()?.note == "Aquarium at 10")
    #expect(try harness.fixture.storedStop()?.name == "Monterey")
  }

  @Test("Cancel leaves the stop and the history exactly as they were, whatever was typed or chosen")
  func cancelStoresNothing() async throws {
    let harness = try WaypointHarness()
    let before = try harness.fixture.storedStop()
    let historyBefore = harness.fixture.repository.historyCount()
    harness.presenter.updateName("Oops")
    harness.presenter.updateNote("tacos")
    try await harness.choose("Kyoto", searching: "Ky")
    harness.presenter.cancel()
    await harness.presenter.work.idle(.navigation)
    #expect(try harness.fixture.storedStop() == before)
    #expect(harness.fixture.repository.historyCount() == historyBefore)
    #expect(harness.routes == [harness.tripRoute])
  }

  @Test(
    "an existing stop's editor opens with nothing searched; Enter in Search then is Done and changes nothing")
  func enterWithNothingSearchedIsDone() async throws {
    let harness = try WaypointHarness()
    let before = try harness.fixture.storedStop()
    await harness.presenter.work.idle()
    #expect(harness.presenter.state.query == "")
    #expect(harness.presenter.viewModel.rows.isEmpty)
    #expect(harness.presenter.viewModel.nowLine?.hasPrefix("Now at 36.60°N 121.89°W") == true)
    harness.presenter.submitSearch()
    await harness.presenter.work.idle(.navigation)
    #expect(try harness.fixture.storedStop() == before)
    #expect(harness.status.texts.isEmpty)
    #expect(harness.routes == [harness.tripRoute])
  }

  // MARK: - Applying a place

  @Test("applying a place names the stop after it when no name was typed")
  func placeNamesTheStop() async throws {
    let harness = try WaypointHarness()
    try await harness.choose("Kyoto", searching: "Ky")
    harness.presenter.useChosen()
    #expect(try harness.fixture.storedStop()?.name == "Kyoto")
  }

  @Test("a typed name is kept when a place is applied")
  func typedNameKept() async throws {
    let harness = try WaypointHarness()
    harness.presenter.updateName("Grandma's")
    try await harness.choose("Kyoto", searching: "Ky")
    harness.presenter.useChosen()
    let stored = try #require(try harness.fixture.storedStop())
    #expect(stored.name == "Grandma's")
    #expect(stored.coordinate == (try WaypointFixture.place("Kyoto")).coordinate)
  }

  @Test("searching 奈良 and applying Nara keeps “奈良”; searching Nara gives the place's own name")
  func scriptSearchedIsKept() async throws {
    let harness = try WaypointHarness(places: NaraFixture.places())
    await harness.search("奈良")
    #expect(
      harness.presenter.viewModel.rows.map(\.text) == ["Nara-shi — also “奈良”, JP · 34.69°N 135.80°E · 367K"])
    #expect(
      harness.presenter.viewModel.choiceLine == "Chosen: 奈良, JP, 8,753 km from the stop — Enter uses it")
    harness.presenter.useChosen()  // far from the stops around it: said first, used the second time
    harness.presenter.useChosen()
    #expect(try harness.fixture.storedStop()?.name == "奈良")

    let again = try WaypointHarness(places: NaraFixture.places())
    await again.search("Nara")
    again.presenter.useChosen()
    again.presenter.useChosen()
    #expect(try again.fixture.storedStop()?.name == "Nara-shi")
  }

  // MARK: - Coordinates

  @Test("a coordinate within 2 km of a place is named “near” it")
  func nearAPlace() async throws {
    let editor = try NewStopHarness(after: nil)
    try await editor.type("36.601, -121.890")
    #expect(editor.print().contains("› near Monterey · 36.60°N 121.89°W"))
    _ = try editor.host.send(.enter)
    await editor.wait()
    #expect(try editor.storedNames().last == "near Monterey")
  }

  @Test("farther away, the distance and direction from the nearest place, in the user's units")
  func distanceAndDirection() async throws {
    let kilometres = try NewStopHarness(after: nil)
    try await kilometres.type("36.27, -121.81")
    #expect(kilometres.print().contains("› 33 km S of Carmel-by-the-Sea · 36.27°N 121.81°W"))
    _ = try kilometres.host.send(.enter)
    await kilometres.wait()
    #expect(try kilometres.storedNames().last == "33 km S of Carmel-by-the-Sea")

    let miles = try NewStopHarness(after: nil, units: .miles)
    try await miles.type("36.27, -121.81")
    #expect(miles.print().contains("› 21 mi S of Carmel-by-the-Sea · 36.27°N 121.81°W"))
  }

  @Test("the interactor's naming rule: typed name, else the matched alternate name, else the place's")
  func namingRule() throws {
    let interactor = try WaypointFixture().makeInteractor()
    var nara = NaraFixture.nara
    #expect(interactor.stopName(for: nara, typed: nil) == "Nara-shi")
    nara.match = .alternateName
    nara.alternateName = "奈良"
    #expect(interactor.stopName(for: nara, typed: nil) == "奈良")
    #expect(interactor.stopName(for: nara, typed: "  Deer park ") == "Deer park")
    #expect(interactor.stopName(for: nara, typed: "   ") == "奈良")
  }
}
