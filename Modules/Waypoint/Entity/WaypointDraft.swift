import TripModels

/// The stop being edited, as the store has it now, with the name of its trip.
struct WaypointDraft: Equatable, Sendable {
  /// The name of the trip the stop belongs to.
  var tripName: String
  /// The stop itself; nil for a new stop that has no place yet (it is not stored).
  var waypoint: Stop?
  /// For a new stop not stored yet, where it goes; nil for a stored stop.
  var place: NewStopPlace? = nil
}

/// What loading the edited stop found.
enum WaypointLoad: Equatable, Sendable {
  /// The stop exists (or, for a new stop, its trip does).
  case found(WaypointDraft)
  /// The trip is gone (deleted here or by another process).
  case tripMissing
  /// The trip exists but no longer has the stop.
  case stopMissing(tripName: String)
  /// The store could not be read; the message says what to do.
  case unreadable(String)
}
