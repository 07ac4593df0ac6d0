import Foundation

/// A failure of the trip store, with a message that says what to do.
public enum TripStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No trip has this id.
  case tripNotFound(UUID)
  /// The trip has no stop with this id.
  case waypointNotFound(UUID)
  /// A name or coordinate was rejected.
  case invalid(ValidationError)

  /// A one-line message for the status line or stderr.
  public var description: String {
    switch self {
    case .tripNotFound(let id): "no trip with id \(id.uuidString) — it may have been deleted"
    case .waypointNotFound(let id): "no stop with id \(id.uuidString) — it may have been deleted"
    case .invalid(let error): error.description
    }
  }
}
