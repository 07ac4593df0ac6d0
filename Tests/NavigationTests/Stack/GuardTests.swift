import Navigation
import Testing

@MainActor
@Suite("Guards")
struct GuardTests {
  @Test func aGuardThatSaysNoVetoesBackAndLeavesTheStateAlone() async {
    let stack = NavigationStack(root: "list", path: ["trip", "stop"])
    var asked = 0
    stack.setGuard(for: EntryID(2)) {
      asked += 1
      return false
    }
    let before = stack.state
    let result = await stack.pop()

    #expect(result.outcome == .vetoed(by: EntryID(2)))
    #expect(result.events.isEmpty)
    #expect(stack.state == before)
    #expect(asked == 1)
    #expect(stack.log.changes.isEmpty)
  }

  @Test func aGuardThatSaysYesLetsThePopThroughAndIsDropped() async {
    let stack = NavigationStack(root: "list", path: ["trip"])
    stack.setGuard(for: EntryID(1)) { true }
    let result = await stack.pop()
    #expect(result.outcome == .applied)
    #expect(stack.state.path.isEmpty)
    #expect(!stack.hasGuard(for: EntryID(1)))
  }

  @Test func requestsMadeWhileAGuardWaitsAreQueuedAndAppliedInOrder() async {
    let stack = NavigationStack(root: "list", path: ["trip", "stop"])
    var answer: CheckedContinuation<Bool, Never>?
    stack.setGuard(for: EntryID(2)) {
      await withCheckedContinuation { answer = $0 }
    }
    let back = Task { await stack.pop() }
    while !stack.isAwaitingGuard { await Task.yield() }
    await stack.settle()
    #expect(stack.isAwaitingGuard)

    let queuedPush = stack.push("other")
    #expect(queuedPush.outcome == .queued)
    #expect(stack.pendingRequestCount == 1)
    #expect(stack.state.path.map(\.route) == ["trip", "stop"])

    answer?.resume(returning: true)
    let popped = await back.value
    await stack.settle()

    #expect(popped.outcome == .applied)
    #expect(stack.state.path.map(\.route) == ["trip", "other"])
    #expect(stack.isSettled)
    #expect(!stack.isAwaitingGuard)
  }
}
