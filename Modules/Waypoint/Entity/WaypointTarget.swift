import Foundation
import TripModels

/// Which stop the editor edits: a stop of one trip, both by id.
struct WaypointTarget: Hashable, Sendable {
  /// The trip the stop belongs to.
  var tripID: TripID
  /// The stop being edited.
  var stopID: StopID
}
