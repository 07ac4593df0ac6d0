import Foundation
import Navigation
import Routes
import TextUI
import TripDetail
import TripModels
import TripStore

/// Whether an edit in a long trip costs what it changes: rename, move and delete in a trip of
/// 100,000 stops against the same in a trip of 10, committed through the store; and what the trip
/// detail screen costs on such a trip (opening it, and one edit seen on screen).
enum StopEditBenchmarks {
  /// Stops in the long trip.
  static let longCount = 100_000
  /// Stops in the short trip.
  static let shortCount = 10
  /// Samples per edit kind.
  static let samples = 2_001
  /// Opens of each trip's screen: 5, or `ROADTRIP_BENCH_OPEN_ROUNDS` (more for a profile).
  static let openRounds =
    ProcessInfo.processInfo.environment["ROADTRIP_BENCH_OPEN_ROUNDS"].flatMap { Int($0) }
    .map { max(1, $0) } ?? 5

  /// Prints one line per figure. With `ROADTRIP_BENCH_OPEN_ONLY=1` only the screen's figures run (the
  /// store edits take most of the area's time).
  @MainActor static func run() {
    do {
      let folder = try TripWorkload.temporaryFolder("edits")
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let long = try TripWorkload.longTrip(stops: longCount)
      let short = try TripWorkload.longTrip(stops: shortCount, name: "Short Hop")
      let store = try TripWorkload.store(
        at: (folder as NSString).appendingPathComponent("edits.sqlite"), trips: [long, short])
      if ProcessInfo.processInfo.environment["ROADTRIP_BENCH_OPEN_ONLY"] != "1" {
        try edits(store, long: long, short: short)
      }
      try screen(store, long: long, short: short)
    } catch {
      print("edits: benchmark failed: \(error)")
    }
  }

  // MARK: - Store edits

  @MainActor private static func edits(_ store: SQLiteTripStore, long: Trip, short: Trip) throws {
    for kind in ["rename", "move a stop", "delete a stop"] {
      let longTime = try median(kind, store, long)
      let shortTime = try median(kind, store, short)
      let ratio = longTime.median / shortTime.median
      Bench.report(
        "edits: \(kind) committed, \(longCount) ÷ \(shortCount) stops",
        String(
          format: "%.2f (median %@ vs %@; p99 %@ vs %@)", ratio, Bench.time(longTime.median),
          Bench.time(shortTime.median), Bench.time(longTime.p99), Bench.time(shortTime.p99)),
        target: "≤ 3", met: ratio <= 3)
    }
  }

  /// One kind of edit, repeated on stops in the middle of the trip. A deleted stop is added back
  /// (at the end, untimed) so the trip keeps its length.
  @MainActor private static func median(
    _ kind: String, _ store: SQLiteTripStore, _ trip: Trip
  ) throws -> (median: Double, p99: Double) {
    var times: [Double] = []
    var stops = trip.stops.map(\.id)  // the trip's stops as stored, kept in step
    var direction = 1
    for index in 0..<samples {
      let middle = stops[stops.count / 2]
      let start = ContinuousClock.now
      switch kind {
      case "rename": try store.renameTrip(trip.id, to: "\(trip.name) \(index)")
      case "move a stop":
        try store.moveStop(middle, in: trip.id, by: direction)
        stops.swapAt(stops.count / 2, stops.count / 2 + direction)
        direction = -direction
      default: try store.removeStop(middle, from: trip.id)
      }
      times.append((ContinuousClock.now - start).seconds)
      if kind == "delete a stop" {
        stops.remove(at: stops.count / 2)
        let added = try store.addStop(
          to: trip.id, name: "Again \(index)",
          coordinate: trip.stops[index % trip.stops.count].coordinate)
        stops.append(added.id)
      }
    }
    return (Bench.percentile(times, 0.5), Bench.percentile(times, 0.99))
  }

  // MARK: - The screen

