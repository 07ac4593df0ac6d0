import Observation
import TestSupport
import Testing

@testable import TextUI

/// The state behind a screen with a list and a prompt field shown on demand.
@MainActor
@Observable
final class PromptModel {
  var isAsking = false
  var answer = ""
  var submitted: [String] = []
  var cancelled = 0
  var otherKeys: [Key] = []
  var selected: String? = "Kyoto"
  var opened: [String] = []
}

@MainActor
struct PromptScreen: View {
  let model: PromptModel

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      List(
        ["Kyoto", "Osaka"], id: \.self,
        selection: Binding(get: { model.selected }, set: { model.selected = $0 }),
        onActivate: { model.opened.append($0) }
      ) {
        Text($0)
      }
      Button("Ask", shortcut: "m") { model.isAsking = true }
    }
    .overlay(alignment: .center) {
      if model.isAsking {
        PromptField(
          "Position", text: Binding(get: { model.answer }, set: { model.answer = $0 }), limit: 4,
          onSubmit: {
            model.submitted.append(model.answer)
            model.isAsking = false
          },
          onCancel: {
            model.cancelled += 1
            model.isAsking = false
          },
          onOtherKey: { model.otherKeys.append($0) }
        )
        .fixedSize()
        .border(.rounded)
        .background { Blank() }
        .fixedSize()
      }
    }
  }
}

/// A prompt field takes every key while shown: text, deletions, Enter, Esc — and passes the rest on.
@Suite("Prompt field")
@MainActor
struct PromptFieldTests {
  @Test("while shown it takes every key: letters are text, not shortcuts or list keys")
  func capturesKeys() throws {
    let model = PromptModel()
    let host = ScreenHost(size: Size(width: 30, height: 5)) { PromptScreen(model: model) }
    try host.send(.character("m"))
    #expect(host.activeConfirmation?.asksForText == true)
    for key in [Key.character("1"), .character("j"), .character("m"), .paste("2\n3")] { try host.send(key) }
    #expect(model.answer == "1jm2")  // at most 4 characters
    #expect(model.selected == "Kyoto")
    #expect(host.cursorPosition == Point(x: 19, y: 2))
    expectSameScreen(
      host.plainText,
      """
      › Kyoto
        O╭──────────────────────╮
         │Position: [1jm2      ]│
         ╰──────────────────────╯
      [m] Ask
      """)
  }

  @Test("Backspace, Ctrl-W and Ctrl-U delete from the end; the limit holds")
  func deletes() throws {
    let model = PromptModel()
    let host = ScreenHost(size: Size(width: 30, height: 5)) { PromptScreen(model: model) }
    try host.send(.character("m"))
    try host.send(.paste("12 345"))
    #expect(model.answer == "12 3")
    try host.send(.backspace)
    #expect(model.answer == "12 ")
    try host.send(.ctrl("w"))
    #expect(model.answer == "")
    try host.send(.paste("77"))
    try host.send(.ctrl("u"))
    #expect(model.answer == "")
  }

  @Test("Enter submits, Esc cancels; other keys go to onOtherKey; Ctrl-C is left to the App")
  func submitAndCancel() throws {
    let model = PromptModel()
    let host = ScreenHost(size: Size(width: 30, height: 5)) { PromptScreen(model: model) }
    try host.send(.character("m"))
    try host.send(.character("3"))
    try host.send(.down)
    #expect(model.otherKeys == [.down])
    #expect(try host.send(.ctrlC) == false)
    try host.send(.enter)
    #expect(model.submitted == ["3"])
    #expect(host.activeConfirmation == nil)
    try host.send(.character("m"))
    try host.send(.escape)
    #expect(model.cancelled == 1)
    #expect(model.submitted == ["3"])
    #expect(host.activeConfirmation == nil)
  }

  @Test("beside a question that asks for text, the list's selected row can be opened, and the question stays")
  func activateBesideQuestion() throws {
    let model = PromptModel()
    let host = ScreenHost(size: Size(width: 30, height: 5)) { PromptScreen(model: model) }
    try host.send(.character("m"))
    let question = try #require(host.activeConfirmation)
    #expect(throws: InteractionError.confirmationOpen(question.prompt)) { try host.open(row: 2) }
    model.selected = "Osaka"  // as a filter typed into the question would move it
    #expect(try host.activateSelectedRow(beside: question))
    #expect(model.opened == ["Osaka"])
    #expect(host.activeConfirmation?.asksForText == true)
    model.selected = nil
    #expect(try !host.activateSelectedRow(beside: question), "nothing selected: nothing opened")
    #expect(model.opened == ["Osaka"])
  }
}
