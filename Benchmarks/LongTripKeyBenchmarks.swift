import Foundation
import TextUI
import TripStore

/// Key → frame in a long trip: one key's bytes sent to the whole app (``KeySide``: the App's
/// `HeadlessSession` — AppSession, shell, screens, store — in this process), what it changes
/// settled, the frame rendered and diffed by the terminal's frame encoder, in a trip of 100,000
/// stops against the same in a trip of 50, at 120×40 (split view: the trip list beside the trip).
/// Each side is an app of its own on a store of its own holding its one trip.
///
/// The long and the short side take turns sample by sample, so both see the same machine. A figure
/// stops short of its samples when the long side has used ``budget`` seconds (the count is printed).
enum LongTripKeyBenchmarks {
  /// Stops in the long trip.
  static let longCount = 100_000
  /// Stops in the short trip.
  static let shortCount = 50
  /// Stops in the trip whose day plan is shown for the days figure: the most the trip screen plans
  /// (`TripDayPlan.stopLimit`; a longer trip's plan is `roadtrip itinerary`'s).
  static let planCount = 2_000
  /// The frame size.
  static let size = Size(width: 120, height: 40)
  /// Samples per figure and side: 2,001, or `ROADTRIP_BENCH_KEY_SAMPLES`. `ROADTRIP_BENCH_KEY_ONLY`
  /// runs only the figures whose action contains it (for a profile).
  static let samples = environmentInt("ROADTRIP_BENCH_KEY_SAMPLES") ?? 2_001
  /// Seconds the long side of one figure may take before the figure stops with fewer samples:
  /// 30, or `ROADTRIP_BENCH_KEY_BUDGET`.
  static let budget = Double(environmentInt("ROADTRIP_BENCH_KEY_BUDGET") ?? 30)

  /// Prints one line per figure, then the figures as a Markdown table.
  @MainActor static func run() {
    do {
      let folder = try TripWorkload.temporaryFolder("long-trip-keys")
      defer { try? FileManager.default.removeItem(atPath: folder) }
      var paths: [String] = []
      let stores = [
        (longCount, "Long Haul"), (shortCount, "Short Hop"), (planCount, "Plan Haul"),
        (shortCount, "Plan Hop"),
      ]
      for (index, (count, name)) in stores.enumerated() {
        let path = (folder as NSString).appendingPathComponent("keys-\(index)-\(count).sqlite")
        _ = try TripWorkload.store(at: path, trips: [try TripWorkload.longTrip(stops: count, name: name)])
        paths.append(path)
      }
      let rows = MainActorPump.run { () -> Result<[Row], any Error> in
        do {
          let longSide = try await KeySide(storePath: paths[0], stopCount: longCount)
          let shortSide = try await KeySide(storePath: paths[1], stopCount: shortCount)
          var rows = try await figures(longSide, shortSide)
          let planSide = try await KeySide(storePath: paths[2], stopCount: planCount)
          let shortPlanSide = try await KeySide(storePath: paths[3], stopCount: shortCount)
          rows += try await dayPlanFigures(planSide, shortPlanSide)
          return .success(rows)
        } catch {
          return .failure(error)
        }
      }
      try printTable(rows.get())
    } catch {
      print("long-trip-keys: benchmark failed: \(error)")
    }
  }

  // MARK: - Figures

  /// One figure: the action, both sides' samples.
  struct Row {
    let action: String
    /// Stops in the long side's trip.
    var longStops = longCount
    let long: [Double]
    let short: [Double]
    let load: String

    var ratio: Double { Bench.percentile(long, 0.5) / Bench.percentile(short, 0.5) }
    var met: Bool { ratio <= 2 }
  }

