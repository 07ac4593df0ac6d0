import Observation
import TestSupport
import Testing

@testable import TextUI

/// A small presenter-like model for the host tests.
@MainActor
@Observable
final class TripsModel {
  var trips = ["Alps", "Coast", "Desert"]
  var selected: String?
  var name = ""
  var opened: [String] = []
  var pendingDelete: String?
  var log: [String] = []
  var unread = 0
}

@MainActor
struct TripsView: View {
  let model: TripsModel

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }), limit: 10)
      List(
        model.trips, id: \.self, selection: Binding(get: { model.selected }, set: { model.selected = $0 }),
        onActivate: { model.opened.append($0) }
      ) { Text($0) }
      HStack(spacing: 1) {
        Button("Add", shortcut: "a") { model.trips.insert("New Trip", at: 0) }
        Button(
          "Delete", shortcut: "d", isEnabled: model.selected != nil, disabledReason: "select a trip first"
        ) {
          model.pendingDelete = model.selected
        }
      }
    }
    .confirmation(model.pendingDelete.map { "Delete “\($0)”? (y/n)" }) { yes in
      if yes, let doomed = model.pendingDelete { model.trips.removeAll { $0 == doomed } }
      model.pendingDelete = nil
    }
  }
}

@MainActor
@Suite("Screen host", .timeLimit(.minutes(10)))
struct ScreenHostTests {
  let model = TripsModel()

  func makeHost() -> ScreenHost {
    ScreenHost(size: Size(width: 30, height: 6)) { [model] in TripsView(model: model) }
  }

  @Test("press runs a button by label or shortcut, case-insensitively")
  func press() throws {
    let host = makeHost()
    try host.press("add")
    try host.press("A")
    #expect(model.trips.prefix(2) == ["New Trip", "New Trip"])
  }

