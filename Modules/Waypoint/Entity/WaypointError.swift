import Foundation
import TripModels

/// Why a stop could not be changed, as a one-line message that says what to do.
enum WaypointError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The stop's trip no longer exists.
  case tripMissing
  /// The trip no longer has the stop.
  case stopMissing
  /// The store refused the change.
  case notSaved(String)
  /// A name or note typed by the user breaks its rule; nothing was saved.
  case invalid(ValidationError)

  /// A one-line message for the status line.
  var description: String {
    switch self {
    case .tripMissing: "the trip was deleted elsewhere — the change was not saved"
    case .stopMissing: "the stop was deleted elsewhere — the change was not saved"
    case .notSaved(let reason): "could not save the stop: \(reason)"
    case .invalid(let reason): "\(reason.description) — not saved"
    }
  }
}