  /// Opening the long trip's detail screen to its first frame, and one rename seen on screen,
  /// against the same for the short trip. Each as wall time (what the targets are checked against)
  /// beside this thread's CPU time, which leaves out waiting for a core on a loaded machine.
  @MainActor private static func screen(_ store: SQLiteTripStore, long: Trip, short: Trip) throws {
    let longScreen = try screenTimes(store, long)
    let shortScreen = try screenTimes(store, short)
    Bench.report(
      "edits: open a trip of \(longCount) stops to its first 200×50 frame",
      "median \(Bench.time(longScreen.open)) (CPU \(Bench.time(longScreen.openCPU)); building the screen "
        + "\(Bench.time(longScreen.build)) (CPU \(Bench.time(longScreen.buildCPU))), its first frame \(Bench.time(longScreen.open - longScreen.build)); "
        + "\(openRounds) opens; \(shortCount) stops: \(Bench.time(shortScreen.open))); the first open, with no "
        + "outline kept (read from the stop rows, then kept): \(Bench.time(longScreen.first))",
      target: "≤ 150 ms", met: longScreen.open <= 0.15)
    let ratio = longScreen.rename / shortScreen.rename
    Bench.report(
      "edits: rename → new frame of the detail screen, \(longCount) ÷ \(shortCount) stops",
      String(
        format: "%.1f (median %@ vs %@, CPU %@ vs %@, 5 renames each)", ratio, Bench.time(longScreen.rename),
        Bench.time(shortScreen.rename), Bench.time(longScreen.renameCPU), Bench.time(shortScreen.renameCPU)),
      target: "≤ 3", met: ratio <= 3)
  }

  /// Medians of ``openRounds`` rounds: opening the screen to its first frame (and of that, building the screen),
  /// then a rename committed and its frame drawn; wall and CPU time. The first open (`first`, wall)
  /// finds no outline kept for a long trip: it reads the stop rows and keeps them as runs, which the
  /// others read.
  @MainActor private static func screenTimes(
    _ store: SQLiteTripStore, _ trip: Trip
  ) throws -> (
    open: Double, openCPU: Double, build: Double, buildCPU: Double, rename: Double, renameCPU: Double,
    first: Double
  ) {
    var open: [Double] = []
    var openCPU: [Double] = []
    var build: [Double] = []
    var buildCPU: [Double] = []
    var rename: [Double] = []
    var renameCPU: [Double] = []
    for round in 0..<openRounds {
      let start = ContinuousClock.now
      let cpuStart = CPUTime.threadSeconds()
      let stack = NavigationStack<Route>(root: .trips, path: [.trip(trip.id)])
      let screen = TripDetailModule.build(
        tripID: trip.id, repository: store, stack: stack, units: .kilometers, report: { _ in })
      build.append((ContinuousClock.now - start).seconds)
      buildCPU.append(CPUTime.threadSeconds() - cpuStart)
      let host = ScreenHost(size: Size(width: 200, height: 50)) { screen.content }
      _ = ANSIRenderer.render(host.render().canvas)
      openCPU.append(CPUTime.threadSeconds() - cpuStart)
      open.append((ContinuousClock.now - start).seconds)
      let edit = ContinuousClock.now
      let editCPU = CPUTime.threadSeconds()
      try store.renameTrip(trip.id, to: "\(trip.name) \(round)")
      if let frame = host.renderIfNeeded() { _ = ANSIRenderer.render(frame.canvas) }
      renameCPU.append(CPUTime.threadSeconds() - editCPU)
      rename.append((ContinuousClock.now - edit).seconds)
      withExtendedLifetime(screen.owner) {}
    }
    let median = { (samples: [Double]) in Bench.percentile(samples, 0.5) }
    return (
      median(open), median(openCPU), median(build), median(buildCPU), median(rename), median(renameCPU),
      open.first ?? .nan
    )
  }
}
