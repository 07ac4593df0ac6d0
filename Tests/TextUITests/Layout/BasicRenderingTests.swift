import TestSupport
import Testing

@testable import TextUI

@MainActor
@Suite("Basic rendering")
struct BasicRenderingTests {
  @Test("a VStack of texts, a divider and buttons renders as text")
  func screen() {
    let view = VStack(alignment: .leading) {
      Text("Roadtrips").bold()
      Divider()
      HStack(spacing: 1) {
        Button("Add", shortcut: "a") {}
        Button("Delete", shortcut: "d") {}
        Spacer()
        Text("2 trips")
      }
    }
    expectRendered(
      view, width: 40, height: 4,
      equals: """
        Roadtrips
        ────────────────────────────────────────
        [a] Add [d] Delete               2 trips
        """)
  }

  @Test("a list marks the selected row and builds only visible rows")
  func list() {
    let rows = Array(0..<1_000_000)
    let view = List(rows, id: \.self, selection: .constant(500_000)) { Text("Row \($0)") }
    let frame = ViewRenderer.render(view, size: Size(width: 20, height: 3))
    expectSameScreen(
      frame.plainText,
      """
        Row 499998
        Row 499999
      › Row 500000
      """)
    #expect(frame.statistics.listRowsBuilt <= 5)
  }

  @Test("text field shows label and text")
  func textField() {
    let view = TextField("Name", text: .constant("Kyoto"))
    expectRendered(view, width: 24, height: 1, equals: "Name: [Kyoto           ]")
  }
}
