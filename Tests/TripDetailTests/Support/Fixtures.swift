import Foundation
import Geo
import TripModels

/// Trips and stops for the trip detail tests, made of real places.
@MainActor
enum Fixtures {
  static let monterey = Coordinate(latitude: 36.60024, longitude: -121.89468)
  static let carmel = Coordinate(latitude: 36.55524, longitude: -121.92329)
  static let bigSur = Coordinate(latitude: 36.27024, longitude: -121.80773)
  static let kyoto = Coordinate(latitude: 35.02107, longitude: 135.75385)
  static let tokyo = Coordinate(latitude: 35.6895, longitude: 139.69171)

  /// Makes a stop; a bad fixture fails the test that uses it instead of trapping.
  static func stop(_ name: String, _ coordinate: Coordinate) throws -> Stop {
    try Stop(name: name, coordinate: coordinate)
  }

  /// "Pacific Coast": Monterey → Carmel → Big Sur.
  static func pacificCoast() throws -> Trip {
    try Trip(
      name: "Pacific Coast",
      stops: [
        stop("Monterey", monterey), stop("Carmel", carmel), stop("Big Sur", bigSur),
      ])
  }

  /// A trip with a Japanese name and stops named in Japanese and with emoji.
  static func japan() throws -> Trip {
    try Trip(
      name: "日本の旅 🗾",
      stops: [stop("京都 Kyoto", kyoto), stop("東京 🗼 Tokyo", tokyo)])
  }

  /// A trip with `count` stops along a winding road (for long lists and the benchmark).
  static func longTrip(stops count: Int) throws -> Trip {
    let stops = try (0..<count).map { index in
      try stop(
        "Stop \(index + 1)",
        Coordinate(
          latitude: 30 + Double(index % 20) * 0.5, longitude: -120 + Double(index) * 0.2))
    }
    return try Trip(name: "Long Haul", stops: stops)
  }
}
