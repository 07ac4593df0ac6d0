import Testing

@testable import Navigation

@MainActor
@Suite("Guards", .timeLimit(.minutes(10)))
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

  /// A guard that waits for the test's answer, and lets the test wait until it is asked.
  @MainActor
  private final class Gate {
    private var answer: CheckedContinuation<Bool, Never>?
    private var askedWaiter: CheckedContinuation<Void, Never>?
    private var isAsked = false

    /// The guard: records the question and waits for ``answer(_:)``.
    func ask() async -> Bool {
      isAsked = true
      askedWaiter?.resume()
      askedWaiter = nil
      return await withCheckedContinuation { answer = $0 }
    }

    /// Returns once the guard has been asked.
    func untilAsked() async {
      guard !isAsked else { return }
      await withCheckedContinuation { askedWaiter = $0 }
    }

    /// Answers the question.
    func answer(_ value: Bool) {
      answer?.resume(returning: value)
      answer = nil
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
    let gate = Gate()
    stack.setGuard(for: EntryID(2)) { await gate.ask() }
    let back = Task { await stack.pop() }
    await gate.untilAsked()
    await stack.settle()

    #expect(stack.push("other").outcome == .queued)
    #expect(stack.present("help").outcome == .queued)
    let queuedReplace = Task { await stack.replace(path: ["x"]) }
    await stack.untilQueued(3)
    #expect(stack.state.path.map(\.route) == ["trip", "stop"])
    #expect(!stack.isSettled)

    gate.answer(true)
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
    let gate = Gate()
    stack.setGuard(for: EntryID(1)) { await gate.ask() }
    let back = Task { await stack.pop() }
    await gate.untilAsked()
    stack.push("next")

    gate.answer(false)
    #expect(await back.value.outcome == .vetoed(by: EntryID(1)))
    await stack.settle()
    #expect(stack.state.path.map(\.route) == ["stop", "next"])
  }

  @Test func queuedEventsGoToTheObserverWhenApplied() async {
    let stack = NavigationStack(root: "list", path: ["stop"])
    var seen: [NavigationEvent<String>] = []
    stack.onEvents = { seen += $0 }
    let gate = Gate()
    stack.setGuard(for: EntryID(1)) { await gate.ask() }
    let back = Task { await stack.pop() }
    await gate.untilAsked()
    stack.push("next")
    #expect(seen.isEmpty)

    gate.answer(false)
    _ = await back.value
    await stack.settle()
    #expect(seen.map(\.kind) == [.willDisappear, .willAppear, .didDisappear, .didAppear])
    #expect(seen.last?.entry.route == "next")
  }
}
