import TripModels

/// A screen of RoadTrip, as a value the navigation stack holds.
public enum Route: Hashable, Codable, Sendable {
  /// The trip list (the root of the main stack).
  case trips
  /// A trip's detail screen.
  case trip(TripID)
  /// The stop editor for one stop of a trip.
  case waypoint(trip: TripID, waypoint: StopID)
  /// An in-app action shown as a modal sheet over the screen below (presented, never pushed).
  case sheet(Sheet)
  /// The stop editor for a stop not stored yet: it is inserted into `trip` after the stop `after`
  /// (at the end when nil) once a place is applied, and nothing is stored before.
  case newStop(trip: TripID, after: StopID?)
  // new-feature: route cases (scripts/new-feature inserts above this line)
}
