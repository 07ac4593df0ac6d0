// swift-tools-version: 6.0
import PackageDescription

// The dependency table below is the architecture (see DESIGN §1): features never import each other,
// Terminal or CSQLite; feature tests never import another feature. `scripts/check-architecture`
// enforces it in CI.

let package = Package(
  name: "RoadTrip",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "roadtrip", targets: ["App"]),
    .executable(name: "roadtrip-bench", targets: ["Benchmarks"]),
  ],
  targets: [
    // MARK: - Core
    .target(name: "TextUI", path: "Modules/TextUI"),
    .target(name: "Terminal", dependencies: ["TextUI"], path: "Modules/Terminal"),
    .target(name: "Navigation", path: "Modules/Navigation"),
    .target(name: "Routes", dependencies: ["Navigation"], path: "Modules/Routes"),
    .target(
      name: "Geo",
      path: "Modules/Geo",
      resources: [.copy("Resources/places.tsv"), .copy("Resources/countries.tsv")]
    ),
    .systemLibrary(
      name: "CSQLite",
      path: "Modules/CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite3"])]
    ),
    .target(name: "TripStore", dependencies: ["Geo", "CSQLite"], path: "Modules/TripStore"),

    // MARK: - Features (VIPER)
    .target(name: "TripList", dependencies: featureCore, path: "Modules/TripList"),
    .target(name: "TripDetail", dependencies: featureCore, path: "Modules/TripDetail"),
    .target(name: "Waypoint", dependencies: featureCore, path: "Modules/Waypoint"),

    // MARK: - Executables
    .executableTarget(
      name: "App",
      dependencies: [
        "TextUI", "Terminal", "Navigation", "Routes", "Geo", "TripStore",
        "TripList", "TripDetail", "Waypoint",
      ],
      path: "App"
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "TextUI", "Terminal", "Navigation", "Routes", "Geo", "TripStore",
        "TripList", "TripDetail", "Waypoint", "CSQLite",  // CSQLite: the import floor program
      ],
      path: "Benchmarks"
    ),

    // MARK: - Tests
    .target(
      name: "TestSupport",
      dependencies: ["TextUI", "Navigation", "Routes", "TripStore", "Geo"],
      path: "Tests/TestSupport"
    ),
    .testTarget(name: "TextUITests", dependencies: ["TextUI", "TestSupport"]),
    .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TextUI", "TestSupport"]),
    .testTarget(name: "NavigationTests", dependencies: ["Navigation", "TestSupport"]),
    .testTarget(name: "RoutesTests", dependencies: ["Routes", "Navigation", "TripStore", "TestSupport"]),
    .testTarget(name: "GeoTests", dependencies: ["Geo", "TestSupport"], resources: [.copy("Fixtures")]),
    .testTarget(name: "TripStoreTests", dependencies: ["TripStore", "Geo", "TestSupport"]),
    .testTarget(name: "TripListTests", dependencies: ["TripList", "TestSupport"] + featureCore),
    .testTarget(name: "TripDetailTests", dependencies: ["TripDetail", "TestSupport"] + featureCore),
    .testTarget(name: "WaypointTests", dependencies: ["Waypoint", "TestSupport"] + featureCore),
    .testTarget(
      name: "AppTests", dependencies: ["App", "TestSupport"] + featureCore, exclude: ["Sessions"]),
  ]
)

/// The core targets a feature module may import (DESIGN §1).
var featureCore: [Target.Dependency] {
  ["TextUI", "Navigation", "Routes", "TripStore", "Geo"]
}
