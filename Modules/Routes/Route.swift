import Foundation
import TripModels

/// A screen of RoadTrip, as a value the navigation stack holds.
public enum Route: Hashable, Codable, Sendable {
  /// The trip list (the root of the main stack).
  case trips
  /// A trip's detail screen.
  case trip(TripID)
  /// The stop editor for one stop of a trip.
  case waypoint(trip: TripID, waypoint: StopID)
  // new-feature: route cases (scripts/new-feature inserts above this line)
}
