import Foundation
import Geo
import Navigation
import PlaceSearch
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import Waypoint

/// The stop editor built through the public builder and driven through a `ScreenHost`, as the App's
/// script mode drives it (`set`, `type`, `key`, `select`, `press`, `wait`).
@MainActor
final class ScriptedWaypoint {
  let fixture: WaypointFixture
  let stack: NavigationStack<Route>
  let entryID: EntryID
  let status = StatusLog()
  private(set) var screen: Screen?
  private(set) var host: ScreenHost?

  init(
    fixture: WaypointFixture? = nil, places: (any PlaceSearching)? = nil,
    width: Int = 80, height: Int = 24
  ) throws {
    let fixture = try fixture ?? WaypointFixture()
    self.fixture = fixture
    stack = NavigationStack<Route>(
      root: .trips,
      path: [.trip(fixture.trip.id), .waypoint(trip: fixture.trip.id, waypoint: fixture.stop.id)])
    entryID = stack.state.topEntryID
    let status = status
    let screen = WaypointModule.build(
      editing: .stop(fixture.stop.id, of: fixture.trip.id), entryID: entryID,
      repository: fixture.repository, places: places ?? fixture.places, stack: stack,
      report: { status.report($0) }, debounce: .zero)
    self.screen = screen
    host = ScreenHost(size: Size(width: width, height: height)) { screen.content }
  }

  /// The running host (a test failure, not a trap, if it was dropped).
  func requireHost() throws -> ScreenHost {
    guard let host else { throw DroppedScreen() }
    return host
  }

  /// `wait`: lets the screen's pending work finish.
  func wait() async {
    await screen?.settle()
    await stack.settle()
  }

  /// `print`: the current frame.
  func print() throws -> String {
    let host = try requireHost()
    host.expectRetentionChangesNothing()
    return host.plainText
  }

  /// The App dropping the screen once its entry is popped.
  func drop() {
    host = nil
    screen = nil
  }

  var routes: [Route] { stack.state.path.map(\.route) }

  struct DroppedScreen: Error {}
}
