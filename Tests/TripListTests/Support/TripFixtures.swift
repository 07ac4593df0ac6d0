import Foundation
import Geo
import TestSupport
import TripStore

/// Trips with real places, built through the validating initializers.
@MainActor
enum TripFixtures {
  /// A stop at a real place.
  static func stop(_ name: String, _ latitude: Double, _ longitude: Double) throws -> Waypoint {
    try Waypoint(name: name, coordinate: Coordinate(latitude: latitude, longitude: longitude))
  }

  /// "Pacific Coast": Monterey → Carmel → Big Sur.
  static func pacificCoast() throws -> Trip {
    try Trip(
      name: "Pacific Coast",
      waypoints: [
        stop("Monterey", 36.60024, -121.89468),
        stop("Carmel", 36.55524, -121.92329),
        stop("Big Sur", 36.27041, -121.80800),
      ])
  }

  /// "Kyoto Weekend": one stop.
  static func kyotoWeekend() throws -> Trip {
    try Trip(name: "Kyoto Weekend", waypoints: [stop("Kyoto", 35.02107, 135.75385)])
  }

  /// "Someday": no stops.
  static func someday() throws -> Trip {
    try Trip(name: "Someday")
  }

  /// The three trips above, in list order.
  static func sampleTrips() throws -> [Trip] {
    [try pacificCoast(), try kyotoWeekend(), try someday()]
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
