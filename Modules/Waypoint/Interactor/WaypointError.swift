import TripModels

/// Why a stop could not be changed, as a one-line message that says what to do.
enum WaypointError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The stop's trip no longer exists.
  case tripMissing
  /// The trip no longer has the stop.
  case stopMissing
  /// The store refused the change.
  case notSaved(String)
  /// Another program holds the store locked: nothing was saved, and the same change may be made
  /// again once the lock is gone.
  case locked
  /// A name or note typed by the user breaks its rule; nothing was saved.
  case invalid(ValidationError)

  /// A one-line message for the status line (worded in ``WaypointCopy/problem(_:)``).
  var description: String { WaypointCopy.problem(self) }
}
