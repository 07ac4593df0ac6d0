import Foundation
import Geo
import TestSupport
import TripStore

/// Trips with real places, built through the validating initializers.
@MainActor
enum TripFixtures {
  /// A stop at a real place.
  static func stop(_ name: String, _ latitude: Double, _ longitude: Double) throws -> Stop {
    try Stop(name: name, coordinate: Coordinate(latitude: latitude, longitude: longitude))
  }

  /// "Pacific Coast": Monterey → Carmel → Big Sur.
  static func pacificCoast() throws -> Trip {
    try Trip(
      name: "Pacific Coast",
      stops: [
        stop("Monterey", 36.60024, -121.89468),
        stop("Carmel", 36.55524, -121.92329),
        stop("Big Sur", 36.27041, -121.80800),
      ])
  }

  /// "Kyoto Weekend": one stop.
  static func kyotoWeekend() throws -> Trip {
    try Trip(name: "Kyoto Weekend", stops: [stop("Kyoto", 35.02107, 135.75385)])
  }

  /// "Someday": no stops.
  static func someday() throws -> Trip {
    try Trip(name: "Someday")
  }

  /// "Route 66": Chicago → St. Louis → Tulsa → Amarillo → Albuquerque → Flagstaff → Santa Monica.
  static func route66() throws -> Trip {
    try Trip(
      name: "Route 66",
      stops: [
        stop("Chicago", 41.85003, -87.65005),
        stop("St. Louis", 38.62727, -90.19789),
        stop("Tulsa", 36.15398, -95.99277),
        stop("Amarillo", 35.22200, -101.83130),
        stop("Albuquerque", 35.08449, -106.65114),
        stop("Flagstaff", 35.19807, -111.65127),
        stop("Santa Monica", 34.01949, -118.49138),
      ])
  }

  /// The three trips above, in list order.
  static func sampleTrips() throws -> [Trip] {
    [try pacificCoast(), try kyotoWeekend(), try someday()]
  }

  /// The sample trips and Route 66, in list order.
  static func fourTrips() throws -> [Trip] {
    [try pacificCoast(), try route66(), try kyotoWeekend(), try someday()]
  }

  /// Trips named in Japanese, with emoji, flags and a decomposed umlaut.
  static func wideNameTrips() throws -> [Trip] {
    [
      try Trip(
        name: "京都と大阪の旅", stops: [stop("京都", 35.02107, 135.75385), stop("大阪", 34.69374, 135.50218)]),
      try Trip(
        name: "🚗 Road trip 🇯🇵 with a name long enough to be cut",
        stops: [stop("東京", 35.6895, 139.69171), stop("富士山 🗻", 35.36072, 138.72743)]),
      try Trip(
        name: "Zu\u{308}rich → Genève 👨‍👩‍👧",
        stops: [stop("Zu\u{308}rich", 47.36667, 8.55), stop("Genève", 46.20222, 6.14569)]),
    ]
  }

  /// `count` stop-less trips named "Trip 1" … "Trip N", in list order.
  static func numberedTrips(_ count: Int) throws -> [Trip] {
    try (1...max(1, count)).prefix(count).map { try Trip(name: "Trip \($0)") }
  }

  /// A repository holding `trips`.
  static func repository(_ trips: [Trip]) -> InMemoryTripRepository {
    InMemoryTripRepository(trips: trips)
  }
}
