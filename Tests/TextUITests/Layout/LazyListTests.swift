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

  /// Counts how often a row is read (each read is the work of finding a row); holds the first
  /// row's id, so a test can shift the rows.
  @MainActor
  final class ReadCounter {
    var reads = 0
    var firstID = 0
  }

  struct CountedRows: RandomAccessCollection {
    let count: Int
    var firstID = 0
    let counter: ReadCounter
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Row {
      MainActor.assumeIsolated { counter.reads += 1 }
      return Row(id: firstID + position)
    }
  }

  @Test("End then ↑ in a million rows reads only the rows around the selection")
  func endThenUpReadsAFewRows() throws {
    let counter = ReadCounter()
    var selected: Int? = 0
    let host = ScreenHost(size: Size(width: 20, height: 4)) {
      List(
        CountedRows(count: 1_000_000, counter: counter),
        selection: Binding(get: { selected }, set: { selected = $0 })
      ) { Text($0.title) }
    }
    _ = host.plainText
    counter.reads = 0
    try host.send(.end)
    for _ in 0..<100 { try host.send(.up) }
    expectSameScreen(host.plainText, "› Stop 999899\n  Stop 999900\n  Stop 999901\n  Stop 999902")
    #expect(selected == 999_899)
    #expect(counter.reads < 101 * 20)
  }

  @Test("rows inserted above keep the selection on the same row, found near where it was")
  func keepsSelectionByID() throws {
    let counter = ReadCounter()
    var selected: Int? = 500_000
    let host = ScreenHost(size: Size(width: 20, height: 3)) {
      List(
        CountedRows(count: 1_000_000, firstID: counter.firstID, counter: counter),
        selection: Binding(get: { selected }, set: { selected = $0 })
      ) { Text($0.title) }
    }
    expectSameScreen(host.plainText, "  Stop 499998\n  Stop 499999\n› Stop 500000")
    counter.reads = 0
    counter.firstID = -3
    host.invalidate()
    expectSameScreen(host.plainText, "  Stop 499998\n  Stop 499999\n› Stop 500000")
    try host.send(.down)
    #expect(selected == 500_001)
    #expect(counter.reads < 100)
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
