import Foundation

/// Which stop the editor edits: a stop of one trip, both by id.
struct WaypointTarget: Hashable, Sendable {
  /// The trip the stop belongs to.
  var tripID: UUID
  /// The stop being edited.
  var stopID: UUID
}
