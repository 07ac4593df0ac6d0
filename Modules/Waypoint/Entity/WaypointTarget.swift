import TripModels

/// Which stop the editor edits: a stored stop of one trip, or a new stop not stored yet.
struct WaypointTarget: Hashable, Sendable {
  /// The trip the stop belongs to.
  var tripID: TripID
  /// The stop being edited; nil while a new stop has no place applied (nothing is stored yet).
  var stopID: StopID?
  /// For a new stop: the stop it is inserted after once a place is applied (nil: at the end).
  var after: StopID?

  /// A stored stop.
  init(tripID: TripID, stopID: StopID) {
    self.tripID = tripID
    self.stopID = stopID
    self.after = nil
  }

  /// A new stop of `tripID`, to be inserted after `after` (at the end when nil).
  init(newStopIn tripID: TripID, after: StopID?) {
    self.tripID = tripID
    self.stopID = nil
    self.after = after
  }

  /// Whether the stop is not stored yet.
  var isDraft: Bool { stopID == nil }
}
