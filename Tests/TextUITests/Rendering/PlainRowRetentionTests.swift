import Observation
import TestSupport
import Testing

@testable import TextUI

/// List rows whose view is not `Equatable` but a plain value are kept by comparing their bytes (as
/// SwiftUI compares a view's stored properties): what is drawn is exactly a fresh render's; a row
/// holding a reference is compared by the view its body makes, and drawn afresh every frame when
/// nothing on the way down can be compared; a row that changed is kept again only once it has
/// stayed the same for a frame.
@MainActor
@Suite("Plain rows kept by value")
struct PlainRowRetentionTests {
  typealias Model = RetainedSubtreeTests.Model
  typealias Row = RetainedSubtreeTests.Row

  /// `RetainedSubtreeTests.RowView`'s drawing in a view that is not `Equatable`: a plain value.
  struct PlainRowView: View {
    let row: Row

    var body: some View { RetainedSubtreeTests.RowView(row: row) }
  }

  /// A row that reads its model: it holds a reference, so it is compared by the view its body
  /// makes (a plain `Text`), which is made every frame.
  struct ModelRowView: View {
    let model: Model
    let index: Int

    var body: some View {
      Text(model.rows.indices.contains(index) ? model.rows[index].name : "").lineLimit(1)
    }
  }

  /// A row nothing can compare: its body is a view that holds a closure, all the way down.
  struct ClosureRowView: View {
    let model: Model
    let index: Int

    var body: some View {
      EnvironmentReader { _ in ModelRowView(model: model, index: index) }
    }
  }

  /// How the screen's rows are made.
  enum Rows: CaseIterable {
    case plain, readingModel, withClosure
  }

  struct Screen: View {
    let model: Model
    let rows: Rows

    var body: some View {
      let selection = Binding(get: { model.selection }, set: { model.selection = $0 })
      switch rows {
      case .plain:
        List(model.rows, selection: selection) { row in PlainRowView(row: row) }
      case .readingModel:
        List(Array(model.rows.indices), id: \.self, selection: selection) { index in
          ModelRowView(model: model, index: index)
        }
      case .withClosure:
        List(Array(model.rows.indices), id: \.self, selection: selection) { index in
          ClosureRowView(model: model, index: index)
        }
      }
    }
  }

  private func host(_ model: Model, rows: Rows = .plain, retains: Bool = true) -> ScreenHost {
    let host = ScreenHost(size: Size(width: 40, height: 6)) { Screen(model: model, rows: rows) }
    host.retainsSubtrees = retains
    return host
  }

  @Test(
    "random renames, replacements, moves and resizes: every frame equals a fresh render, cell by cell",
    arguments: Rows.allCases)
  func keptEqualsFresh(rows: Rows) throws {
    for seed in UInt64(1)...8 {
      var random = SplitMix64(seed: seed)
      let model = Model(count: Int.random(in: 3...30, using: &random))
      let (kept, fresh) = (host(model, rows: rows), host(model, rows: rows, retains: false))
      for step in 0..<60 {
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1:
          let key: Key = [.down, .up, .pageDown, .end, .home].randomElement(using: &random) ?? .down
          _ = try kept.send(key)
          _ = try fresh.send(key)
        case 2:
          let index = Int.random(in: 0..<model.rows.count, using: &random)
          model.rows[index].name = (Model.names.randomElement(using: &random) ?? "") + " \(step)"
        case 3:
          let index = Int.random(in: 0..<model.rows.count, using: &random)
          model.rows[index] = Row(id: 1_000 + step, name: "New \(step)")
        default:
          let size = Size(
            width: Int.random(in: 8...60, using: &random), height: Int.random(in: 3...12, using: &random))
          kept.size = size
          fresh.size = size
        }
        #expect(kept.frame.canvas == fresh.frame.canvas, "seed \(seed), step \(step)\n\(kept.plainText)")
      }
    }
  }

  @Test(
    "an unchanged row is copied, not built again, a renamed one drawn afresh: plain rows, and rows that read their model (kept while the text their body makes is unchanged)",
    arguments: [Rows.plain, .readingModel])
  func unchangedRowsKept(rows: Rows) {
    let model = Model(count: 4)
    let host = host(model, rows: rows)
    _ = host.frame
    model.selection = 1
    #expect(host.frame.statistics.subtreesReused == 4)
    model.rows[2].name = "Renamed"
    #expect(host.frame.statistics.subtreesReused == 3)
    #expect(host.plainText.contains("Renamed"))
  }

  @Test("a row whose body holds a closure all the way down is drawn afresh every frame, and shows its change")
  func rowsWithClosuresRebuilt() {
    let model = Model(count: 4)
    let host = host(model, rows: .withClosure)
    _ = host.frame
    model.selection = 1
    #expect(host.frame.statistics.subtreesReused == 0)
    model.rows[2].name = "Renamed"
    #expect(host.plainText.contains("Renamed"))
  }

  @Test("a row that changed is kept again only after a frame unchanged (a ticking row costs no copies)")
  func changedRowKeptOnSecondSight() {
    let model = Model(count: 3)
    let host = host(model)
    _ = host.frame
    model.rows[0].name = "Ticked"
    #expect(host.frame.statistics.subtreesReused == 2)
    host.invalidate()
    #expect(host.frame.statistics.subtreesReused == 2, "drawn afresh once more, and kept")
    host.invalidate()
    #expect(host.frame.statistics.subtreesReused == 3)
  }

  @Test(
    "plain types: numbers, strings, arrays and optionals of them, structs, tuples and enums of them",
    arguments: [
      (Int.self as Any.Type, true), (String.self, true), ([String].self, true), (String?.self, true),
      (Row.self, true), ((Int, [Character]).self, true), (Alignment.self, true), (Text.self, true),
      (PlainRowView.self, true), (Color?.self, true),
    ])
  func plainTypes(type: Any.Type, plain: Bool) {
    #expect(PlainValue.isPlain(type) == plain)
  }

  @Test("a row built straight from stacks, texts and style modifiers is plain; an .environment(_:_:) is not")
  func modifiedViewsArePlain() {
    let styled = HStack(spacing: 1) {
      Text("Kyoto").lineLimit(1).bold().layoutPriority(1)
      Spacer()
      Text("3 stops").foregroundColor(.cyan).frame(minWidth: 10, alignment: .trailing)
    }
    #expect(PlainValue.isPlain(type(of: styled)))
    let transformed = Text("Kyoto").environment(\.lineLimit, 1)
    #expect(!PlainValue.isPlain(type(of: transformed)))
  }

  /// A box whose contents can change while the reference stays the same.
  final class Box {
    var name = ""
  }

  enum Labelled {
    case named(String)
    case none
  }

  @Test(
    "not plain: class references, closures, existentials, pointers, weak references, enums with references",
    arguments: [
      (Box.self as Any.Type), ModelRowView.self, (() -> Void).self, (any View).self, [Box].self, Box?.self,
      UnsafePointer<Int>.self, Unmanaged<Box>.self, Labelled.self, (Int, Box).self, Any.self,
    ])
  func notPlainTypes(type: Any.Type) {
    #expect(!PlainValue.isPlain(type))
  }
}
