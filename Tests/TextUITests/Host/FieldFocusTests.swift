import Observation
import Testing

@testable import TextUI

/// Two screens' worth of state for the focus tests: a name, a search and a list.
@MainActor
@Observable
final class FieldModel {
  var name = "New Trip"
  var search = ""
  var rows = ["Kyoto", "Osaka"]
  var selected: String? = "Kyoto"
  var submitted = 0
}

@MainActor
struct FieldScreen: View {
  let model: FieldModel
  var defaultField = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }), limit: 12)
        .defaultFocus(defaultField)
        .elementID("name")
      TextField(
        "Search", text: Binding(get: { model.search }, set: { model.search = $0 }), placeholder: "place",
        onSubmit: { model.submitted += 1 })
      List(model.rows, id: \.self, selection: Binding(get: { model.selected }, set: { model.selected = $0 }))
      {
        Text($0)
      }
      .elementID("rows")
    }
  }
}

/// Focus that belongs to its owner, select-on-focus, Enter and Esc in fields, and what a field draws.
@MainActor
@Suite("Fields and focus")
struct FieldFocusTests {
  let model = FieldModel()

  func makeHost(defaultField: Bool = true, width: Int = 24) -> ScreenHost {
    let host = ScreenHost(size: Size(width: width, height: 5)) { [model] in
      FieldScreen(model: model, defaultField: defaultField).interactionScope("main")
    }
    host.focusScope = "main"
    return host
  }

  @Test("a declared default field has the focus, its text selected: the first key replaces it")
  func selectOnFocus() throws {
    let host = makeHost()
    _ = host.frame
    #expect(host.focusedElement()?.label == "Name")
    try host.send(.character("K"))
    try host.send(.character("y"))
    #expect(model.name == "Ky")
  }

  @Test("a move first keeps the text and edits at the cursor")
  func moveThenType() throws {
    let host = makeHost()
    _ = host.frame
    try host.send(.home)
    try host.send(.character("A"))
    #expect(model.name == "ANew Trip")
  }

  @Test("focus and cursor are kept per owner; a new owner starts at the default focus")
  func focusPerOwner() throws {
    let host = makeHost()
    host.focusOwners = ["main": "trip 1"]
    _ = host.frame
    try host.send(.tab)
    try host.send(.tab)
    #expect(host.focusedElement()?.kind == .list)
    host.focusOwners = ["main": "trip 2"]
    #expect(host.focusedElement()?.label == "Name", "a new screen starts at its default focus")
    host.focusOwners = ["main": "trip 1"]
    #expect(host.focusedElement()?.kind == .list, "going back restores that screen's focus")
    #expect(host.focusedElement()?.id.name == "rows")
  }

  @Test("Enter in a field without an action moves to the list; with one, runs it")
  func enter() throws {
    let host = makeHost()
    _ = host.frame
    try host.send(.tab)
    #expect(host.focusedElement()?.label == "Search")
    try host.send(.enter)
    #expect(model.submitted == 1)
    try host.send(.backTab)
    try host.send(.enter)
    #expect(host.focusedElement()?.kind == .list)
  }

  @Test(
    "Esc in the default field takes back the typing and keeps the field (letters stay text); unchanged, it lets Esc through"
  )
  func escape() throws {
    let host = makeHost()
    _ = host.frame
    #expect(try !host.send(.escape), "unchanged default field: Esc is the App's (back)")
    try host.send(.character("X"))
    #expect(try host.send(.escape))
    #expect(host.focusedElement()?.label == "Name", "the field keeps the keys")
    #expect(model.name == "New Trip", "what was typed is taken back")
    try host.send(.character("u"))
    #expect(model.name == "u", "a letter typed next is text (replacing the selected name), not a command")
    try host.send(.escape)
    #expect(model.name == "New Trip")
    #expect(try !host.send(.escape), "back as it was: Esc is the App's again")
  }

  @Test("Esc in any other field takes back the typing and leaves it for the screen's commands")
  func escapeElsewhere() throws {
    let host = makeHost(defaultField: false)
    _ = host.frame
    try host.focus("Name")
    try host.send(.character("X"))
    #expect(try host.send(.escape))
    #expect(model.name == "New Trip")
    #expect(host.focusedElement()?.kind == .list)
  }

  @Test("an empty field shows its placeholder; text cut off shows ‹ and ›")
  func drawing() throws {
    model.name = "A very long trip name"
    let host = makeHost(defaultField: false, width: 20)
    #expect(host.plainText.split(separator: "\n").first == "Name: [A very long›]")
    #expect(host.plainText.split(separator: "\n").dropFirst().first == "Search: [place     ]")
    try host.focus("Name")
    try host.send(.end)
    #expect(
      host.plainText.split(separator: "\n").first == "Name: [‹ trip name ]",
      "the cell after the text holds the cursor")
  }

  @Test("a paste longer than the limit is cut and says so; line breaks become spaces")
  func paste() throws {
    let host = makeHost()
    _ = host.frame
    try host.send(.paste("Kansai\nLoop and more"))
    #expect(model.name == "Kansai Loop ")
    #expect(host.takeNotice() == "pasted text cut to fit “Name” (at most 12 characters; 8 left out)")
    #expect(host.takeNotice() == nil)
  }

  @Test("Tab and Shift-Tab pass over a list with no rows, where the focus could not be seen")
  func tabPassesOverAnEmptyList() throws {
    model.rows = []
    model.selected = nil
    let host = makeHost()
    _ = host.frame
    try host.send(.tab)
    #expect(host.focusedElement()?.label == "Search")
    try host.send(.tab)
    #expect(host.focusedElement()?.label == "Name", "past the empty list, back to the first field")
    try host.send(.backTab)
    #expect(host.focusedElement()?.label == "Search")
    try host.focus("list")
    try host.send(.tab)
    #expect(host.focusedElement()?.label == "Name", "a focused empty list still passes the focus on")
    model.rows = ["Kyoto"]
    try host.send(.backTab)
    #expect(host.focusedElement()?.kind == .list, "a list with a row takes the focus again")
  }

  @Test("an unfocused list's selection is dim, a focused one's inverse")
  func selectionStyle() throws {
    let host = makeHost()
    let row = 2
    #expect(host.canvas[2, row].style.dim && !host.canvas[2, row].style.inverse)
    try host.focus("list")
    #expect(host.canvas[2, row].style.inverse)
  }

  @Test("ending an edit in a scope saves what was typed and puts the focus on its list")
  func endEditingInScope() throws {
    let host = ScreenHost(size: Size(width: 24, height: 5)) { [model] in
      VStack(alignment: .leading, spacing: 0) {
        TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }), commitsOnLeave: true)
        List(
          model.rows, id: \.self, selection: Binding(get: { model.selected }, set: { model.selected = $0 })
        ) {
          Text($0)
        }
      }
      .interactionScope("main")
    }
    host.focusScope = "main"
    try host.focus("Name")
    try host.send(.character("K"))
    try host.send(.character("y"))
    #expect(model.name == "New Trip", "a field that commits on leave writes nothing while typed into")
    host.endEditing(in: "main")
    #expect(model.name == "Ky")
    #expect(host.focusedElement()?.kind == .list)
    try host.send(.character("x"))
    #expect(model.name == "Ky", "letters after the edit are not text")
    host.endEditing(in: "main")
    #expect(host.focusedElement()?.kind == .list, "nothing being edited: the focus stays")
  }
}
