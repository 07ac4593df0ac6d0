import Foundation
import Observation
import Terminal
import TextUI

/// The frame against its floor: a 200×50 bordered list of 50 trips in three columns (CJK and Latin
/// names), from view to cells, against writing the same glyphs straight into a canvas; and the
/// frame's p99 on the terminal's path (render, then the encoder's diff), nothing else. Rows are an
/// `Equatable` view, so the list keeps an unchanged row's cells between frames.
enum FrameFloorBenchmarks {
  /// Samples for the medians and the p99.
  static let samples = 2_001

  /// Prints one line per figure.
  @MainActor static func run() {
    let model = FrameListModel()
    let host = ScreenHost(size: Size(width: 200, height: 50)) { FrameListScreen(model: model) }
    let reference = host.render().canvas
    let view = Bench.percentiles(iterations: samples) {
      host.invalidate()
      _ = host.render()
    }
    // The floor: every glyph of the same frame put into a blank canvas, row by row.
    let glyphs = (0..<reference.height).flatMap { y in
      (0..<reference.width).compactMap { x in
        let cell = reference[x, y]
        return cell.width == 0 ? nil : (x, y, cell.character, cell.style)
      }
    }
    let floor = Bench.percentiles(iterations: samples) {
      var canvas = Canvas(width: 200, height: 50)
      for (x, y, character, style) in glyphs { canvas.put(character, x: x, y: y, style: style) }
      precondition(canvas.width == 200)  // keeps the loop from being optimized away
    }
    let ratio = view.median / floor.median
    Bench.report(
      "frame: 200×50 bordered list (50 rows × 3 columns, CJK), view → cells ÷ glyphs into a canvas",
      String(
        format: "%.2f (median %@ vs floor %@)", ratio, Bench.time(view.median), Bench.time(floor.median)),
      target: "≤ 3", met: ratio <= 3)

    var encoder = FrameEncoder()
    _ = encoder.encode(reference)
    var down = true
    // Checked against this thread's CPU time, as the trip detail's frames are: on a shared machine
    // the wall time's p99 is mostly waiting for a core (printed beside it).
    let terminal = CPUTime.percentiles(iterations: samples) {
      down.toggle()
      model.selection = (model.selection ?? 10) + (down ? 1 : -1)
      if let frame = host.renderIfNeeded() { _ = encoder.encode(frame.canvas) }
    }
    Bench.report(
      "frame: the same frame after a selection move, render + terminal diff, p99",
      "\(terminal.text) (\(samples) frames)", target: "CPU p99 ≤ 400 µs", met: terminal.p99 <= 0.0004)
    // The same screen against ratatui's figures (`roadtrip-bench peer` runs these alone).
    PeerFrameBenchmarks.run()
  }
}

/// Fifty trips with a selection.
@MainActor
@Observable
final class FrameListModel {
  var selection: Int? = 10
  let rows: [FrameRow] = (0..<50).map { FrameRow(id: $0) }
}

/// One trip row: a name (CJK in every fifth row, Latin in the others), its stops and its distance.
struct FrameRow: Identifiable, Equatable {
  let id: Int
  var name: String
  var stops: String
  /// "1234.5 km" (whole kilometres plus a half, written without Foundation's formatting).
  var distance: String

  init(id: Int) {
    self.id = id
    let names = [
      "Pacific Coast Highway", "Route 66 — Chicago to Santa Monica", "Côte d'Azur", "Great Ocean Road",
      "京都 → 大阪 → 奈良 北海道一周",
    ]
    name = names[id % 5] + " \(id + 1)"
    stops = "\(id % 17 + 2) stops"
    distance = "\(id * 137 % 4000).5 km"
  }
}

/// The bordered list screen.
struct FrameListScreen: View {
  let model: FrameListModel

  var body: some View {
    List(model.rows, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { row in
      FrameRowView(row: row)
    }
    .border(.rounded, title: "Trips")
  }
}

/// One row of the list, drawn from its value alone (`Equatable`, so the list keeps its cells while
/// the row is unchanged, as an app's row view would).
struct FrameRowView: View, Equatable {
  let row: FrameRow

  var body: some View { FrameRowBody(row: row) }
}

/// The row's content: a plain value that is not `Equatable` (most screens' rows); a list keeps it by
/// comparing its bytes.
struct FrameRowBody: View {
  let row: FrameRow

  var body: some View {
    HStack(spacing: 2) {
      Text(row.name).lineLimit(1).layoutPriority(1)
      Spacer()
      Text(row.stops).foregroundColor(.cyan)
      Text(row.distance).frame(minWidth: 10, alignment: .trailing)
    }
  }
}
