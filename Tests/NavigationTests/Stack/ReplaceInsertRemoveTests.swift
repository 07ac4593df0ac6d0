import Testing

@testable import Navigation

@MainActor
@Suite("Replace, insert, remove, prune", .timeLimit(.minutes(10)))
struct ReplaceInsertRemoveTests {
  private func entry(_ id: Int, _ route: String) -> NavigationEntry<String> {
    NavigationEntry(id: EntryID(id), route: route)
  }

  // MARK: - replace(path:)

  @Test func replaceKeepsTheEntriesThatStayInPlaceAndGivesNewIDsToTheRest() async {
    let stack = NavigationStack(root: "list", path: ["trip:1", "stop:1"])
    let result = await stack.replace(path: ["trip:1", "stop:2", "map"])

    #expect(stack.state.path == [entry(1, "trip:1"), entry(3, "stop:2"), entry(4, "map")])
    #expect(result.change == .replacePath([entry(1, "trip:1"), entry(3, "stop:2"), entry(4, "map")]))
    #expect(
      result.events == [
        NavigationEvent(.willDisappear, entry(2, "stop:1")), NavigationEvent(.willAppear, entry(4, "map")),
        NavigationEvent(.didDisappear, entry(2, "stop:1")), NavigationEvent(.didAppear, entry(4, "map")),
        NavigationEvent(.removed, entry(2, "stop:1")),
      ])
  }

  @Test func replaceWithTheSamePathIsUnchangedAndWithNothingEmptiesIt() async {
    let stack = NavigationStack(root: "list", path: ["a"])
    #expect(await stack.replace(path: ["a"]).outcome == .unchanged)
    await stack.replace(path: [])
    #expect(stack.state.path.isEmpty)
  }

  // MARK: - insert

  @Test func insertBelowTheTopChangesNothingOnScreen() async throws {
    let stack = NavigationStack(root: "list", path: ["a", "c"])
    let result = try await stack.insert("b", at: 1)
    #expect(stack.state.path == [entry(1, "a"), entry(3, "b"), entry(2, "c")])
    #expect(result.events.isEmpty)
    #expect(result.outcome == .applied)
  }

  @Test func insertAtTheTopShowsTheNewEntry() async throws {
    let stack = NavigationStack(root: "list", path: ["a"])
    let result = try await stack.insert("b", at: 1)
    #expect(stack.state.top == "b")
    #expect(result.events.map(\.kind) == [.willDisappear, .willAppear, .didDisappear, .didAppear])
  }

  @Test func insertOutsideThePathThrows() async {
    let stack = NavigationStack(root: "list", path: ["a"])
    await #expect(throws: NavigationError.indexOutOfRange(2, count: 1)) { try await stack.insert("x", at: 2) }
    await #expect(throws: NavigationError.indexOutOfRange(-1, count: 1)) {
      try await stack.insert("x", at: -1)
    }
    #expect(stack.state == NavigationState(root: "list", path: ["a"]))
  }

  // MARK: - remove

  @Test func removeFromTheMiddleReportsOnlyTheRemoval() async throws {
    let stack = NavigationStack(root: "list", path: ["a", "b", "c"])
    let result = try await stack.remove(EntryID(2))
    #expect(stack.state.path.map(\.route) == ["a", "c"])
    #expect(result.events == [NavigationEvent(.removed, entry(2, "b"))])
  }

  @Test func removeTheTopShowsTheEntryBelow() async throws {
    let stack = NavigationStack(root: "list", path: ["a", "b"])
    let result = try await stack.remove(EntryID(2))
    #expect(result.events.map(\.kind) == [.willDisappear, .willAppear, .didDisappear, .didAppear, .removed])
    #expect(stack.state.top == "a")
  }

  @Test func removeTheRootOrAnUnknownEntryThrows() async {
    let stack = NavigationStack(root: "list", path: ["a"])
    await #expect(throws: NavigationError.cannotRemoveRoot(.root)) { try await stack.remove(.root) }
    await #expect(throws: NavigationError.unknownEntry(EntryID(5))) { try await stack.remove(EntryID(5)) }
    #expect(stack.state.path.map(\.route) == ["a"])
  }

  // MARK: - prune

  @Test func pruneDropsEveryMatchingEntryInOneChange() {
    let stack = NavigationStack(root: "list", path: ["trip:1", "stop:1", "trip:2", "stop:1"])
    let result = stack.prune { $0 == "stop:1" }
    #expect(stack.state.path == [entry(1, "trip:1"), entry(3, "trip:2")])
    #expect(result.change == .remove([EntryID(2), EntryID(4)]))
    #expect(result.events.filter { $0.kind == .removed }.map(\.entry.id) == [EntryID(4), EntryID(2)])
    #expect(result.events.first == NavigationEvent(.willDisappear, entry(4, "stop:1")))
  }

  @Test func pruneNeverRemovesTheRootAndIsUnchangedWithoutMatches() {
    let stack = NavigationStack(root: "list", path: ["a"])
    #expect(stack.prune { $0 == "list" }.outcome == .unchanged)
    #expect(stack.prune { $0 == "zzz" }.outcome == .unchanged)
    #expect(stack.state.root == "list")
  }
}
