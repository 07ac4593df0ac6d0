/// Why a "Move to…" answer names no position: what was typed, and how many stops there are.
struct MoveToProblem: Error, Equatable, Sendable {
  /// The answer as typed (trimmed).
  let typed: String
  /// How many stops the trip has.
  let count: Int
}
