// swift-tools-version: 6.2
import PackageDescription

// The dependency table below is the architecture (docs/ARCHITECTURE.md): features never import each
// other, Terminal, TripStore, CSQLite or Gazetteer; feature tests never import another feature.
// `scripts/check-architecture` enforces it in CI.

let package = Package(
  name: "RoadTrip",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "roadtrip", targets: ["RoadTripMain"]),
    .executable(name: "roadtrip-bench", targets: ["Benchmarks"]),
  ],
  targets: [
    // MARK: - Core
    // The one place that names the C library (Glibc, Musl or Darwin); see Modules/Platform.
    .target(name: "Platform", path: "Modules/Platform"),
    .target(name: "TextUI", dependencies: ["Platform"], path: "Modules/TextUI"),
    .target(name: "CTerminal", path: "Modules/CTerminal"),
    .target(name: "Terminal", dependencies: ["Platform", "TextUI", "CTerminal"], path: "Modules/Terminal"),
    .target(name: "Navigation", path: "Modules/Navigation"),
    .target(name: "Routes", dependencies: ["Navigation", "TripModels"], path: "Modules/Routes"),
    .target(name: "Geo", dependencies: ["Platform"], path: "Modules/Geo"),
    .target(name: "PlaceSearch", dependencies: ["Geo"], path: "Modules/PlaceSearch"),
    .target(
      name: "Gazetteer",
      dependencies: ["Platform", "PlaceSearch", "Geo", "CEmbedded"],
      path: "Modules/Gazetteer",
      exclude: ["Resources"]  // built in through CEmbedded
    ),
    .target(
      name: "CEmbedded",
      path: "Modules/CEmbedded",
      cSettings: [.headerSearchPath("../Gazetteer/Resources"), .headerSearchPath("../Basemap/Resources")]
    ),
    .systemLibrary(
      name: "CSQLite",
      path: "Modules/CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite3"])]
    ),
    .target(name: "TripModels", dependencies: ["Geo"], path: "Modules/TripModels"),
    .target(name: "Routing", dependencies: ["Geo"], path: "Modules/Routing"),
    .target(name: "CCurl", path: "Modules/CCurl"),
    .target(
      name: "ValhallaRouting", dependencies: ["Routing", "Geo", "CCurl", "Platform"],
      path: "Modules/ValhallaRouting"),
    .target(
      name: "TripStore", dependencies: ["Platform", "TripModels", "Geo", "CSQLite", "Routing"],
      path: "Modules/TripStore"),
    .target(
      name: "Basemap", dependencies: ["Geo", "CEmbedded"], path: "Modules/Basemap",
      exclude: ["Resources"]),  // built in through CEmbedded
    // The day plan: time zones from the system tz database, schedule rules, calendar export.
    .target(name: "Itinerary", dependencies: ["TripModels", "Geo", "Platform"], path: "Modules/Itinerary"),
    // The trip map: projection, basemap, route, labels and legend, and the view that draws them.
    .target(
      name: "RouteMap", dependencies: ["TextUI", "Geo", "Basemap", "Platform"], path: "Modules/RouteMap"),

    // MARK: - Features (VIPER)
    .target(name: "TripList", dependencies: featureCore, path: "Modules/TripList"),
    .target(
      name: "TripDetail", dependencies: featureCore + ["RouteMap", "Routing"],
      path: "Modules/TripDetail"),
    .target(name: "Waypoint", dependencies: featureCore + ["PlaceSearch"], path: "Modules/Waypoint"),
    // new-feature: feature targets (scripts/new-feature inserts above this line)

    // MARK: - The app
    // The composition root, the shell and the command line, as a library: the `roadtrip` executable
    // is its entry point alone, so benchmarks and tests drive the same AppSession in process.
    .target(
      name: "App",
      dependencies: [
        "Platform", "TextUI", "Terminal", "Navigation", "Routes", "Geo", "PlaceSearch", "Gazetteer",
        "TripModels", "TripStore", "Routing", "ValhallaRouting", "Itinerary", "RouteMap",
        "TripList", "TripDetail", "Waypoint",
        // new-feature: the App's features (scripts/new-feature inserts above this line)
      ],
      path: "App",
      exclude: ["Main"]
    ),

    // MARK: - Executables
    .executableTarget(
      name: "RoadTripMain",
      dependencies: ["App", "Platform"],
      path: "App/Main",
      linkerSettings: [
        .unsafeFlags(staticRuntimeOnLinux, .when(platforms: [.linux], configuration: .release))
      ]
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "Platform", "TextUI", "Terminal", "Navigation", "Routes", "Geo", "PlaceSearch", "Gazetteer",
        // Routing, ValhallaRouting: the crash test's road legs; routing figures.
        "TripModels", "TripStore", "Routing", "ValhallaRouting", "Itinerary",
        "TripList", "TripDetail", "Waypoint", "CSQLite",  // CSQLite: the import floor program
        "App",  // key → frame through the whole app (HeadlessSession)
      ],
      path: "Benchmarks"
    ),

    // MARK: - Tests
    .target(
      name: "TestSupport",
      dependencies: [
        "TextUI", "Navigation", "Routes", "TripModels", "Geo", "PlaceSearch", "Routing", "Itinerary",
        "Platform",  // the stub HTTP server's SIGKILL
      ],
      path: "Tests/TestSupport"
    ),
    .testTarget(name: "TextUITests", dependencies: ["TextUI", "TestSupport"]),
    .testTarget(
      name: "TerminalTests", dependencies: ["Platform", "Terminal", "CTerminal", "TextUI", "TestSupport"]),
    .testTarget(name: "NavigationTests", dependencies: ["Navigation", "TestSupport"]),
    .testTarget(
      name: "RoutesTests", dependencies: ["Routes", "Navigation", "TripModels", "TestSupport"]),
    .testTarget(name: "GeoTests", dependencies: ["Geo", "TestSupport"], resources: [.copy("Fixtures")]),
    .testTarget(name: "PlaceSearchTests", dependencies: ["PlaceSearch", "Geo", "TestSupport"]),
    .testTarget(
      name: "GazetteerTests", dependencies: ["Gazetteer", "PlaceSearch", "Geo", "TestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "TripStoreTests", dependencies: ["TripStore", "TripModels", "Geo", "TestSupport", "Routing"],
      resources: [.copy("Resources/gpx-corpus"), .copy("Resources/exchange-corpus")]),
    .testTarget(name: "TripModelsTests", dependencies: ["TripModels", "Geo"]),
    .testTarget(name: "TripListTests", dependencies: ["TripList", "TestSupport"] + featureCore),
    .testTarget(name: "BasemapTests", dependencies: ["Basemap", "Geo", "TestSupport"]),
    .testTarget(
      name: "TripDetailTests",
      dependencies: ["TripDetail", "TestSupport", "Routing", "RouteMap"] + featureCore),
    .testTarget(
      name: "RouteMapTests", dependencies: ["RouteMap", "TextUI", "Geo", "TestSupport"], exclude: ["Maps"]),
    .testTarget(
      name: "WaypointTests",
      dependencies: ["Waypoint", "TestSupport", "TripStore", "PlaceSearch", "Gazetteer"] + featureCore),
    .testTarget(
      name: "ValhallaRoutingTests",
      dependencies: ["ValhallaRouting", "Routing", "Geo", "Platform", "TestSupport"]),
    .testTarget(
      name: "ItineraryTests", dependencies: ["Itinerary", "TripModels", "Geo", "Platform", "TestSupport"]),
    // new-feature: feature test targets (scripts/new-feature inserts above this line)
    .testTarget(
      name: "AppTests",
      dependencies: ["App", "Platform", "Terminal", "TestSupport", "TripStore", "Routing", "ValhallaRouting"]
        + featureCore,
      exclude: ["Sessions", "Keystrokes"]),
  ]
)

// Every Swift target reaches a type's metadata through its accessor function, not by demangling the
// type's mangled name at run time (the compiler's default, smaller code): a screen's view is a
// deeply nested generic type, and demangling it, resolving its opaque types and looking up every
// conformance its generic parameters need was about 40 % of `roadtrip`'s start to its first frame
// (docs/performance-notes.md, "Type metadata by accessor"). The binary is 0.3 % larger.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
    ]
}

/// The core targets a feature module may import (docs/ARCHITECTURE.md).
var featureCore: [Target.Dependency] {
  ["TextUI", "Navigation", "Routes", "TripModels", "Geo", "Itinerary"]
}

/// Linker flags that build the Swift runtime and FoundationEssentials into the release `roadtrip`
/// binary on Linux, so a start does not load and relocate a dozen shared libraries
/// (docs/performance.md, start-up). Release only: the build people run and time. The two libraries are what
/// FoundationEssentials' static archive needs; lld, because gold repeats a C library notice about
/// `mktemp` (unused by the app) as a warning.
var staticRuntimeOnLinux: [String] {
  ["-static-stdlib", "-use-ld=lld", "-l_FoundationCShims", "-l_FoundationCollections"]
}
