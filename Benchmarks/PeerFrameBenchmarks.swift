import Foundation
import Observation
import Terminal
import TextUI

/// The ratatui peer screen: a 200×50 terminal showing a bordered, titled list of 50 rows in three
/// columns, CJK text in every fifth row. Four kinds of frame, each with four kinds of row view —
/// rows built every frame (a row drawn through a closure, which nothing can compare), rows with an
/// action (a row that holds a closure: the list compares the plain view its body makes), plain rows
/// (a row view that is a plain value but not `Equatable`, as most screens' rows are: the list
/// compares its bytes) and `Equatable` rows — against ratatui's absolute figures on this machine kind:
///
/// - view → cells: the whole frame rendered into the cell buffer, nothing changed;
/// - unchanged: the same, then the terminal's `FrameEncoder` diffs it (no bytes);
/// - 10 % changed: every row's name (its case), stops and distance change (about one cell in
///   ten), render and diff;
/// - 5 rows edited: five rows' names change, render and diff.
///
/// Each figure is this thread's CPU time (what the target is checked against) beside wall time,
/// 2,001 samples (`ROADTRIP_BENCH_PEER_SAMPLES`); `ROADTRIP_BENCH_PEER_ONLY=<part of a figure's
/// name>` narrows a run (for a profile).
enum PeerFrameBenchmarks {
  /// ratatui's figures on this machine kind, in seconds.
  static let ratatui: [Kind: Double] = [
    .viewToCells: 80e-6, .unchanged: 180e-6, .tenPercent: 205e-6, .fiveRows: 187e-6,
  ]

  /// What changes between frames, and whether the frame is diffed.
  enum Kind: CaseIterable {
    case viewToCells, unchanged, tenPercent, fiveRows

    var name: String {
      switch self {
      case .viewToCells: "view → cells"
      case .unchanged: "unchanged, draw + diff"
      case .tenPercent: "10 % changed, draw + diff"
      case .fiveRows: "5 rows edited, draw + diff"
      }
    }
  }

  /// Prints one line per figure.
  @MainActor static func run() {
    let environment = ProcessInfo.processInfo.environment
    let samples = environment["ROADTRIP_BENCH_PEER_SAMPLES"].flatMap(Int.init) ?? 2_001
    let only = environment["ROADTRIP_BENCH_PEER_ONLY"]
    for rows in PeerRowKind.allCases {
      for kind in Kind.allCases {
        let label = "peer: \(kind.name), \(rows.name)"
        if let only, !label.contains(only) { continue }
        measure(kind, rows: rows, label: label, samples: samples)
      }
    }
  }

  @MainActor private static func measure(_ kind: Kind, rows: PeerRowKind, label: String, samples: Int) {
    let model = PeerListModel()
    let host = ScreenHost(size: Size(width: 200, height: 50)) {
      PeerListScreen(model: model, rows: rows)
    }
    var encoder = FrameEncoder()
    _ = encoder.encode(host.render().canvas)
    let variants: [[FrameRow]]
    switch kind {
    case .viewToCells, .unchanged: variants = [model.rows]
    case .tenPercent: variants = [model.rows, model.rows.map { $0.ticked() }]
    case .fiveRows: variants = [model.rows, model.rows.map { (20..<25).contains($0.id) ? $0.renamed() : $0 }]
    }
    // The share of cells the change alters (what "10 %" means here).
    let first = host.render().canvas
    model.rows = variants[variants.count - 1]
    let second = host.render().canvas
    let changedCells = (0..<first.height).reduce(0) { count, y in
      count + (0..<first.width).filter { x in first[x, y] != second[x, y] }.count
    }
    model.rows = variants[0]
    _ = encoder.encode(host.render().canvas)

    var turn = 0
    let figures = CPUTime.percentiles(iterations: samples) {
      turn += 1
      model.rows = variants[turn % variants.count]
      host.invalidate()
      let frame = host.render()
      if kind != .viewToCells { _ = encoder.encode(frame.canvas) }
    }
    let peer = ratatui[kind] ?? .nan
    let ratio = figures.cpuMedian / peer
    Bench.report(
      "\(label) (\(changedCells) of 10,000 cells change), \(samples) frames",
      "\(String(format: "%.2f", ratio)) × ratatui (\(Bench.time(peer))): \(figures.text)", target: "≤ 1.0",
      met: ratio <= 1.0)
  }
}

extension FrameRow {
  /// The row with its name's case, its stops and its distance changed (about one cell in ten).
  func ticked() -> FrameRow {
    var row = self
    row.name = name.uppercased()
    row.stops = "\(id % 13 + 20) STOPS"
    row.distance = "\((id * 211 + 7) % 9000).2 km"
    return row
  }

  /// The row with its name edited.
  func renamed() -> FrameRow {
    var row = self
    row.name = "Edited — " + name
    return row
  }
}

/// The peer screen's model: 50 rows and a selection.
@MainActor
@Observable
final class PeerListModel {
  var selection: Int? = 10
  var rows: [FrameRow] = (0..<50).map { FrameRow(id: $0) }
}

/// How the peer screen's rows are made.
enum PeerRowKind: CaseIterable {
  /// A row holding a closure and drawn through one (`FrameRowThroughReader`): nothing on its way
  /// down can be compared, so it is built, laid out and drawn every frame.
  case rebuilt
  /// A row view holding a closure (`FrameRowWithAction`): the list compares the plain view its
  /// body makes.
  case action
  /// A plain-value row view (`FrameRowBody`), not `Equatable`: the list compares its bytes.
  case plain
  /// An `Equatable` row view (`FrameRowView`).
  case equatable

  var name: String {
    switch self {
    case .rebuilt: "rows rebuilt"
    case .action: "rows with an action"
    case .plain: "plain rows"
    case .equatable: "Equatable rows"
    }
  }
}

/// The bordered, titled list, its rows made as `rows` says.
struct PeerListScreen: View {
  let model: PeerListModel
  let rows: PeerRowKind

  var body: some View {
    let selection = Binding(get: { model.selection }, set: { model.selection = $0 })
    switch rows {
    case .rebuilt:
      List(model.rows, selection: selection) { row in
        FrameRowThroughReader(row: row) { [model] in model.selection = row.id }
      }
      .border(.rounded, title: "Trips")
    case .action:
      List(model.rows, selection: selection) { row in
        FrameRowWithAction(row: row) { [model] in model.selection = row.id }
      }
      .border(.rounded, title: "Trips")
    case .plain:
      List(model.rows, selection: selection) { row in FrameRowBody(row: row) }
        .border(.rounded, title: "Trips")
    case .equatable:
      List(model.rows, selection: selection) { row in FrameRowView(row: row) }
        .border(.rounded, title: "Trips")
    }
  }
}

/// A row with an action, as a row with a button has: the closure makes it a view no list can
/// compare, so its body is made every frame and compared (the drawing is `FrameRowBody`'s).
struct FrameRowWithAction: View {
  let row: FrameRow
  let action: @MainActor () -> Void

  var body: some View { FrameRowBody(row: row) }
}

/// A row with an action, drawn through a closure, as a row that reads its environment is: every
/// view on its way down holds a closure, so nothing can compare it and it is built every frame (the
/// drawing is `FrameRowBody`'s).
struct FrameRowThroughReader: View {
  let row: FrameRow
  let action: @MainActor () -> Void

  var body: some View {
    EnvironmentReader { _ in FrameRowBody(row: row) }
  }
}
