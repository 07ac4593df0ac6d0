import Navigation
import Routes
import Routing
import TextUI
import TripDetail
import TripList
import Waypoint

/// Maps each route to its feature module's builder — the only place in App that names the
/// features. Nothing else in App knows a feature's internals.
@MainActor
struct ScreenFactory {
  let configuration: AppConfiguration
  let stack: NavigationStack<Route>
  let report: @MainActor (StatusMessage) -> Void
  /// The unit distances are shown in (the Units sheet changes it; screens are then rebuilt).
  let units: UnitPreference
  /// The road router (the Router sheet changes it; trip screens are then rebuilt).
  let roads: RouterPreference
  /// The places the stop editors' searches chose, shared by every editor of the session: a new
  /// trip's first search is ranked near the last place searched for.
  let recentSearches = WaypointModule.RecentSearches()

  /// Builds the module for `entry`; `carried` is what the screen it replaces carried
  /// (``Screen/carriedState``), nil when it is built for the first time.
  func makeScreen(for entry: NavigationEntry<Route>, carrying carried: (any Sendable)? = nil) -> Screen {
    switch entry.route {
    case .trips:
      TripListModule.build(
        repository: configuration.repository, stack: stack, units: units.unit, report: report)
    case .trip(let tripID):
      TripDetailModule.build(
        tripID: tripID, repository: configuration.repository, stack: stack,
        units: units.unit,
        roads: TripDetailRoadSource(
          router: roads.router, store: configuration.repository as? any RoadLegStore,
          options: roads.options),
        itinerary: TripDetailItinerarySource(
          zones: PlaceSearchTimeZoneNaming(places: configuration.places),
          places: PlaceSearchStayFinding(places: configuration.places),
          roads: configuration.repository as? any RoadLegStore, options: roads.options, units: units.unit,
          undatedHint: SheetCopy.undatedDaysHint),
        report: report, entryID: entry.id, carrying: carried, mapPictures: configuration.mapPictures)
    case .waypoint(let tripID, let stopID):
      WaypointModule.build(
        editing: .stop(stopID, of: tripID), entryID: entry.id,
        repository: configuration.repository, places: configuration.places, stack: stack,
        units: units.unit, report: report, debounce: configuration.searchDebounce,
        recentSearches: recentSearches)
    case .newStop(let tripID, let after):
      WaypointModule.build(
        editing: .newStop(in: tripID, after: after), entryID: entry.id,
        repository: configuration.repository, places: configuration.places, stack: stack,
        units: units.unit, report: report, debounce: configuration.searchDebounce,
        recentSearches: recentSearches)
    case .sheet(let sheet):
      SheetBuilder(configuration: configuration, stack: stack, units: units, roads: roads, report: report)
        .makeScreen(for: sheet, entryID: entry.id)
    // new-feature: feature screens (scripts/new-feature inserts above this line)
    }
  }

  /// The title of an entry below the top one in the trail, asked of the feature that shows it.
  func title(of route: Route) -> String {
    switch route {
    case .trips: TripListModule.title
    case .trip(let tripID): TripDetailModule.title(ofTrip: tripID, in: configuration.repository)
    case .waypoint(let tripID, let stopID):
      WaypointModule.title(ofStop: stopID, in: tripID, repository: configuration.repository)
    case .newStop(let tripID, _):
      WaypointModule.title(ofStop: nil, in: tripID, repository: configuration.repository)
    case .sheet: ""  // sheets are presented over the main stack, never part of its trail
    // new-feature: feature titles (scripts/new-feature inserts above this line)
    }
  }
}
