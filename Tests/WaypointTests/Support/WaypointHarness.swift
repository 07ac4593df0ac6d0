import Foundation
import Geo
import Navigation
import Routes
import TestSupport
import TripModels

@testable import Waypoint

/// The status line messages a screen reported, in order.
@MainActor
final class StatusLog {
  private(set) var messages: [String] = []

  func report(_ message: String) { messages.append(message) }
}

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
    fixture: WaypointFixture? = nil, places: (any PlaceSearching)? = nil, debounce: Duration = .zero
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
      tripID: fixture.trip.id, stopID: fixture.stop.id, entryID: entryID,
      repository: fixture.repository, places: places ?? fixture.places, stack: stack,
      report: { status.report($0) }, debounce: debounce)
  }

  var routes: [Route] { stack.state.path.map(\.route) }

  var tripRoute: Route { .trip(fixture.trip.id) }

  var editorRoute: Route { .waypoint(trip: fixture.trip.id, waypoint: fixture.stop.id) }

  /// Types `query` and waits for its results.
  func search(_ query: String) async {
    presenter.updateQuery(query)
    await presenter.settle()
  }

  /// Lets pending work run until the editor asks "Discard changes? (y/n)"; false if it never does.
  func untilAsked() async -> Bool {
    for _ in 0..<1_000 {
      if presenter.viewModel.discardPrompt != nil { return true }
      await Task.yield()
    }
    return false
  }

  /// Searches `query` and selects the result whose row starts with `name`.
  func choose(_ name: String, searching query: String? = nil) async throws {
    await search(query ?? name)
    let row = presenter.viewModel.rows.first { $0.text.hasPrefix(name) }
    presenter.select(row?.id)
  }
}
