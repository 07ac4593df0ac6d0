import Navigation
import Testing

@MainActor
@Suite("Pop variants and pop to root")
struct PopVariantsTests {
  private func routes(_ stack: NavigationStack<String>) -> [String] {
    stack.state.path.map(\.route)
  }

  // MARK: - pop(count:)

  @Test func popCountRemovesThatManyInOneChange() async throws {
    let stack = NavigationStack(root: "list", path: ["a", "b", "c"])
    let result = try await stack.pop(count: 2)

    #expect(routes(stack) == ["a"])
    #expect(result.change == .pop(count: 2))
    #expect(
      result.events.map(\.kind) == [
        .willDisappear, .willAppear, .didDisappear, .didAppear, .removed, .removed,
      ])
    #expect(result.events.filter { $0.kind == .removed }.map(\.entry.route) == ["c", "b"])
    #expect(stack.log.changes == [.pop(count: 2)])
  }

  @Test func popCountPastTheRootThrowsAndChangesNothing() async {
    let stack = NavigationStack(root: "list", path: ["a"])
    await #expect(throws: NavigationError.cannotPop(count: 2, depth: 1)) { try await stack.pop(count: 2) }
    #expect(routes(stack) == ["a"])
    #expect(stack.log.changes.isEmpty)
  }

  @Test func popCountNegativeThrowsAndZeroIsUnchanged() async throws {
    let stack = NavigationStack(root: "list", path: ["a"])
    await #expect(throws: NavigationError.invalidCount(-1)) { try await stack.pop(count: -1) }
    let zero = try await stack.pop(count: 0)
    #expect(zero.outcome == .unchanged)
    #expect(routes(stack) == ["a"])
  }

  @Test func popCountOnAnEmptyPathThrows() async {
    let stack = NavigationStack(root: "list")
    await #expect(throws: NavigationError.cannotPop(count: 1, depth: 0)) { try await stack.pop(count: 1) }
    #expect(
      NavigationError.cannotPop(count: 1, depth: 0).description
        == "cannot go back 1 screens — only 0 above the first screen")
  }

  // MARK: - pop(to:)

  @Test func popToAnIDKeepsThatEntryOnTop() async throws {
    let stack = NavigationStack(root: "list", path: ["a", "b", "c"])
    try await stack.pop(to: EntryID(1))
    #expect(routes(stack) == ["a"])
    #expect(stack.state.topEntryID == EntryID(1))
  }

  @Test func popToTheRootIDEmptiesThePathAndToTheTopIsUnchanged() async throws {
    let stack = NavigationStack(root: "list", path: ["a", "b"])
    let top = try await stack.pop(to: EntryID(2))
    #expect(top.outcome == .unchanged)
    try await stack.pop(to: .root)
    #expect(routes(stack).isEmpty)
  }

  @Test func popToAnUnknownIDThrows() async {
    let stack = NavigationStack(root: "list", path: ["a"])
    await #expect(throws: NavigationError.unknownEntry(EntryID(9))) { try await stack.pop(to: EntryID(9)) }
    #expect(routes(stack) == ["a"])
  }

  @Test func popToWherePopsToTheTopmostMatch() async throws {
    let stack = NavigationStack(root: "list", path: ["trip:1", "stop:1", "trip:2", "stop:2"])
    try await stack.pop(to: { $0.hasPrefix("trip") })
    #expect(routes(stack) == ["trip:1", "stop:1", "trip:2"])
  }

  @Test func popToWhereCanReachTheRootAndThrowsWithoutAMatch() async throws {
    let stack = NavigationStack(root: "list", path: ["a", "b"])
    await #expect(throws: NavigationError.noMatchingEntry) { try await stack.pop(to: { $0 == "zzz" }) }
    #expect(routes(stack) == ["a", "b"])
    try await stack.pop(to: { $0 == "list" })
    #expect(routes(stack).isEmpty)
  }

  @Test func popWhilePopsMatchingTopsButNeverTheRoot() async {
    let stack = NavigationStack(root: "stop", path: ["trip", "stop", "stop"])
    let result = await stack.pop(while: { $0 == "stop" })
    #expect(routes(stack) == ["trip"])
    #expect(result.change == .pop(count: 2))

    let all = await stack.pop(while: { _ in true })
    #expect(all.change == .pop(count: 1))
    #expect(stack.state.top == "stop")
    let none = await stack.pop(while: { _ in true })
    #expect(none.outcome == .unchanged)
  }

  // MARK: - popToRoot

  @Test func popToRootRunsTheCleanupThenTheActionAfterCommitting() async {
    let stack = NavigationStack(root: "list", path: ["a", "b"])
    var calls: [String] = []
    stack.afterBackCleanup = { calls.append("cleanup at depth \(stack.state.path.count)") }
    let result = await stack.popToRoot { calls.append("action at depth \(stack.state.path.count)") }

    #expect(calls == ["cleanup at depth 0", "action at depth 0"])
    #expect(result.change == .pop(count: 2))
    #expect(
      result.events.map(\.kind) == [
        .willDisappear, .willAppear, .didDisappear, .didAppear, .removed, .removed,
      ])
    #expect(result.events[1].entry == NavigationEntry(id: .root, route: "list"))
  }

  @Test func popToRootAtTheRootIsUnchangedButStillRunsTheCleanupAndAction() async {
    let stack = NavigationStack(root: "list")
    var calls = 0
    stack.afterBackCleanup = { calls += 1 }
    let result = await stack.popToRoot { calls += 10 }
    #expect(result.outcome == .unchanged)
    #expect(calls == 11)
  }
}