  @MainActor private static func figures(_ long: KeySide, _ short: KeySide) async throws -> [Row] {
    var rows: [Row] = []
    let only = ProcessInfo.processInfo.environment["ROADTRIP_BENCH_KEY_ONLY"]
    func figure(_ action: String, _ body: (KeySide) async throws -> Double) async throws {
      if let only, !action.contains(only) { return }
      let row = try await interleaved(action, long, short, body)
      report(row)
      rows.append(row)
    }
    try await figure("↓ in the stops list") { try await $0.key(.down, then: .up) }
    try await figure("↑ in the stops list") { try await $0.key(.up, then: .down) }
    try await figure("End in the stops list (the middle stop selected again, untimed)") {
      try await $0.key(.end, then: nil, reselecting: true)
    }
    try await figure("K move up (undone, untimed)") { try await $0.key(.character("K")) }
    try await figure("J move down (undone, untimed)") { try await $0.key(.character("J")) }
    try await figure("u undo of K (K untimed)") { try await $0.undoOrRedo(undo: true, of: [.character("K")]) }
    try await figure("U redo of K (K, u before and u after untimed)") {
      try await $0.undoOrRedo(undo: false, of: [.character("K")])
    }
    try await figure("Move to… five places later: Enter (M and the position untimed; undone, untimed)") {
      try await $0.moveTo()
    }
    try await figure("y: delete the middle stop (d untimed; undone, untimed)") {
      try await $0.key(.character("y"), after: [.character("d")])
    }
    try await figure("u undo of a delete (d, y untimed)") {
      try await $0.undoOrRedo(undo: true, of: [.character("d"), .character("y")])
    }
    try await figure("U redo of a delete (d, y, u before and u after untimed)") {
      try await $0.undoOrRedo(undo: false, of: [.character("d"), .character("y")])
    }
    try await figure("Enter: open the stop editor on the middle stop to its first frame") {
      try await $0.openEditor()
    }
    try await figure("a keystroke in the stop editor's Name (x, then ⌫)") {
      try await $0.typeInEditor(field: "Name", text: "Stop \($0.middleRow)")
    }
    try await figure("a keystroke in the stop editor's Note (x, then ⌫)") {
      try await $0.typeInEditor(field: "Note", text: "")
    }
    try await figure("a keystroke in the stop editor's Search until its results are shown (Kyot + o, then ⌫)")
    {
      try await $0.typeInEditor(field: "Search", text: "Kyot", character: "o")
    }
    return rows
  }

  /// ↓ and ↑ with the days shown (`P`, untimed): the marked day follows the selection, in a trip of
  /// ``planCount`` stops against ``shortCount``.
  @MainActor private static func dayPlanFigures(_ long: KeySide, _ short: KeySide) async throws -> [Row] {
    let only = ProcessInfo.processInfo.environment["ROADTRIP_BENCH_KEY_ONLY"]
    await long.untimed([.character("P")])
    await short.untimed([.character("P")])
    try await long.waitForDays()
    try await short.waitForDays()
    var rows: [Row] = []
    for (action, key, back) in [
      ("↓ in the stops list with the days shown (P)", TerminalKey.down, TerminalKey.up),
      ("↑ in the stops list with the days shown (P)", .up, .down),
    ] {
      if let only, !action.contains(only) { continue }
      var row = try await interleaved(action, long, short) { try await $0.key(key, then: back) }
      row.longStops = planCount
      report(row)
      rows.append(row)
    }
    return rows
  }

  /// Samples of `body` on `long` and `short` in turn (a few untimed first).
  @MainActor private static func interleaved(
    _ action: String, _ long: KeySide, _ short: KeySide, _ body: (KeySide) async throws -> Double
  ) async throws -> Row {
    for _ in 0..<3 {
      _ = try await body(long)
      _ = try await body(short)
    }
    var longSamples: [Double] = []
    var shortSamples: [Double] = []
    var spent = 0.0
    while longSamples.count < samples, spent < budget {
      let sample = try await body(long)
      spent += sample
      longSamples.append(sample)
      shortSamples.append(try await body(short))
    }
    return Row(action: action, long: longSamples, short: shortSamples, load: loadAverage())
  }

  private static func report(_ row: Row) {
    let text = String(
      format: "%.2f (median %@ vs %@; p99 %@ vs %@; %d samples each; load %@)", row.ratio,
      Bench.time(Bench.percentile(row.long, 0.5)), Bench.time(Bench.percentile(row.short, 0.5)),
      Bench.time(Bench.percentile(row.long, 0.99)), Bench.time(Bench.percentile(row.short, 0.99)),
      row.long.count, row.load)
    Bench.report(
      "long-trip-keys: \(row.action), \(row.longStops) ÷ \(shortCount) stops, the whole app",
      text, target: "≤ 2", met: row.met)
  }

  private static func printTable(_ rows: [Row]) {
    let header = "| action (the whole app, key bytes → frame bytes; 120×40) | long trip | 50 stops"
    print(header + " | ratio | target | |")
    print("|---|---|---|---|---|---|")
    for row in rows {
      let side = { (samples: [Double]) in
        "\(Bench.time(Bench.percentile(samples, 0.5))) (p99 \(Bench.time(Bench.percentile(samples, 0.99))))"
      }
      print(
        "| \(row.action) [\(row.long.count) samples, load \(row.load)] | \(row.longStops) stops: \(side(row.long)) | \(side(row.short)) | "
          + String(format: "%.2f", row.ratio) + " | ≤ 2 | \(row.met ? "ok" : "MISSED") |")
    }
  }

  /// The 1-minute load average.
  static func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
    return String(text.split(separator: " ").first ?? "?")
  }

  private static func environmentInt(_ name: String) -> Int? {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.map { max(1, $0) }
  }
}