  @Test("an unknown label lists the buttons that exist")
  func unknownLabel() {
    let host = makeHost()
    #expect(throws: InteractionError.unknownButton("Save", available: ["Add (a)", "Delete (d)"])) {
      try host.press("Save")
    }
    #expect(
      InteractionError.unknownButton("Save", available: ["Add (a)", "Delete (d)"]).description
        == "no button “Save” — buttons here: Add (a), Delete (d)")
  }

  @Test("a disabled button says why it cannot be pressed")
  func disabled() {
    let host = makeHost()
    #expect(throws: InteractionError.disabled("Delete", reason: "select a trip first")) {
      try host.press("Delete")
    }
    #expect(throws: InteractionError.disabled("Delete", reason: "select a trip first")) {
      try host.send(.character("d"))
    }
  }

  @Test("select and open use 1-based rows; out of range says how many rows there are")
  func rows() throws {
    let host = makeHost()
    try host.select(row: 2)
    #expect(model.selected == "Coast")
    try host.open(row: 3)
    #expect(model.opened == ["Desert"])
    #expect(throws: InteractionError.rowOutOfRange(7, count: 3)) { try host.select(row: 7) }
    #expect(
      InteractionError.rowOutOfRange(7, count: 3).description == "row 7 is out of range — the list has 3 rows"
    )
  }

  @Test("the list has the focus by default: arrows move the selection, Enter opens")
  func listKeys() throws {
    let host = makeHost()
    #expect(try host.send(.down))
    #expect(model.selected == "Alps")
    try host.send(.character("j"))
    #expect(model.selected == "Coast")
    try host.send(.up)
    try host.send(.enter)
    #expect(model.opened == ["Alps"])
    expectSameScreen(
      host.plainText,
      """
      Name: [                      ]
      › Alps
        Coast
        Desert

      [a] Add [d] Delete
      """)
  }

  @Test("type replaces a field's text while it is selected (just entered), as typed keys do, then adds to it")
  func typeReplacesSelection() throws {
    let host = makeHost()
    try host.setText("name", "Kyoto")
    try host.send(.tab)  // out of the field, then round to it again: entered, its text selected
    while host.focusedElement()?.kind != .textField { try host.send(.tab) }
    try host.type("Nara")
    #expect(model.name == "Nara")
    try host.type(" trip")
    #expect(model.name == "Nara trip")
  }

  @Test("set, type and editing keys change the field through its binding")
  func textEditing() throws {
    let host = makeHost()
    try host.setText("name", "Kyoto")
    try host.type(" trip")
    #expect(model.name == "Kyoto trip")
    try host.send(.backspace)
    try host.send(.home)
    try host.send(.delete)
    #expect(model.name == "yoto tri")
    #expect(throws: InteractionError.tooLong(field: "Name", limit: 10, count: 11)) {
      try host.setText("Name", "Eleven char")
    }
    #expect(throws: InteractionError.unknownField("Nmae", available: ["Name"])) {
      try host.setText("Nmae", "x")
    }
  }

  @Test("Tab moves the focus in order; typed shortcut letters go to a focused field")
  func focusOrder() throws {
    let host = makeHost()
    #expect(host.focusedElement()?.kind == .list)
    try host.send(.tab)
    #expect(host.focusedElement()?.label == "Add")
    try host.send(.backTab)
    try host.send(.backTab)
    #expect(host.focusedElement()?.label == "Name")
    try host.send(.character("a"))
    #expect(model.name == "a")
    #expect(model.trips.count == 3)
  }

  @Test("Enter activates the focused button; the focus wraps around")
  func enterOnButton() throws {
    let host = makeHost()
    try host.send(.tab)
    try host.send(.enter)
    #expect(model.trips.first == "New Trip")
    try host.send(.tab)
    #expect(host.focusedElement()?.label == "Name")
    #expect(try host.send(.escape), "Esc leaves a field")
    #expect(host.focusedElement()?.kind == .list)
    #expect(try !host.send(.escape), "Esc outside a field is the App's")
  }

  @Test("an arrow pressed on a focused button moves the list's selection and the focus with it")
  func arrowPastButton() throws {
    let host = makeHost()
    try host.send(.down)
    try host.send(.tab)
    try host.send(.tab)
    #expect(host.focusedElement()?.label == "Delete")
    try host.send(.down)
    #expect(model.selected == "Coast")
    #expect(host.focusedElement()?.kind == .list)
    try host.send(.enter)
    #expect(model.opened == ["Coast"], "Enter opens the row pointed at")
    #expect(model.pendingDelete == nil, "not the button that had the focus before")
  }

  @Test("a confirmation is drawn over the screen and captures every key")
  func confirmation() throws {
    let host = makeHost()
    try host.select(row: 1)
    try host.press("Delete")
    #expect(host.activeConfirmation?.prompt == "Delete “Alps”? (y/n)")
    #expect(host.plainText.contains("Delete “Alps”? (y/n)"))
    #expect(throws: InteractionError.confirmationOpen("Delete “Alps”? (y/n)")) { try host.press("Add") }
    let question = try #require(host.activeConfirmation)
    #expect(throws: InteractionError.confirmationOpen("Delete “Alps”? (y/n)")) {
      try host.activateSelectedRow(beside: question)
    }
    #expect(model.opened.isEmpty, "a yes/no question keeps the list shut")
    #expect(try host.send(.character("x")))
    #expect(host.activeConfirmation != nil)
    try host.send(.character("y"))
    #expect(host.activeConfirmation == nil)
    #expect(model.trips == ["Coast", "Desert"])
  }

  @Test("a frame kept from an earlier render is not changed by the frames drawn after it")
  func earlierFramesStay() {
    let host = makeHost()
    let first = host.render()
    model.trips = ["Forest", "Lakes"]
    let second = host.render()
    model.trips = ["Alps", "Coast", "Desert"]
    let third = host.render()
    #expect(first.plainText.contains("Alps"))
    #expect(!first.plainText.contains("Forest"))
    #expect(second.plainText.contains("Forest"))
    #expect(first.canvas == third.canvas)
    #expect(first.canvas != second.canvas)
  }

  @Test("a frame no one holds any more is drawn over by the frame after next, and shows nothing of it")
  func framesReuseLetGoCells() {
    let host = makeHost()
    func address(_ frame: RenderedFrame) -> Int {
      frame.canvas.cells.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }
    let first = address(host.render())
    model.trips = ["Forest", "Lakes"]
    _ = host.render()
    model.trips = ["Coast"]
    let third = host.render()
    #expect(address(third) == first)
    #expect(third.plainText.contains("Coast"))
    #expect(!third.plainText.contains("Alps") && !third.plainText.contains("Forest"))
  }

  @Test("changes to what the render read invalidate once; unread changes never do")
  func observation() async {
    let host = makeHost()
    var invalidations = 0
    let (invalidated, signal) = AsyncStream<Void>.makeStream()
    host.onInvalidate = {
      invalidations += 1
      signal.yield()
    }
    host.render()
    let renders = host.renderCount
    model.unread += 1
    model.log.append("x")
    #expect(!host.needsRender)
    #expect(invalidations == 0)
    model.trips.append("Forest")
    model.name = "changed"
    model.selected = "Coast"
    #expect(host.needsRender)
    var signals = invalidated.makeAsyncIterator()
    await signals.next()
    #expect(invalidations == 1, "three read changes, one invalidation; the unread ones none")
    host.renderIfNeeded()
    #expect(host.renderCount == renders + 1)
    #expect(host.renderIfNeeded() == nil)
  }
}

@MainActor
@Suite("Change tracking across renders", .timeLimit(.minutes(10)))
struct ChangeTrackingTests {
  @Test("a property only an older render read does not mark the frame stale; one the latest read does")
  func olderRendersDoNotCount() {
    let model = TripsModel()
    var showName = true
    let host = ScreenHost(size: Size(width: 20, height: 2)) {
      VStack {
        Text(model.trips.joined(separator: ","))
        if showName { Text(model.name) }
      }
    }
    host.render()
    showName = false
    host.invalidate()
    host.render()
    model.name = "read only by the first render"
    #expect(!host.needsRender)
    model.trips.append("Forest")
    #expect(host.needsRender)
  }
}
