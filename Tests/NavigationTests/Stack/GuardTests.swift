import Testing

@testable import Navigation

@MainActor
@Suite("Guards")
struct GuardTests {
  /// A guard that records each question and answers with `answer`.
  private final class Question {
    var asked = 0
    var answer: Bool
    init(answer: Bool) { self.answer = answer }
    func ask() -> Bool {
      asked += 1
      return answer
    }
  }

  // MARK: - Back

  @Test func aGuardThatSaysNoVetoesBackAndLeavesTheStateAlone() async {
    let stack = NavigationStack(root: "list", path: ["trip", "stop"])
    let question = Question(answer: false)
    stack.setGuard(for: EntryID(2)) { question.ask() }
    let before = stack.state
    let result = await stack.pop()

    #expect(result.outcome == .vetoed(by: EntryID(2)))
    #expect(result.events.isEmpty)
    #expect(stack.state == before)
    #expect(question.asked == 1)
    #expect(result.change == nil)
    #expect(stack.hasGuard(for: EntryID(2)))
  }

  @Test func aGuardThatSaysYesLetsBackThroughAndIsDropped() async {
    let stack = NavigationStack(root: "list", path: ["trip"])
    stack.setGuard(for: EntryID(1)) { true }
    let result = await stack.pop()
    #expect(result.outcome == .applied)
    #expect(stack.state.path.isEmpty)
    #expect(!stack.hasGuard(for: EntryID(1)))
  }

  @Test func guardsOfEntriesThatStayAreNotAsked() async {
    let stack = NavigationStack(root: "list", path: ["trip", "stop"])
    let question = Question(answer: false)
    stack.setGuard(for: EntryID(1)) { question.ask() }
    await stack.pop()
    stack.push("other")
    #expect(question.asked == 0)
    #expect(stack.state.path.map(\.route) == ["trip", "other"])
  }

  @Test func aPoppedEntrysGuardIsReleasedWithWhatItCaptured() async {
    let stack = NavigationStack(root: "list", path: ["editor"])
    weak var released: Question?
    do {
      let question = Question(answer: true)
      released = question
      stack.setGuard(for: EntryID(1)) { question.ask() }
    }
    #expect(released != nil)
    await stack.pop()
    #expect(released == nil)
  }

  @Test func guardsForUnknownEntriesAreNotKept() {
    let stack = NavigationStack(root: "list")
    #expect(!stack.setGuard(for: EntryID(7)) { false })
    #expect(!stack.hasGuard(for: EntryID(7)))
  }

  // MARK: - Pop to root, replace, reset, dismiss

  @Test func aVetoOnPopToRootStopsEverythingIncludingTheAction() async {
    let stack = NavigationStack(root: "list", path: ["a", "b", "c"])
    let question = Question(answer: false)
    stack.setGuard(for: EntryID(2)) { question.ask() }
    var ran: [String] = []
    let result = await stack.popToRoot { ran.append("action") }

    #expect(result.outcome == .vetoed(by: EntryID(2)))
    #expect(stack.state.path.map(\.route) == ["a", "b", "c"])
    #expect(ran.isEmpty)
  }

  @Test func popToRootAsksEveryLeavingGuardTopFirst() async {
    let stack = NavigationStack(root: "list", path: ["a", "b", "c"])
    var order: [Int] = []
    for id in 1...3 {
      stack.setGuard(for: EntryID(id)) {
        order.append(id)
        return true
      }
    }
    await stack.popToRoot()
    #expect(order == [3, 2, 1])
    #expect(stack.state.path.isEmpty)
  }

  @Test func aVetoOnReplaceKeepsTheOldPath() async {
    let stack = NavigationStack(root: "list", path: ["trip:1", "stop:1"])
    stack.setGuard(for: EntryID(2)) { false }
    let result = await stack.replace(path: ["trip:2"])
    #expect(result.outcome == .vetoed(by: EntryID(2)))
    #expect(stack.state.path.map(\.route) == ["trip:1", "stop:1"])
  }

  @Test func anAllowingGuardLetsReplaceThrough() async {
    let stack = NavigationStack(root: "list", path: ["trip:1", "stop:1"])
    let question = Question(answer: true)
    stack.setGuard(for: EntryID(2)) { question.ask() }
    await stack.replace(path: ["trip:2"])
    #expect(stack.state.path.map(\.route) == ["trip:2"])
    #expect(question.asked == 1)
  }

