import Foundation
import TripModels

/// A trip the user asked to delete and has not yet confirmed.
struct PendingDeletion: Equatable, Sendable {
  /// The trip to delete.
  let id: Trip.ID
  /// Its name, shown in the question.
  let name: String
  /// How many stops go with it.
  let stopCount: Int

  /// The confirmation question, naming what is lost: "Delete “Pacific Coast” and its 5 stops? (y/n)",
  /// "… and its 1 stop? (y/n)", or "Delete “Someday” (no stops)? (y/n)".
  var prompt: String {
    switch stopCount {
    case ...0: "Delete “\(name)” (no stops)? (y/n)"
    case 1: "Delete “\(name)” and its 1 stop? (y/n)"
    default: "Delete “\(name)” and its \(stopCount) stops? (y/n)"
    }
  }
}
