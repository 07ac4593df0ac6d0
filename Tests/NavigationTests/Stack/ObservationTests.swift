import Observation
import Testing

@testable import Navigation

@MainActor
@Suite("Observation", .timeLimit(.minutes(10)))
struct ObservationTests {
  @MainActor private final class Flag {
    var isSet = false
  }

  /// Whether a reader of the stack's path is notified when `change` runs.
  private func notifies(_ stack: NavigationStack<String>, _ change: () async -> Void) async -> Bool {
    let changed = Flag()
    withObservationTracking {
      _ = stack.state.path
    } onChange: {
      MainActor.assumeIsolated { changed.isSet = true }
    }
    await change()
    return changed.isSet
  }

  @Test func aCommittedChangeNotifiesReadersOfTheState() async {
    let stack = NavigationStack(root: "list")
    #expect(await notifies(stack) { stack.push("a") })
  }

  @Test func aVetoedOrUnchangedRequestDoesNotNotify() async {
    let stack = NavigationStack(root: "list", path: ["a"])
    stack.setGuard(for: EntryID(1)) { false }
    #expect(!(await notifies(stack) { await stack.pop() }))
    #expect(!(await notifies(stack) { _ = stack.push(contentsOf: []) }))
  }
}
