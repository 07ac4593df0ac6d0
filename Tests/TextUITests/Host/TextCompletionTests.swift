import Observation
import Testing

@testable import TextUI

/// Tab in a field that completes its text, as a shell completes a path: the text is made longer
/// (the other choices named), choices with nothing to add are named once, and with nothing to
/// complete Tab moves on as everywhere.
@MainActor
@Suite("Text completion")
struct TextCompletionTests {
  @MainActor
  @Observable
  final class Model {
    var path = ""
    var pressed = 0
  }

  /// Completes against a few file names: the one that starts with the text, else the start they
  /// share, else (several, nothing shared) their names.
  static func complete(_ text: String) -> TextCompletion? {
    let files = ["coast.gpx", "coast.json", "corsica.kml", "alps.kml"]
    let matches = files.filter { $0.hasPrefix(text) }
    guard let first = matches.first else { return nil }
    guard matches.count > 1 else { return TextCompletion(text: first) }
    var shared = first
    for match in matches.dropFirst() { while !match.hasPrefix(shared) { shared.removeLast() } }
    return TextCompletion(text: shared, note: matches.joined(separator: ", "))
  }

  struct Screen: View {
    let model: Model

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        TextField(
          "File", text: Binding(get: { model.path }, set: { model.path = $0 }), completer: { complete($0) }
        )
        .defaultFocus(true)
        Button("Import") { model.pressed += 1 }
      }
      .interactionScope("sheet")
    }
  }

  private func host(_ model: Model) -> ScreenHost {
    let host = ScreenHost(size: Size(width: 40, height: 3)) { Screen(model: model) }
    host.focusScope = "sheet"
    _ = host.frame
    return host
  }

  private func type(_ text: String, into host: ScreenHost) throws {
    for character in text { try host.send(.character(character)) }
  }

  @Test("one match: Tab completes it and the focus stays, the cursor at its end")
  func oneMatch() throws {
    let model = Model()
    let host = host(model)
    try type("al", into: host)
    try host.send(.tab)
    #expect(model.path == "alps.kml")
    #expect(host.focusedElement()?.label == "File")
    #expect(host.takeNotice() == nil)
    try type("!", into: host)
    #expect(model.path == "alps.kml!", "typing goes on at the end, not over a selection")
  }

  @Test("several matches sharing more: Tab adds what they share and names them")
  func sharedStart() throws {
    let model = Model()
    let host = host(model)
    try type("coa", into: host)
    try host.send(.tab)
    #expect(model.path == "coast.")
    #expect(host.takeNotice() == "coast.gpx, coast.json")
    #expect(host.focusedElement()?.label == "File")
  }

  @Test("several matches with nothing to add: the first Tab names them, the second moves on")
  func listThenMoveOn() throws {
    let model = Model()
    let host = host(model)
    try type("co", into: host)
    try host.send(.tab)
    #expect(model.path == "co")
    #expect(host.takeNotice() == "coast.gpx, coast.json, corsica.kml")
    #expect(host.focusedElement()?.label == "File")
    try host.send(.tab)
    #expect(host.focusedElement()?.label == "Import")
  }

  @Test("nothing to complete: Tab moves on; Shift-Tab never completes")
  func nothingToComplete() throws {
    let model = Model()
    let host = host(model)
    try type("zz", into: host)
    try host.send(.tab)
    #expect(host.focusedElement()?.label == "Import")
    try host.send(.backTab)
    try host.send(.backTab)
    #expect(model.path == "zz")
  }
}
