/// The trip detail screen's status and prompt texts (one line each, saying what to do).
enum TripDetailCopy {
  /// After every committed change.
  static let saved = "Saved"
  /// Shown under the "Name" field and in the status line when the field is empty.
  static let emptyName = "A trip needs a name — type one to save it"
  /// Where the stop list is while the trip has no stops.
  static let noStops = "No stops yet — press a to add one."
  /// Title and status while the trip cannot be found.
  static let missingTrip = "This trip no longer exists — it was deleted, perhaps elsewhere"

  /// What every distance on the screen is: the geodesic, not a road.
  static let straightLine = "straight line"
  /// The legs' header, over the stop numbers and names.
  static let legsHeader = "Leg"
  /// Why "Reverse route" is disabled.
  static let nothingToReverse = "A route needs two stops to reverse"
  /// Why "Move to…" is disabled while the trip has one stop.
  static let nowhereToMove = "A trip needs two stops to reorder"

  /// "Total distance: 1,234 km straight line".
  static func totalDistance(_ distance: String) -> String {
    "Total distance: \(distance) \(straightLine)"
  }

  /// The "Move to…" question: "Move “Carmel” to position (1–5)".
  static func moveQuestion(_ name: String, count: Int) -> String {
    "Move “\(name)” to position (1–\(count))"
  }

  /// What a "Move to…" answer that names no position gets: what to type instead.
  static func moveProblem(_ problem: MoveToProblem) -> String {
    problem.typed.isEmpty
      ? "Type a position from 1 to \(problem.count)"
      : "“\(problem.typed)” is not a position — type a number from 1 to \(problem.count)"
  }

  /// The question asked before deleting a stop.
  static func deletePrompt(_ name: String) -> String { "Delete “\(name)”? (y/n)" }

  /// The status after another process deleted the trip.
  static func deletedElsewhere(_ name: String) -> String { "“\(name)” was deleted elsewhere" }

  /// The status when the trip could not be read.
  static func notRead(_ error: any Error) -> String {
    "Couldn't read the trip: \(error) — check the store and open it again"
  }

  /// The status when a change could not be saved.
  static func notSaved(_ action: String, _ error: any Error) -> String {
    "Couldn't \(action): \(error) — try again"
  }
}
