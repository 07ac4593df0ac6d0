import Foundation
import Navigation
import Testing

@MainActor
@Suite("Navigator")
struct NavigatorTests {
  @Test func theMainStackIsAlwaysRegistered() {
    let navigator = Navigator(root: "list")
    #expect(navigator.tags == [.main])
    #expect(navigator.stack(.main) === navigator.main)
    #expect(navigator.main.state.root == "list")
  }

  @Test func commandsReachTheStackNamedByTheirTag() async throws {
    let navigator = Navigator(root: "list")
    let sidebar = try navigator.makeStack("sidebar", root: "menu")

    try await navigator.send(.push("trip"))
    try await navigator.send(.push("settings", "sidebar"))
    try await navigator.send(.pushAll(["a", "b"], "sidebar"))
    try await navigator.send(.pop("sidebar"))

    #expect(navigator.main.state.path.map(\.route) == ["trip"])
    #expect(sidebar.state.path.map(\.route) == ["settings", "a"])
    #expect(navigator.tags == [.main, "sidebar"])
  }

  @Test func popToRootRunsTheCleanupRegisteredForThatTagOnly() async throws {
    let navigator = Navigator(root: "list")
    try navigator.makeStack("other", root: "x")
    var cleaned: [String] = []
    try navigator.setAfterBackCleanup(for: .main) { cleaned.append("main") }
    try navigator.setAfterBackCleanup(for: "other") { cleaned.append("other") }
    try await navigator.send(.pushAll(["a", "b"]))

    let result = try await navigator.send(.popToRoot())
    #expect(result.change == .pop(count: 2))
    #expect(cleaned == ["main"])
    #expect(navigator.main.state.path.isEmpty)
  }

  @Test func replaceResetPresentAndDismissCommands() async throws {
    let navigator = Navigator(root: "list")
    try await navigator.send(.replace(["a", "b"]))
    try await navigator.send(.present("help"))
    #expect(navigator.main.state.modal?.root == "help")
    try await navigator.send(.dismiss())
    #expect(navigator.main.state.modal == nil)
    try await navigator.send(.present("help"))
    try await navigator.send(.reset(["c"]))
    #expect(navigator.main.state.levels.map { $0.entries.map(\.route) } == [["list", "c"]])
  }

  @Test func anUnknownTagIsAnError() async {
    let navigator = Navigator(root: "list")
    await #expect(throws: NavigatorError.unknownStack("nowhere")) {
      try await navigator.send(.pop("nowhere"))
    }
    #expect(
      NavigatorError.unknownStack("nowhere").description == "there is no navigation stack named “nowhere”")
  }

  @Test func theRegistryRefusesDuplicatesAndKeepsMain() throws {
    let navigator = Navigator(root: "list")
    try navigator.makeStack("side", root: "a")
    #expect(throws: NavigatorError.duplicateStack("side")) { try navigator.makeStack("side", root: "b") }
    #expect(throws: NavigatorError.cannotUnregisterMain) { try navigator.unregister(.main) }
    try navigator.unregister("side")
    #expect(navigator.stack("side") == nil)
    #expect(throws: NavigatorError.unknownStack("side")) { try navigator.unregister("side") }
  }

  @Test func openGoesToTheURLHandler() async throws {
    let navigator = Navigator(root: "list")
    let link = try #require(URL(string: "app://a"))
    await #expect(throws: NavigatorError.noURLHandler) { try await navigator.send(.open(link)) }

    navigator.urlHandler = { url, navigator in
      await navigator.main.reset(path: [url.host ?? "?"])
    }
    try await navigator.send(.open(link))
    #expect(navigator.main.state.path.map(\.route) == ["a"])
  }
}
