import Gazetteer
import Geo
import PlaceSearch
import Platform
import RouteMap
import Routes
import Routing
import TripModels
import TripStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the composition root is built from: the store, the place search, and the settings of this
/// run (units, colour, search debounce).
@MainActor
struct AppConfiguration {
  /// The trip store.
  let repository: any TripRepository
  /// The place search (the bundled gazetteer in the app, a fake in tests).
  let places: any PlaceSearching
  /// The distance unit (from `--units`, else remembered in the store, else km).
  let units: DistanceUnit
  /// Whether colour is used (off with `--no-color` or `NO_COLOR`).
  let colorEnabled: Bool
  /// How long the stop editor waits after a keystroke before searching.
  let searchDebounce: Duration
  /// Files the Export sheet never writes (the store's own files).
  let protectedPaths: [String]
  /// The folder `~` stands for in the sheets' paths.
  let homeDirectory: String
  /// The road router (`--router`, `ROADTRIP_ROUTER` or remembered); nil: none, nothing is sent.
  let roadRouter: (any RoadRouting)?
  /// What the road routes avoid (remembered in the store).
  let routingOptions: RoutingOptions
  /// Builds the router of a URL named in the Router sheet (a Valhalla client; a fake in tests).
  let makeRouter: @MainActor (String) -> any RoadRouting
  /// Where a long trip's map, once drawn, is kept for the next run that opens it unchanged (the
  /// user's cache folder; nil: nowhere).
  let mapPictures: (any MapPictureKeeper)?

  /// The settings key under which the unit is remembered.
  static let unitsSetting = "units"
  /// The settings key under which the main navigation stack is saved.
  static let navigationSetting = NavigationRestoration.settingKey
  /// The settings key under which the top screen's selection is saved with it.
  static let selectionSetting = "navigation.selection"

  /// Creates a configuration.
  init(
    repository: any TripRepository, places: any PlaceSearching, units: DistanceUnit,
    colorEnabled: Bool, searchDebounce: Duration, protectedPaths: [String] = [],
    homeDirectory: String = AppConfiguration.defaultHomeDirectory(), roadRouter: (any RoadRouting)? = nil,
    routingOptions: RoutingOptions = RoutingOptions(),
    makeRouter: @escaping @MainActor (String) -> any RoadRouting = RouterSetting.router(at:),
    mapPictures: (any MapPictureKeeper)? = nil
  ) {
    self.makeRouter = makeRouter
    self.mapPictures = mapPictures
    self.roadRouter = roadRouter
    self.routingOptions = routingOptions
    self.repository = repository
    self.places = places
    self.units = units
    self.colorEnabled = colorEnabled
    self.searchDebounce = searchDebounce
    self.protectedPaths = protectedPaths
    self.homeDirectory = homeDirectory
  }

  /// `$HOME`, else the user's home folder as the system knows it.
  static func defaultHomeDirectory(environment: [String: String] = processEnvironment()) -> String {
    if let home = environment["HOME"], !home.isEmpty { return home }
    return FileManager.default.homeDirectoryForCurrentUser.path
  }

  /// The variables the configuration reads (`HOME`, `XDG_CACHE_HOME`, `NO_COLOR`,
  /// `ROADTRIP_ROUTER`, `ROADTRIP_ROUTER_TIMEOUT`), from the process environment.
  static func processEnvironment() -> [String: String] {
    var values: [String: String] = [:]
    for name in [
      "HOME", "XDG_CACHE_HOME", "NO_COLOR", RouterSetting.environmentVariable, RouterSetting.timeoutVariable,
    ] {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return values
  }

  /// The configuration for a run of the command: remembers `--units`, reads the remembered unit
  /// otherwise, honours `--no-color` and `NO_COLOR`, takes the router from `--router`, else
  /// `ROADTRIP_ROUTER`, else the store, and keeps long trips' maps in the user's cache folder.
  init(
    invocation: Invocation, repository: any TripRepository,
    environment: [String: String] = processEnvironment(),
    searchDebounce: Duration = .zero, protectedPaths: [String] = []
  ) throws {
    let units = try Self.units(invocation: invocation, repository: repository)
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let routerURL = try RouterSetting.url(
      flag: invocation.router, environment: environment, repository: repository)
    self.init(
      repository: repository, places: Gazetteer(), units: units,
      colorEnabled: !(invocation.noColor || noColor), searchDebounce: searchDebounce,
      protectedPaths: protectedPaths, homeDirectory: Self.defaultHomeDirectory(environment: environment),
      roadRouter: RouterSetting.router(at: routerURL),
      routingOptions: try RouterSetting.options(repository: repository),
      mapPictures: MapPictureFolder.folder(environment: environment).map(MapPictureFolder.init(path:)))
  }

  /// The distance unit of a run: `--units` (remembered in the store), else the remembered unit,
  /// else km.
  static func units(invocation: Invocation, repository: any TripRepository) throws -> DistanceUnit {
    if let chosen = invocation.units {
      try repository.setSetting(Self.unitsSetting, to: chosen.rawValue)
      return chosen
    }
    if let remembered = try repository.setting(Self.unitsSetting),
      let unit = DistanceUnit(rawValue: remembered)
    {
      return unit
    }
    return .kilometers
  }
}
