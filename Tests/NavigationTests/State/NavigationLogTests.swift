import Foundation
import Navigation
import Testing

@MainActor
@Suite("Event log")
struct NavigationLogTests {
  @Test func replayingTheLogReproducesTheStackExactly() async throws {
    let stack = NavigationStack(root: "list", path: ["a"])
    stack.push(contentsOf: ["b", "c"])
    try await stack.pop(count: 1)
    try await stack.insert("x", at: 0)
    stack.present("help")
    stack.push("keys")
    await stack.back()
    await stack.reset(path: ["x", "y"])
    await stack.replaceTop("z")
    stack.prune { $0 == "x" }

    #expect(stack.log.initial == NavigationState(root: "list", path: ["a"]))
    #expect(try stack.log.replay() == stack.state)
    let decoded = try JSONDecoder().decode(
      NavigationLog<String>.self, from: JSONEncoder().encode(stack.log))
    #expect(try decoded.replay() == stack.state)
  }

  @Test func aTamperedLogFailsToReplayInsteadOfTrapping() {
    let log = NavigationLog(
      initial: NavigationState(root: "list"), changes: [.pop(count: 1)])
    #expect(throws: NavigationError.cannotPop(count: 1, depth: 0)) { try log.replay() }
  }

  @Test func clearingTheLogStartsItFromTheCurrentState() throws {
    let stack = NavigationStack(root: "list")
    stack.push("a")
    stack.clearLog()
    stack.push("b")
    #expect(stack.log.initial.path.map(\.route) == ["a"])
    #expect(stack.log.changes.count == 1)
    #expect(try stack.log.replay() == stack.state)
  }

  @Test func aFullLogStartsAgainFromTheCurrentStateAndStillReplays() throws {
    let stack = NavigationStack(root: "list")
    stack.logLimit = 3
    for route in ["a", "b", "c", "d", "e"] { stack.push(route) }
    #expect(stack.log.changes.count == 1)
    #expect(stack.log.initial.path.map(\.route) == ["a", "b", "c", "d"])
    #expect(try stack.log.replay() == stack.state)
  }
}
