import Testing

@testable import Navigation

@MainActor
@Suite("Event observers and the last change's events", .timeLimit(.minutes(10)))
struct EventObserverTests {
  private final class Owner {
    var received: [[NavigationEvent<String>]] = []
  }

  private func entry(_ id: Int, _ route: String) -> NavigationEntry<String> {
    NavigationEntry(id: EntryID(id), route: route)
  }

  @Test("a screen built after a pop reads what was removed above it in lastEvents")
  func lastEventsAfterPop() async {
    let stack = NavigationStack(root: "list", path: ["trip", "stop"])
    #expect(stack.lastEvents.isEmpty)
    await stack.pop()
    #expect(
      stack.lastEvents == [
        NavigationEvent(.willDisappear, entry(2, "stop")), NavigationEvent(.willAppear, entry(1, "trip")),
        NavigationEvent(.didDisappear, entry(2, "stop")), NavigationEvent(.didAppear, entry(1, "trip")),
        NavigationEvent(.removed, entry(2, "stop")),
      ])
  }

  @Test("an observer gets every change's events while its owner lives, then nothing")
  func observerLivesWithOwner() async {
    let stack = NavigationStack(root: "list", path: ["trip"])
    var owner: Owner? = Owner()
    if let owner { stack.addEventObserver(owner) { [weak owner] in owner?.received.append($0) } }
    stack.push("stop")
    await stack.pop()
    #expect(owner?.received.count == 2)
    #expect(owner?.received.last?.last == NavigationEvent(.removed, entry(2, "stop")))
    owner = nil
    stack.push("stop")  // no observer left to call
    #expect(stack.lastEvents.last == NavigationEvent(.didAppear, entry(3, "stop")))
  }
}