  @Test func aVetoInsideAModalStopsResetAndDismiss() async {
    let stack = NavigationStack(root: "list", path: ["trip"])
    stack.present("editor")
    stack.setGuard(for: EntryID(2)) { false }
    #expect(await stack.reset(path: []).outcome == .vetoed(by: EntryID(2)))
    #expect(await stack.dismiss().outcome == .vetoed(by: EntryID(2)))
    #expect(stack.state.isPresentingModal)
    #expect(stack.state.path.count == 1)
  }

  @Test func aVetoOnRemoveKeepsTheEntry() async throws {
    let stack = NavigationStack(root: "list", path: ["a", "b"])
    stack.setGuard(for: EntryID(2)) { false }
    #expect(try await stack.remove(EntryID(2)).outcome == .vetoed(by: EntryID(2)))
    #expect(stack.state.path.map(\.route) == ["a", "b"])
  }

  // MARK: - Prune bypasses guards

  @Test func pruneIgnoresGuardsBecauseTheDataIsGone() {
    let stack = NavigationStack(root: "list", path: ["trip:1", "stop:1"])
    let question = Question(answer: false)
    stack.setGuard(for: EntryID(2)) { question.ask() }
    let result = stack.prune { $0.hasSuffix(":1") }
    #expect(result.outcome == .applied)
    #expect(stack.state.path.isEmpty)
    #expect(question.asked == 0)
    #expect(!stack.hasGuard(for: EntryID(2)))
  }

  // MARK: - Queued requests

  @Test func requestsMadeWhileAGuardWaitsAreQueuedAndAppliedInOrder() async {
    let stack = NavigationStack(root: "list", path: ["trip", "stop"])
    var answer: CheckedContinuation<Bool, Never>?
    stack.setGuard(for: EntryID(2)) {
      await withCheckedContinuation { answer = $0 }
    }
    let back = Task { await stack.pop() }
    while !stack.isAwaitingGuard { await Task.yield() }
    await stack.settle()

    #expect(stack.push("other").outcome == .queued)
    #expect(stack.present("help").outcome == .queued)
    let queuedReplace = Task { await stack.replace(path: ["x"]) }
    while stack.pendingRequestCount < 3 { await Task.yield() }
    #expect(stack.state.path.map(\.route) == ["trip", "stop"])
    #expect(!stack.isSettled)

    answer?.resume(returning: true)
    let popped = await back.value
    let replaced = await queuedReplace.value
    await stack.settle()

    #expect(popped.outcome == .applied)
    #expect(replaced.outcome == .applied)
    // pop, then push "other", then present "help", then replace inside the modal.
    #expect(stack.state.path.map(\.route) == ["trip", "other"])
    #expect(stack.state.modal?.root == "help")
    #expect(stack.state.modal?.path.map(\.route) == ["x"])
    #expect(stack.isSettled)
    #expect(stack.pendingRequestCount == 0)
    #expect(!stack.isAwaitingGuard)
  }

  @Test func queuedRequestsStillRunWhenTheGuardSaysNo() async {
    let stack = NavigationStack(root: "list", path: ["stop"])
    var answer: CheckedContinuation<Bool, Never>?
    stack.setGuard(for: EntryID(1)) { await withCheckedContinuation { answer = $0 } }
    let back = Task { await stack.pop() }
    while !stack.isAwaitingGuard { await Task.yield() }
    stack.push("next")

    answer?.resume(returning: false)
    #expect(await back.value.outcome == .vetoed(by: EntryID(1)))
    await stack.settle()
    #expect(stack.state.path.map(\.route) == ["stop", "next"])
  }

  @Test func queuedEventsGoToTheObserverWhenApplied() async {
    let stack = NavigationStack(root: "list", path: ["stop"])
    var seen: [NavigationEvent<String>] = []
    stack.onEvents = { seen += $0 }
    var answer: CheckedContinuation<Bool, Never>?
    stack.setGuard(for: EntryID(1)) { await withCheckedContinuation { answer = $0 } }
    let back = Task { await stack.pop() }
    while !stack.isAwaitingGuard { await Task.yield() }
    stack.push("next")
    #expect(seen.isEmpty)

    answer?.resume(returning: false)
    _ = await back.value
    await stack.settle()
    #expect(seen.map(\.kind) == [.willDisappear, .willAppear, .didDisappear, .didAppear])
    #expect(seen.last?.entry.route == "next")
  }
}
