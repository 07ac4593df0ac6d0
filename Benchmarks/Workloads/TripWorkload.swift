import Foundation
import Geo
import TripModels
import TripStore

/// The stores and trips the list, edit and exchange benchmarks run on: numbered trips of zero to
/// three stops over real places in California and Kansai (Latin and CJK names), and long trips
/// winding across a continent. Deterministic, so every run measures the same data.
enum TripWorkload {
  /// Real places (name, latitude, longitude) the stops are drawn from.
  static let places: [(String, Double, Double)] = [
    ("Monterey", 36.60024, -121.89468), ("Carmel", 36.55524, -121.92329), ("Big Sur", 36.27040, -121.80810),
    ("京都", 35.02107, 135.75385), ("大阪", 34.69379, 135.50107), ("奈良", 34.68505, 135.80485),
  ]

  /// `count` trips named "Trip 1" … "Trip N" (top to bottom once imported) of 0–3 stops each.
  static func numberedTrips(_ count: Int) throws -> [Trip] {
    var trips: [Trip] = []
    trips.reserveCapacity(count)
    for number in 0..<count {
      let stops = try (0..<(number % 4)).map { offset in
        let place = places[(number + offset) % places.count]
        return try Stop(name: place.0, coordinate: Coordinate(latitude: place.1, longitude: place.2))
      }
      trips.append(try Trip(name: "Trip \(number + 1)", stops: stops))
    }
    return trips
  }

  /// A trip of `count` stops winding north-east from California.
  static func longTrip(stops count: Int, name: String = "Long Haul") throws -> Trip {
    let stops = try (0..<count).map { (index: Int) throws -> Stop in
      let step = Double(index % 2_000)
      let latitude = 30 + Double(index % 20) * 0.5 + step * 0.005
      let longitude = -120 + step * 0.02
      return try Stop(
        name: "Stop \(index + 1)", coordinate: Coordinate(latitude: latitude, longitude: longitude))
    }
    return try Trip(name: name, stops: stops)
  }

  /// A new store at `path` holding `trips`, imported in one transaction.
  @MainActor static func store(at path: String, trips: [Trip]) throws -> SQLiteTripStore {
    let store = try SQLiteTripStore(path: path)
    try store.importTrips(trips)
    return store
  }

  /// A fresh temporary folder, removed by the caller.
  static func temporaryFolder(_ name: String) throws -> String {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "roadtrip-bench-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }
}
