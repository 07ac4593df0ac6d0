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

/// The editor of a new stop of the fixture's trip ("Pacific Coast": Monterey, Carmel), built through
/// the public builder on "Roadtrips › Pacific Coast › New stop" and driven through a `ScreenHost`.
@MainActor
final class NewStopHarness {
  let fixture: WaypointFixture
  let stack: NavigationStack<Route>
  let status = StatusLog()
  let after: StopID?
  let screen: Screen
  let host: ScreenHost

  init(
    fixture: WaypointFixture? = nil, after: StopID?, places: (any PlaceSearching)? = nil,
    units: DistanceUnit = .kilometers, width: Int = 80, height: Int = 24
  ) throws {
    let fixture = try fixture ?? WaypointFixture()
    self.fixture = fixture
    self.after = after
    stack = NavigationStack<Route>(
      root: .trips, path: [.trip(fixture.trip.id), .newStop(trip: fixture.trip.id, after: after)])
    let status = status
    let screen = WaypointModule.build(
      editing: .newStop(in: fixture.trip.id, after: after), entryID: stack.state.topEntryID,
      repository: fixture.repository, places: places ?? fixture.places, stack: stack, units: units,
      report: { status.report($0) }, debounce: .zero)
    self.screen = screen
    host = ScreenHost(size: Size(width: width, height: height)) { screen.content }
  }

  /// The presenter behind the screen.
  var presenter: WaypointPresenter? { screen.owner as? WaypointPresenter }

  /// Lets the screen's pending work (a search, closing itself) finish.
  func wait() async {
    await screen.settle()
    await stack.settle()
  }

  /// Types `text` into the focused element, one key per character, and waits for the search.
  func type(_ text: String) async throws {
    for character in text { _ = try host.send(.character(character)) }
    await wait()
  }

  /// The frame as plain text.
  func print() -> String {
    host.expectRetentionChangesNothing()
    return host.plainText
  }

  var routes: [Route] { stack.state.path.map(\.route) }

  /// The names of the trip's stops as stored now.
  func storedNames() throws -> [String] {
    try fixture.repository.trip(id: fixture.trip.id)?.stops.map(\.name) ?? []
  }
}

/// Nara as GeoNames has it: named "Nara-shi", with "奈良" and "Nara" among its other names.
enum NaraFixture {
  static let nara = Place(
    id: "geonames:1855612", name: "Nara-shi", countryCode: "JP",
    coordinate: Coordinate(latitude: 34.68505, longitude: 135.80485), population: 367_353)

  /// A fake search over the sample places and Nara, which knows Nara's other names.
  static func places() -> FakePlaceSearch {
    FakePlaceSearch(
      places: FakePlaceSearch.samplePlaces + [nara], alternateNames: [nara.id: ["奈良", "Nara"]])
  }
}
