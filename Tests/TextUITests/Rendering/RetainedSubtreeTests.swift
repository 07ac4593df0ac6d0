import Observation
import TestSupport
import Testing

@testable import TextUI

/// Retained subtrees: a frame that copies unchanged rows and equatable views must show exactly what
/// a fresh render of the same state shows, and anything that changes inside a row redraws it.
@MainActor
@Suite("Retained subtrees")
struct RetainedSubtreeTests {
  /// The rows a list shows, with a selection and an optional note line.
  @MainActor
  @Observable
  final class Model {
    var rows: [Row]
    var selection: Int?
    var note = "ready"

    init(count: Int) {
      rows = (0..<count).map { Row(id: $0, name: Self.names[$0 % Self.names.count] + " \($0)") }
      selection = 0
    }

    static let names = ["Pacific Coast", "京都 → 大阪", "Route 66 — Chicago", "北海道一周", "Côte d'Azur", ""]
  }

  struct Row: Identifiable, Equatable {
    let id: Int
    var name: String
  }

  /// A row drawn from its value: the list keeps it.
  struct RowView: View, Equatable {
    let row: Row

    var body: some View {
      HStack(spacing: 1) {
        Text(row.name).lineLimit(1).layoutPriority(1)
        Spacer()
        Text("\(row.id % 7 + 1) stops").foregroundColor(.cyan).fixedSize()
      }
    }
  }

  /// A note with a button inside, kept as an equatable view.
  struct NoteView: View, Equatable {
    let note: String
    let onPress: @MainActor () -> Void

    static func == (lhs: NoteView, rhs: NoteView) -> Bool { lhs.note == rhs.note }

    var body: some View {
      HStack(spacing: 1) {
        Text(note).bold()
        Button("Clear", shortcut: "c", action: onPress)
      }
    }
  }

