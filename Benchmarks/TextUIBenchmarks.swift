import Foundation
import Observation
import Terminal
import TextUI
import TripModels

/// TextUI figures: full frame time of a list screen, list laziness, and renders caused by changes
/// the screen did not read. Frames are measured on the terminal's path: render, then the
/// encoder's diff (no plain-text or full ANSI renders the terminal does not do).
enum TextUIBenchmarks {
  @MainActor static func run() {
    for size in [Size(width: 80, height: 24), Size(width: 200, height: 50)] {
      let model = BenchListModel(rows: 1_000)
      let host = ScreenHost(size: size) { BenchListScreen(model: model) }
      var encoder = FrameEncoder()
      let (median, p99) = Bench.percentiles {
        host.invalidate()
        encoder.invalidate()
        _ = encoder.encode(host.render().canvas)
      }
      Bench.report(
        "textui.frame.list.\(size) (body+layout+draw+full terminal encode)",
        "median \(Bench.time(median)), p99 \(Bench.time(p99))", target: "p99 ≤ 4 ms", met: p99 <= 0.004)
    }

    let small = listFrameTime(rows: 100)
    let large = listFrameTime(rows: 1_000_000)
    let ratio = large / small
    Bench.report(
      "textui.list.frame 10^6 rows ÷ 10^2 rows",
      String(format: "%.2f (%@ vs %@)", ratio, Bench.time(large), Bench.time(small)), target: "≤ 1.2",
      met: ratio <= 1.2)

    let model = BenchListModel(rows: 100)
    let host = ScreenHost(size: Size(width: 80, height: 24)) { BenchListScreen(model: model) }
    host.render()
    let before = host.renderCount
    for index in 0..<1_000 {
      model.unreadCounter += 1
      model.unreadNote = "note \(index)"
      host.renderIfNeeded()
    }
    let renders = host.renderCount - before
    Bench.report(
      "textui.renders.unread-changes (1,000 changes)", "\(renders) renders", target: "0", met: renders == 0)
  }

  /// Median time of a full frame of the list screen at 80×24 with `rows` rows, selection in the middle.
  @MainActor private static func listFrameTime(rows: Int) -> Double {
    let model = BenchListModel(rows: rows)
    model.selection = rows / 2
    let host = ScreenHost(size: Size(width: 80, height: 24)) { BenchListScreen(model: model) }
    var encoder = FrameEncoder()
    return Bench.median {
      host.invalidate()
      encoder.invalidate()
      _ = encoder.encode(host.render().canvas)
    }
  }
}

/// A trip-list-like model: many rows, a selection, a status line, and properties no view reads.
@MainActor
@Observable
final class BenchListModel {
  struct Row: Identifiable {
    let id: Int
    var name: String { "Trip \(id) — Pacific Coast Highway" }
    var stops: Int { id % 17 + 2 }
    var distance: String { String(format: "%.1f km", Double(id % 997) * 3.7) }
  }

  /// Rows computed on demand, so a million of them cost nothing until shown.
  struct Rows: RandomAccessCollection {
    let count: Int
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Row { Row(id: position) }
  }

  var rows: Rows
  var selection: Int?
  var status = "Ready"
  var unreadCounter = 0
  var unreadNote = ""

  init(rows: Int) {
    self.rows = Rows(count: rows)
    self.selection = 0
  }
}

struct BenchListScreen: View {
  let model: BenchListModel

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text("Roadtrips").bold()
        Spacer()
        Text("\(model.rows.count) trips").dim()
      }
      Divider()
      List(
        model.rows, selection: Binding(get: { model.selection }, set: { model.selection = $0 }),
        onActivate: { model.status = "Opened \($0)" }
      ) { row in
        HStack(spacing: 2) {
          Text(row.name).lineLimit(1).layoutPriority(1)
          Spacer()
          Text("\(row.stops) stops").foregroundColor(.cyan)
          Text(row.distance).frame(minWidth: 10, alignment: .trailing)
        }
      }
      Divider()
      HStack(spacing: 1) {
        Button("Add", shortcut: "a") {}
        Button("Delete", shortcut: "d", isEnabled: model.selection != nil) {}
        Spacer()
        Text(model.status).dim()
      }
    }
  }
}
