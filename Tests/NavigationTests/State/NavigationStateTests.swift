import Foundation
import Testing

@testable import Navigation

@Suite("Navigation state value")
struct NavigationStateTests {
  private func entry(_ id: Int, _ route: String) -> NavigationEntry<String> {
    NavigationEntry(id: EntryID(id), route: route)
  }

  @Test func aNewStateCountsIDsFromTheRoot() {
    let state = NavigationState(root: "list", path: ["a", "b"])
    #expect(state.rootID == .root)
    #expect(state.rootEntry == entry(0, "list"))
    #expect(state.path == [entry(1, "a"), entry(2, "b")])
    #expect(state.top == "b")
    #expect(state.topEntryID == EntryID(2))
    #expect(state.nextID == EntryID(3))
    #expect(state.invariantViolation == nil)
  }

  @Test func anEmptyPathHasTheRootOnTop() {
    let state = NavigationState(root: "list")
    #expect(state.top == "list")
    #expect(state.topEntryID == .root)
    #expect(state.visibleEntry == entry(0, "list"))
  }

  @Test func copiesAreIndependentValues() throws {
    let original = NavigationState(root: "list", path: ["a"])
    var copy = original
    try copy.apply(.push([entry(2, "b")]))
    #expect(original.path.count == 1)
    #expect(copy.path.count == 2)
    #expect(original != copy)
  }

  // MARK: - Codable

  @Test func encodingRoundTripsWithTheFormatVersion() throws {
    var state = NavigationState(root: "list", path: ["a", "b"])
    try state.apply(.present(entry(3, "help")))
    let data = try JSONEncoder().encode(state)
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.contains("\"version\":1"))
    #expect(try JSONDecoder().decode(NavigationState<String>.self, from: data) == state)
  }

  @Test func decodingAnotherVersionFailsWithAMessage() {
    let json = #"{"version":2,"base":{"rootEntry":{"id":0,"route":"list"},"path":[]},"modals":[],"nextID":1}"#
    #expect {
      try JSONDecoder().decode(NavigationState<String>.self, from: Data(json.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription == "navigation state version 2 is not supported (expected 1)"
    }
  }

  @Test func decodingDuplicateOrFutureIDsFails() {
    let duplicate =
      #"{"version":1,"base":{"rootEntry":{"id":0,"route":"list"},"path":[{"id":1,"route":"a"},{"id":1,"route":"b"}]},"nextID":2}"#
    let future =
      #"{"version":1,"base":{"rootEntry":{"id":0,"route":"list"},"path":[{"id":5,"route":"a"}]},"nextID":2}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<String>.self, from: Data(duplicate.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<String>.self, from: Data(future.utf8))
    }
  }

  @Test func buildingFromPartsChecksTheRules() {
    let base = NavigationLevel(rootEntry: entry(0, "list"), path: [entry(1, "a")])
    #expect(throws: NavigationError.invalidState("entry id #1 is not below the next id #1")) {
      try NavigationState(base: base, nextID: EntryID(1))
    }
    #expect(throws: NavigationError.invalidState("entry id #1 is used twice")) {
      try NavigationState(
        base: base, modals: [NavigationLevel(rootEntry: entry(1, "help"))], nextID: EntryID(5))
    }
  }

  // MARK: - Applying changes that do not fit

  @Test func changesThatDoNotFitThrowAndLeaveTheStateAlone() {
    var state = NavigationState(root: "list", path: ["a"])
    let before = state
    #expect(throws: NavigationError.idNotNew(EntryID(1))) { try state.apply(.push([entry(1, "x")])) }
    #expect(throws: NavigationError.idNotNew(EntryID(2))) {
      try state.apply(.push([entry(3, "x"), entry(2, "y")]))
    }
    #expect(throws: NavigationError.cannotPop(count: 2, depth: 1)) { try state.apply(.pop(count: 2)) }
    #expect(throws: NavigationError.noModal) { try state.apply(.dismiss) }
    #expect(throws: NavigationError.unknownEntry(EntryID(9))) {
      try state.apply(.remove([EntryID(1), EntryID(9)]))
    }
    #expect(throws: NavigationError.cannotRemoveRoot(.root)) { try state.apply(.remove([.root])) }
    #expect(throws: NavigationError.indexOutOfRange(3, count: 1)) {
      try state.apply(.insert(entry(2, "x"), at: 3))
    }
    #expect(throws: NavigationError.idNotNew(EntryID(1))) {
      try state.apply(.replacePath([entry(1, "changed")]))
    }
    #expect(state == before)
  }

  @Test func entriesLeavingPredictsWhatAChangeRemovesWithoutApplyingIt() {
    let state = NavigationState(root: "list", path: ["a", "b", "c"])
    #expect(state.entriesLeaving(.pop(count: 2)) == [entry(3, "c"), entry(2, "b")])
    #expect(state.path.count == 3)
    #expect(state.resetChange(path: ["a", "b", "c"]) == nil)
    #expect(state.resetChange(path: ["a", "x"]) == .reset([entry(1, "a"), entry(4, "x")]))
  }

  @Test func errorsReadAsOneLineMessages() {
    #expect(NavigationError.unknownEntry(EntryID(4)).description == "screen #4 is not on the stack")
    #expect(
      NavigationError.blockedByModal(EntryID(1)).description
        == "screen #1 is below an open dialog — close the dialog first")
    #expect(
      NavigationError.indexOutOfRange(5, count: 2).description == "position 5 is outside the stack — use 0…2")
  }
}
