import TripModels

/// The open "Move to…" question: which stop moves, what has been typed, and what was wrong with the
/// last answer.
struct MovePrompt: Equatable, Sendable {
  /// The stop to move.
  let stopID: Stop.ID
  /// Its name, shown in the question.
  let stopName: String
  /// How many stops the trip has (the positions are 1 to this).
  let count: Int
  /// The answer typed so far.
  var text = ""
  /// Why the last answer was refused, nil before an answer or once typing goes on.
  var problem: String?
}
