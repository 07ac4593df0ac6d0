import Foundation
import Geo
import Testing
import TripModels

@testable import TripStore

/// A sandbox for `roadtrip route`: the built binary's own store, holding the trips imported into
/// it, and what the store keeps of road legs and settings, read straight from the file.
struct RouteSandbox {
  /// The sandbox the binary runs in.
  let process: RoadTripProcess
  /// The store file.
  let store: String
  /// No router from the machine's environment (an empty `ROADTRIP_ROUTER` names none).
  static let noEnvironmentRouter = ["ROADTRIP_ROUTER": "", "ROADTRIP_ROUTER_TIMEOUT": ""]

  /// A fresh sandbox whose store holds `trips` (named, with named stops), imported by the binary.
  init(trips: [(name: String, stops: [(String, Coordinate)])]) throws {
    process = try RoadTripProcess()
    let built = try trips.map { trip in
      try Trip(name: trip.name, stops: trip.stops.map { try Stop(name: $0.0, coordinate: $0.1) })
    }
    let file = process.path("trips.json")
    try TripExchange.export(built, as: .json).write(toFile: file, atomically: true, encoding: .utf8)
    store = process.path("store.sqlite")
    let imported = try process.run(["--store", store, "import", file])
    #expect(imported.status == 0, "\(imported.stderr)")
  }

  /// Runs `roadtrip --store STORE arguments…` with no router from the machine's environment.
  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> RoadTripProcess.Result {
    try process.run(
      ["--store", store] + arguments,
      environment: Self.noEnvironmentRouter.merging(environment) { _, new in new })
  }

  /// Every kept road leg (its key, figures and shape) and every setting, one line each, in order:
  /// what a failed run must leave as it found it.
  func keptRows() throws -> [String] {
    let connection = try SQLiteConnection(path: store, readOnly: true, busyTimeoutMilliseconds: 5_000)
    let legs = try connection.query(
      """
      SELECT from_lat || ' ' || from_lon || ' ' || to_lat || ' ' || to_lon || ' ' || options || ' ' ||
        router || ' ' || meters || ' ' || seconds || ' ' || shape || ' ' || routed
      FROM road_leg ORDER BY 1
      """
    ) { "leg \($0.text(0) ?? "")" }
    let settings = try connection.query("SELECT key || '=' || value FROM setting ORDER BY 1") {
      "setting \($0.text(0) ?? "")"
    }
    return legs + settings
  }

  /// Removes the sandbox.
  func cleanUp() {
    process.cleanUp()
  }
}
