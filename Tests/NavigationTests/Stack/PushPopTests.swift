import Testing

@testable import Navigation

@MainActor
@Suite("Push and pop", .timeLimit(.minutes(10)))
struct PushPopTests {
  private func entry(_ id: Int, _ route: String) -> NavigationEntry<String> {
    NavigationEntry(id: EntryID(id), route: route)
  }

  @Test func pushAddsAnEntryWithTheNextIDAndEmitsTheDocumentedEvents() {
    let stack = NavigationStack(root: "list")
    let result = stack.push("trip")

    #expect(stack.state.path == [entry(1, "trip")])
    #expect(stack.state.top == "trip")
    #expect(stack.state.topEntryID == EntryID(1))
    #expect(result.outcome == .applied)
    #expect(
      result.events == [
        NavigationEvent(.willDisappear, entry(0, "list")), NavigationEvent(.willAppear, entry(1, "trip")),
        NavigationEvent(.didDisappear, entry(0, "list")), NavigationEvent(.didAppear, entry(1, "trip")),
      ])
  }

  @Test func pushContentsOfIsOneChangeWhereOnlyTheLastEntryAppears() {
    let stack = NavigationStack(root: "list")
    let result = stack.push(contentsOf: ["trip", "stop"])

    #expect(stack.state.path == [entry(1, "trip"), entry(2, "stop")])
    #expect(result.change == .push([entry(1, "trip"), entry(2, "stop")]))
    #expect(result.events.map(\.kind) == [.willDisappear, .willAppear, .didDisappear, .didAppear])
    #expect(result.events.map(\.entry.id) == [EntryID(0), EntryID(2), EntryID(0), EntryID(2)])
  }

  @Test func pushingNothingChangesNothing() {
    let stack = NavigationStack(root: "list")
    let result = stack.push(contentsOf: [])
    #expect(result.outcome == .unchanged)
    #expect(stack.state == NavigationState(root: "list"))
    #expect(result.change == nil)
  }

  @Test func popRemovesTheTopAndReportsItRemoved() async {
    let stack = NavigationStack(root: "list", path: ["trip", "stop"])
    let result = await stack.pop()

    #expect(stack.state.path == [entry(1, "trip")])
    #expect(
      result.events == [
        NavigationEvent(.willDisappear, entry(2, "stop")), NavigationEvent(.willAppear, entry(1, "trip")),
        NavigationEvent(.didDisappear, entry(2, "stop")), NavigationEvent(.didAppear, entry(1, "trip")),
        NavigationEvent(.removed, entry(2, "stop")),
      ])
  }

  @Test func popAtTheRootIsUnchanged() async {
    let stack = NavigationStack(root: "list")
    let result = await stack.pop()
    #expect(result.outcome == .unchanged)
    #expect(result.events.isEmpty)
    #expect(stack.state == NavigationState(root: "list"))
  }

  @Test func idsAreNeverReusedAfterPops() async {
    let stack = NavigationStack(root: "list")
    stack.push("a")
    await stack.pop()
    stack.push("b")
    #expect(stack.state.path == [entry(2, "b")])
  }

  @Test func eventsReachTheObserverAfterTheStateIsCommitted() {
    let stack = NavigationStack(root: "list")
    var seen: [(NavigationEvent<String>.Kind, [String])] = []
    stack.onEvents = { events in
      for event in events { seen.append((event.kind, stack.state.path.map(\.route))) }
    }
    stack.push("trip")
    #expect(seen.map(\.0) == [.willDisappear, .willAppear, .didDisappear, .didAppear])
    #expect(seen.allSatisfy { $0.1 == ["trip"] })
  }

}
