import TripModels

/// A trip the user asked to delete and has not yet confirmed.
struct PendingDeletion: Equatable, Sendable {
  /// The trip to delete.
  let id: Trip.ID
  /// Its name, shown in the question.
  let name: String
  /// How many stops go with it.
  let stopCount: Int
}