  struct Screen: View {
    let model: Model

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        NoteView(note: model.note, onPress: { [model] in model.note = "" }).equatable()
        List(model.rows, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { row in
          RowView(row: row)
        }
        .border(.rounded, title: "Trips")
      }
    }
  }

  /// A host that keeps subtrees and one that does not, over the same model.
  private func hosts(_ model: Model, size: Size) -> (retained: ScreenHost, fresh: ScreenHost) {
    let retained = ScreenHost(size: size) { Screen(model: model) }
    let fresh = ScreenHost(size: size) { Screen(model: model) }
    fresh.retainsSubtrees = false
    return (retained, fresh)
  }

  @Test(
    "random edits, moves, resizes and focus changes: every retained frame equals a fresh render, cell by cell"
  )
  func retainedEqualsFresh() throws {
    for seed in UInt64(1)...12 {
      var random = SplitMix64(seed: seed)
      let model = Model(count: Int.random(in: 3...40, using: &random))
      let (retained, fresh) = hosts(model, size: Size(width: 44, height: 12))
      for step in 0..<60 {
        switch Int.random(in: 0..<9, using: &random) {
        case 0, 1, 2:
          let key: Key = [.down, .up, .pageDown, .pageUp, .end, .home].randomElement(using: &random) ?? .down
          _ = try retained.send(key)
          _ = try fresh.send(key)
        case 3:
          let index = Int.random(in: 0..<model.rows.count, using: &random)
          model.rows[index].name = Model.names.randomElement(using: &random) ?? "" + "\(step)"
        case 4:
          let size = Size(
            width: Int.random(in: 8...60, using: &random), height: Int.random(in: 3...16, using: &random))
          retained.size = size
          fresh.size = size
        case 5:
          _ = try retained.send(.tab)
          _ = try fresh.send(.tab)
        case 6:
          model.note = ["ready", "saved", "", "京都"].randomElement(using: &random) ?? ""
        case 7:
          let index = Int.random(in: 0..<model.rows.count, using: &random)
          model.rows.remove(at: index)
          model.rows.insert(Row(id: 1_000 + step, name: "New \(step)"), at: index)
        default:
          retained.environment.ambiguousWidth =
            retained.environment.ambiguousWidth == .narrow ? .wide : .narrow
          fresh.environment.ambiguousWidth = retained.environment.ambiguousWidth
        }
        let kept = retained.frame
        let made = fresh.frame
        #expect(
          kept.canvas == made.canvas, "seed \(seed), step \(step)\n\(kept.plainText)\n---\n\(made.plainText)")
        #expect(kept.elements.map(\.id) == made.elements.map(\.id), "seed \(seed), step \(step)")
        #expect(kept.elements.map(\.frame) == made.elements.map(\.frame), "seed \(seed), step \(step)")
      }
    }
  }

  @Test("a selection move copies the unchanged rows instead of drawing them")
  func selectionMoveReusesRows() throws {
    let model = Model(count: 30)
    let (host, _) = hosts(model, size: Size(width: 40, height: 12))
    _ = host.frame
    _ = try host.send(.down)
    let frame = host.frame
    // Nine visible rows and the note: all copied; the marker and inverse band are drawn over them.
    #expect(frame.statistics.subtreesReused == 10)
    expectSameScreen(
      frame.plainText,
      """
      ready [c] Clear
      ╭ Trips ───────────────────────────────╮
      │  Pacific Coast 0              1 stops│
      │› 京都 → 大阪 1                2 stops│
      │  Route 66 — Chicago 2         3 stops│
      │  北海道一周 3                 4 stops│
      │  Côte d'Azur 4                5 stops│
      │   5                           6 stops│
      │  Pacific Coast 6              7 stops│
      │  京都 → 大阪 7                1 stops│
      │  Route 66 — Chicago 8         2 stops│
      ╰──────────────────────────────────────╯
      """)
  }

  @Test("a change inside a row, its width, or the list's focus redraws it")
  func changesRedraw() throws {
    let model = Model(count: 3)
    let (host, _) = hosts(model, size: Size(width: 30, height: 6))
    _ = host.frame
    model.rows[1].name = "Renamed"
    #expect(host.frame.statistics.subtreesReused == 3)  // the note and two untouched rows
    expectSameScreen(
      host.plainText,
      """
      ready [c] Clear
      ╭ Trips ─────────────────────╮
      │› Pacific Coast 0    1 stops│
      │  Renamed            2 stops│
      │  Route 66 — Chica…  3 stops│
      ╰────────────────────────────╯
      """)
    host.size = Size(width: 24, height: 6)
    #expect(host.frame.statistics.subtreesReused == 0)  // the note and every row are given less width
    expectSameScreen(
      host.plainText,
      """
      ready [c] Clear
      ╭ Trips ───────────────╮
      │› Pacific Co…  1 stops│
      │  Renamed      2 stops│
      │  Route 66 —…  3 stops│
      ╰──────────────────────╯
      """)
    // Tab moves the focus to the list's neighbour: the selection is drawn dim, not inverse.
    let focusedBand = host.canvas[3, 2].style
    _ = try host.send(.tab)
    #expect(focusedBand.inverse)
    #expect(!host.canvas[3, 2].style.inverse)
    #expect(host.canvas[3, 2].style.dim)
  }

  /// The background a kept row is drawn over.
  @MainActor
  @Observable
  final class Shade {
    var color = Color.blue
  }

  /// A kept row over a background the screen changes.
  struct ShadedRow: View {
    let shade: Shade
    let row: Row

    var body: some View {
      ZStack(alignment: .leading) {
        shade.color
        RowView(row: row).equatable()
      }
    }
  }

  @Test("a kept view over a background is drawn again when the background under it changes")
  func keptOverChangedBackground() {
    let shade = Shade()
    let row = Row(id: 0, name: "Pacific Coast")
    let retained = ScreenHost(size: Size(width: 24, height: 1)) { ShadedRow(shade: shade, row: row) }
    let fresh = ScreenHost(size: Size(width: 24, height: 1)) { ShadedRow(shade: shade, row: row) }
    fresh.retainsSubtrees = false
    // The same background again: the row is copied over it; a new one: the row is drawn again.
    for (step, (next, copied)) in [(Color.blue, false), (.red, false), (.red, true), (.blue, false)]
      .enumerated()
    {
      shade.color = next
      retained.invalidate()
      fresh.invalidate()
      let frame = retained.frame
      #expect(frame.canvas == fresh.canvas, "step \(step)")
      #expect(frame.canvas[0, 0].style.background == next, "step \(step)")
      #expect((frame.statistics.subtreesReused == 1) == copied, "step \(step)")
    }
  }

  @Test("a kept view's button still has its shortcut and its focus")
  func keptButtonsWork() throws {
    let model = Model(count: 2)
    let (host, _) = hosts(model, size: Size(width: 30, height: 6))
    _ = host.frame
    _ = try host.send(.down)
    #expect(host.frame.statistics.subtreesReused >= 1)
    #expect(host.elements.contains { $0.label == "Clear" })
    try host.press("c")
    #expect(model.note == "")
    #expect(host.plainText.hasPrefix(" [c] Clear"))
  }

  @Test("prepared rows that reuse an earlier picture's rows draw what rows prepared afresh draw")
  func preparedRowsReuse() {
    func rows(_ middle: String) -> [PreparedRows.Row] {
      [
        PreparedRows.Row(spans: [PreparedRows.Span("⣿⣿ 京都", style: Style(dim: true))]),
        PreparedRows.Row(
          indent: 2, spans: [PreparedRows.Span(middle, style: Style(bold: true, inverse: true))]),
        PreparedRows.Row(spans: [
          PreparedRows.Span("±½ Côte"), PreparedRows.Span(" 大阪", style: Style(bold: true)),
        ]),
      ]
    }
    let size = Size(width: 16, height: 3)
    for ambiguous in [AmbiguousWidth.narrow, .wide] {
      let earlier = PreparedRows(rows("*1 Monterey"), ambiguous: .narrow)
      let reused = PreparedRows(rows("@1 Monterey"), ambiguous: ambiguous, reusing: earlier)
      let fresh = PreparedRows(rows("@1 Monterey"), ambiguous: ambiguous)
      var environment = EnvironmentValues()
      environment.ambiguousWidth = ambiguous
      let kept = ViewRenderer.render(reused, size: size, environment: environment)
      let made = ViewRenderer.render(fresh, size: size, environment: environment)
      #expect(kept.canvas == made.canvas, "\(ambiguous)")
      #expect(reused.width == fresh.width)
    }
  }
}
