import TestSupport
import Testing

@testable import Navigation

@MainActor
@Suite("Random operation sequences", .timeLimit(.minutes(15)))
struct RandomSequenceTests {
  @Test func tenThousandRandomSequencesKeepEveryRule() async throws {
    var rng = SplitMix64(seed: 0x5EED_4_2026)
    var failures: [String] = []
    for sequence in 0..<10_000 where failures.count < 5 {
      let stack = NavigationStack(root: "root", path: [])
      var answers: [EntryID: Bool] = [:]
      var everSeen: Set<EntryID> = [.root]
      var trace: [String] = []
      var changes: [NavigationChange<String>] = []
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        let before = stack.state
        let operation = RandomOperation.random(for: before, using: &rng)
        trace.append(operation.description)
        if case .setGuard(let id, let allows) = operation, before.contains(id) { answers[id] = allows }
        let expected = NavigationModel(before).expectation(for: operation)
        let result = await operation.run(on: stack)
        let after = stack.state
        if let change = result?.change { changes.append(change) }

        if let problem = check(
          before: before, after: after, expected: expected, result: result, answers: answers,
          everSeen: everSeen)
        {
          failures.append("sequence \(sequence): \(trace.joined(separator: ", ")): \(problem)")
          break
        }
        everSeen.formUnion(after.allEntries.map(\.id))
        answers = answers.filter { after.contains($0.key) }
      }
      var replayed = NavigationState(root: "root", path: [])
      for change in changes { try replayed.apply(change) }
      if replayed != stack.state {
        failures.append("sequence \(sequence): replay differs after \(trace.joined(separator: ", "))")
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// The first broken rule after one operation, nil when all hold.
  private func check(
    before: NavigationState<String>, after: NavigationState<String>,
    expected: NavigationModel.Expectation, result: NavigationResult<String>?,
    answers: [EntryID: Bool], everSeen: Set<EntryID>
  ) -> String? {
    if let violation = after.invariantViolation { return violation }
    let fresh = after.allEntries.map(\.id).filter { !before.contains($0) }
    if let reused = fresh.first(where: { everSeen.contains($0) }) { return "id \(reused) reused" }

    switch expected {
    case .fails:
      guard result == nil else { return "expected an error, got \(String(describing: result?.outcome))" }
      return after == before ? nil : "a failed request changed the state"
    case .unchanged:
      guard let result, result.outcome == .unchanged else { return "expected unchanged" }
      return after == before && result.change == nil ? nil : "an unchanged request changed the state"
    case .changes(let levels, let leaving, let guarded):
      guard let result else { return "unexpected error" }
      if guarded, let veto = leaving.first(where: { answers[$0] == false }) {
        guard result.outcome == .vetoed(by: veto) else { return "expected a veto by \(veto)" }
        return after == before && result.events.isEmpty && result.change == nil
          ? nil : "a veto changed the state"
      }
      guard result.outcome == .applied, result.change != nil else { return "expected one applied change" }
      guard after.levels.map({ $0.entries.map(\.route) }) == levels else {
        return "expected \(levels), got \(after.levels.map { $0.entries.map(\.route) })"
      }
      let removed = result.events.filter { $0.kind == .removed }.map(\.entry.id)
      guard removed == leaving else { return "removed \(removed), expected \(leaving)" }
      return checkTransition(before: before, after: after, events: result.events)
    }
  }

  /// Appear/disappear events exactly when the visible entry changed, in the documented order.
  private func checkTransition(
    before: NavigationState<String>, after: NavigationState<String>, events: [NavigationEvent<String>]
  ) -> String? {
    let lifecycle = events.filter { $0.kind != .removed }
    let old = before.visibleEntry
    let new = after.visibleEntry
    let expected: [NavigationEvent<String>] =
      old.id == new.id
      ? []
      : [
        .init(.willDisappear, old), .init(.willAppear, new), .init(.didDisappear, old),
        .init(.didAppear, new),
      ]
    return lifecycle == expected ? nil : "events \(lifecycle.map(\.kind)) for \(old.id) → \(new.id)"
  }
}
