import Observation
import TestSupport
import Testing

@testable import TextUI

@MainActor
@Observable
final class SplitModel {
  var left: [String] = ["Alps", "Coast"]
  var leftSelection: String? = "Alps"
  var stops: [String] = ["Kyoto", "Nara", "Osaka"]
  var stopSelection: String?
  var name = "Kansai"
  var presses: [String] = []
  var confirm: String?
}

/// A split view: a list on the left, a detail screen on the right in its own interaction scope.
@MainActor
struct SplitView: View {
  let model: SplitModel

  var body: some View {
    HStack(alignment: .top, spacing: 1) {
      List(
        model.left, id: \.self,
        selection: Binding(get: { model.leftSelection }, set: { model.leftSelection = $0 })
      ) {
        Text($0)
      }
      .frame(width: 10)
      Divider()
      VStack(alignment: .leading) {
        TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }), limit: 20)
        List(
          model.stops, id: \.self,
          selection: Binding(get: { model.stopSelection }, set: { model.stopSelection = $0 })
        ) {
          Text($0)
        }
        Button("Delete stop", shortcut: "d") { model.confirm = "Delete stop? (y/n)" }
      }
      .interactionScope("detail")
    }
    .confirmation(model.confirm) { answer in
      model.presses.append(answer ? "yes" : "no")
      model.confirm = nil
    }
  }
}

@MainActor
@Suite("Interaction scopes, focus and keys")
struct InteractionScopeTests {
  let model = SplitModel()

  func makeHost() -> ScreenHost {
    let host = ScreenHost(size: Size(width: 40, height: 6)) { [model] in SplitView(model: model) }
    host.focusScope = "detail"
    return host
  }

  @Test("script operations limited to a scope act on that region only")
  func scoped() throws {
    let host = makeHost()
    try host.select(row: 2, scope: "detail")
    #expect(model.stopSelection == "Nara")
    #expect(model.leftSelection == "Alps")
    #expect(host.elements(in: "detail").map(\.displayName) == ["Name", "list", "Delete stop (d)"])
    #expect(host.elements.count == 4)
  }

  @Test("keys go to the focus scope: arrows move the right-hand list")
  func keysToScope() throws {
    let host = makeHost()
    try host.send(.down)
    #expect(model.stopSelection == "Kyoto")
    #expect(model.leftSelection == "Alps")
    expectSameScreen(
      host.plainText,
      """
      › Alps     │ Name: [Kansai             ]
        Coast    │ › Kyoto
                 │   Nara
                 │   Osaka
                 │
                 │ [d] Delete stop
      """)
  }

  @Test("a confirmation captures keys whatever the scope; Esc answers no")
  func confirmationCapturesAll() throws {
    let host = makeHost()
    try host.send(.character("d"))
    #expect(host.activeConfirmation?.prompt == "Delete stop? (y/n)")
    #expect(try host.send(.down, scope: nil))
    #expect(model.stopSelection == nil)
    try host.send(.escape)
    #expect(model.presses == ["no"])
    #expect(try !host.send(.escape))
  }

  @Test("the focused field shows a cursor; Tab order follows the layout")
  func cursor() throws {
    let host = makeHost()
    try host.focus("Name")
    #expect(host.focusedElement()?.label == "Name")
    #expect(host.cursorPosition == Point(x: 26, y: 0))
    try host.send(.left)
    #expect(host.cursorPosition == Point(x: 25, y: 0))
    try host.send(.character("!"))
    #expect(model.name == "Kansa!i")
    try host.send(.tab)
    #expect(host.focusedElement()?.kind == .list)
    #expect(host.cursorPosition == nil)
  }

  @Test("defaultFocus() picks the first focused element instead of the list")
  func defaultFocus() throws {
    var text = ""
    var selection: Int?
    let host = ScreenHost(size: Size(width: 30, height: 4)) {
      VStack {
        TextField("Search", text: Binding(get: { text }, set: { text = $0 })).defaultFocus()
        List([1, 2], id: \.self, selection: Binding(get: { selection }, set: { selection = $0 })) {
          Text("\($0)")
        }
      }
    }
    try host.send(.character("u"))
    #expect(text == "u")
    #expect(try host.send(.down))
    #expect(selection == 1)
  }

  @Test("key names parse as scripts spell them")
  func keyNames() {
    #expect(Key(name: "PageDown") == .pageDown)
    #expect(Key(name: "esc") == .escape)
    #expect(Key(name: "backtab") == .backTab)
    #expect(Key(name: "京") == .character("京"))
    #expect(Key(name: "q") == .character("q"))
    #expect(Key(name: "nope") == nil)
    #expect(Key(name: "") == nil)
    #expect(Key.scriptNames.allSatisfy { Key(name: $0) != nil })
  }
}
