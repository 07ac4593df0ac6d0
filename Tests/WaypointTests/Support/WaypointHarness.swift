import Foundation
import Geo
import Navigation
import PlaceSearch
import Routes
import TestSupport
import TripModels

@testable import Waypoint

/// A stop editor assembled like the app does, on a real navigation stack
/// "Roadtrips › Pacific Coast › Stop: Monterey".
@MainActor
struct WaypointHarness {
  let fixture: WaypointFixture
  let stack: NavigationStack<Route>
  let entryID: EntryID
  let status = StatusLog()
  let presenter: WaypointPresenter

  init(
    fixture: WaypointFixture? = nil, places: (any PlaceSearching)? = nil, debounce: Duration = .zero,
    clock: some Clock<Duration> = ContinuousClock()
  ) throws {
    let fixture = try fixture ?? WaypointFixture()
    let stack = NavigationStack<Route>(
      root: .trips,
      path: [.trip(fixture.trip.id), .waypoint(trip: fixture.trip.id, waypoint: fixture.stop.id)])
    self.fixture = fixture
    self.stack = stack
    self.entryID = stack.state.topEntryID
    let status = status
    self.presenter = WaypointModule.assemble(
      target: WaypointTarget(tripID: fixture.trip.id, stopID: fixture.stop.id), entryID: entryID,
      repository: fixture.repository, places: places ?? fixture.places, stack: stack,
      report: { status.report($0) }, debounce: debounce, clock: clock)
  }

  var routes: [Route] { stack.state.path.map(\.route) }

  var tripRoute: Route { .trip(fixture.trip.id) }

  var editorRoute: Route { .waypoint(trip: fixture.trip.id, waypoint: fixture.stop.id) }

  /// Types `query` and waits for its results.
  func search(_ query: String) async {
    presenter.updateQuery(query)
    await presenter.work.idle()
  }

  /// Waits until a guard is asked, then says whether it is this editor's "Discard changes?
  /// (y/n)" (a test that never reaches a question fails by its time limit).
  func untilAsked() async -> Bool {
    await stack.untilAwaitingGuard()
    return presenter.viewModel.discardPrompt != nil
  }

  /// Searches `query` and selects the result whose row starts with `name`.
  func choose(_ name: String, searching query: String? = nil) async throws {
    await search(query ?? name)
    let row = presenter.viewModel.rows.first { $0.text.hasPrefix(name) }
    presenter.select(row?.id)
  }
}
