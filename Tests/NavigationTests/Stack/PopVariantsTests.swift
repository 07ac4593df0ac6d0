import Testing

@testable import Navigation

@MainActor
@Suite("Pop variants and pop to root", .timeLimit(.minutes(10)))
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
  }

  @Test func popCountPastTheRootThrowsAndChangesNothing() async {
    let stack = NavigationStack(root: "list", path: ["a"])
    await #expect(throws: NavigationError.cannotPop(count: 2, depth: 1)) { try await stack.pop(count: 2) }
    #expect(routes(stack) == ["a"])
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

  // MARK: - popToRoot

  @Test func popToRootRunsTheActionAfterCommitting() async {
    let stack = NavigationStack(root: "list", path: ["a", "b"])
    var calls: [String] = []
    let result = await stack.popToRoot { calls.append("action at depth \(stack.state.path.count)") }

    #expect(calls == ["action at depth 0"])
    #expect(result.change == .pop(count: 2))
    #expect(
      result.events.map(\.kind) == [
        .willDisappear, .willAppear, .didDisappear, .didAppear, .removed, .removed,
      ])
    #expect(result.events[1].entry == NavigationEntry(id: .root, route: "list"))
  }

  @Test func popToRootAtTheRootIsUnchangedButStillRunsTheAction() async {
    let stack = NavigationStack(root: "list")
    var calls = 0
    let result = await stack.popToRoot { calls += 1 }
    #expect(result.outcome == .unchanged)
    #expect(calls == 1)
  }
}
