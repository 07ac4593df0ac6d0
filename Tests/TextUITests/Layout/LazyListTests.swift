import TestSupport
import Testing

@testable import TextUI

@MainActor
@Suite("Lazy list")
struct LazyListTests {
  struct Row: Identifiable {
    let id: Int
    var title: String { "Stop \(id)" }
  }

  /// A million rows without storing a million values.
  struct Rows: RandomAccessCollection {
    let count: Int
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Row { Row(id: position) }
  }

  @Test("a list of 1,000,000 rows builds only the visible rows (plus overscan)")
  func million() {
    let view = List(Rows(count: 1_000_000), selection: .constant(0)) { Text($0.title) }
    let frame = ViewRenderer.render(view, size: Size(width: 20, height: 10))
    #expect(frame.statistics.listRowsBuilt <= 10 + 2)
    #expect(frame.plainText.hasPrefix("› Stop 0\n  Stop 1"))
  }

  @Test("the list scrolls to the selection, wherever it is, building only what it shows")
  func scrollToSelection() throws {
    var selected: Int? = 999_999
    let host = ScreenHost(size: Size(width: 20, height: 4)) {
      List(Rows(count: 1_000_000), selection: Binding(get: { selected }, set: { selected = $0 })) {
        Text($0.title)
      }
    }
    expectSameScreen(host.plainText, "  Stop 999996\n  Stop 999997\n  Stop 999998\n› Stop 999999")
    #expect(host.frame.statistics.listRowsBuilt <= 4 + 2)
    try host.select(row: 3)
    expectSameScreen(host.plainText, "› Stop 2\n  Stop 3\n  Stop 4\n  Stop 5")
    try host.send(.pageDown)
    #expect(selected == 6)
    expectSameScreen(host.plainText, "  Stop 3\n  Stop 4\n  Stop 5\n› Stop 6")
    try host.send(.up)
    expectSameScreen(host.plainText, "  Stop 3\n  Stop 4\n› Stop 5\n  Stop 6")
    try host.send(.end)
    #expect(selected == 999_999)
  }

  @Test("rows taller than one line scroll by whole rows")
  func tallRows() {
    let view = List(Rows(count: 50), selection: .constant(3)) { Text("\($0.title)\nsecond line") }
    expectRendered(view, width: 20, height: 4, equals: "  Stop 2\n  second line\n› Stop 3\n  second line")
  }

  @Test("after rows disappear at the end, the list scrolls back to fill the viewport")
  func shrink() {
    let state = ViewStateStore()
    func frame(count: Int, selected: Int) -> String {
      let view = List(Rows(count: count), selection: .constant(selected)) { Text($0.title) }
      return ViewRenderer.render(
        view, size: Size(width: 12, height: 3), environment: EnvironmentValues(), state: state, focused: [],
        fields: [:]
      ).plainText
    }
    _ = frame(count: 20, selected: 19)
    expectSameScreen(frame(count: 4, selected: 1), "› Stop 1\n  Stop 2\n  Stop 3")
  }
}
