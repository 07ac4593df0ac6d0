import Testing

@testable import Navigation

@MainActor
@Suite("Modals", .timeLimit(.minutes(10)))
struct ModalTests {
  private func entry(_ id: Int, _ route: String) -> NavigationEntry<String> {
    NavigationEntry(id: EntryID(id), route: route)
  }

  @Test func presentOpensAModalWithItsOwnStack() {
    let stack = NavigationStack(root: "list", path: ["trip"])
    let result = stack.present("help")
    stack.push("help:keys")

    #expect(stack.state.path == [entry(1, "trip")])
    #expect(stack.state.modal == NavigationLevel(rootEntry: entry(2, "help"), path: [entry(3, "help:keys")]))
    #expect(stack.state.visibleEntry == entry(3, "help:keys"))
    #expect(stack.state.top == "trip")
    #expect(
      result.events == [
        NavigationEvent(.willDisappear, entry(1, "trip")), NavigationEvent(.willAppear, entry(2, "help")),
        NavigationEvent(.didDisappear, entry(1, "trip")), NavigationEvent(.didAppear, entry(2, "help")),
      ])
  }

  @Test func aModalBlocksPopsOfTheStackBelow() async {
    let stack = NavigationStack(root: "list", path: ["trip"])
    stack.present("help")

    #expect(await stack.pop().outcome == .unchanged)
    await #expect(throws: NavigationError.blockedByModal(EntryID(1))) { try await stack.remove(EntryID(1)) }
    await #expect(throws: NavigationError.cannotPop(count: 1, depth: 0)) { try await stack.pop(count: 1) }
    #expect(stack.state.path == [entry(1, "trip")])
    #expect(stack.state.isPresentingModal)
  }

  @Test func dismissClosesTheModalAndShowsTheStackBelowAgain() async {
    let stack = NavigationStack(root: "list", path: ["trip"])
    stack.present("help")
    stack.push("keys")
    let result = await stack.dismiss()

    #expect(stack.state.modal == nil)
    #expect(
      result.events == [
        NavigationEvent(.willDisappear, entry(3, "keys")), NavigationEvent(.willAppear, entry(1, "trip")),
        NavigationEvent(.didDisappear, entry(3, "keys")), NavigationEvent(.didAppear, entry(1, "trip")),
        NavigationEvent(.removed, entry(3, "keys")), NavigationEvent(.removed, entry(2, "help")),
      ])
    #expect(await stack.dismiss().outcome == .unchanged)
  }

  @Test func backPopsInsideTheModalThenDismissesIt() async {
    let stack = NavigationStack(root: "list")
    stack.present("help")
    stack.push("keys")
    await stack.back()
    #expect(stack.state.visibleEntry == entry(1, "help"))
    await stack.back()
    #expect(stack.state.modal == nil)
    #expect(await stack.back().outcome == .unchanged)
  }

  @Test func pruneDismissesAModalWhoseRootIsGone() {
    let stack = NavigationStack(root: "list", path: ["trip:1"])
    stack.present("stop:1")
    stack.push("search")
    let result = stack.prune { $0.hasSuffix(":1") }
    #expect(stack.state == NavigationState(root: "list").withNextID(4))
    #expect(
      result.events.filter { $0.kind == .removed }.map(\.entry.id) == [EntryID(3), EntryID(2), EntryID(1)])
  }

  @Test func resetDismissesEveryModalAndReplacesTheBasePath() async {
    let stack = NavigationStack(root: "list", path: ["trip:1"])
    stack.present("help")
    stack.present("about")
    let result = await stack.reset(path: ["trip:1", "stop:1"])

    #expect(stack.state.modals.isEmpty)
    #expect(stack.state.path == [entry(1, "trip:1"), entry(4, "stop:1")])
    #expect(result.events.filter { $0.kind == .removed }.map(\.entry.route) == ["about", "help"])
  }
}

extension NavigationState where Route == String {
  /// The state with only its next id changed, to compare after ids were used.
  fileprivate func withNextID(_ next: Int) -> NavigationState<String> {
    (try? NavigationState(base: base, modals: modals, nextID: EntryID(next))) ?? self
  }
}
