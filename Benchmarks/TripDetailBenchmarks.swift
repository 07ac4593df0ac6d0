import Foundation
import Geo
import Navigation
import Platform
import Routes
import Terminal
import TextUI
import TripDetail
import TripModels
import TripStore

/// Trip detail figures: a full frame of a 200-stop trip at 200×50, map included, against its floor
/// (the same glyphs put straight into a canvas and encoded), measured in the same run.
enum TripDetailBenchmarks {
  /// Stops on the benchmarked trip.
  static let stopCount = 200
  /// Frames per percentile figure (≥ 2,000 for a p99).
  static let frames = 2_001

  /// Prints one line per figure.
  @MainActor static func run() {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "roadtrip-bench-tripdetail-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let store = try SQLiteTripStore(path: (folder as NSString).appendingPathComponent("detail.sqlite"))
      let trip = try longTrip(stops: stopCount)
      try store.importTrips([trip])
      let stack = NavigationStack<Route>(root: .trips, path: [.trip(trip.id)])
      let screen = TripDetailModule.build(
        tripID: trip.id, repository: store, stack: stack, units: .kilometers, report: { _ in })
      let host = ScreenHost(size: Size(width: 200, height: 50)) { screen.content }

      let reference = host.render().canvas
      let mapShown = host.plainText.contains("╭ Map")
      // The floor: every glyph of the same frame put into a blank canvas, then encoded alike.
      let glyphs = (0..<reference.height).flatMap { y in
        (0..<reference.width).compactMap { x in
          let cell = reference[x, y]
          return cell.width == 0 ? nil : (x, y, cell.character, cell.style)
        }
      }
      // The same screen at 80×24: the bigger frame may cost at most 3 times the small one (it has
      // 5.2 times the cells), so its cost must not grow with the map's area alone.
      let smallScreen = TripDetailModule.build(
        tripID: trip.id, repository: store, stack: stack, units: .kilometers, report: { _ in })
      let smallHost = ScreenHost(size: Size(width: 80, height: 24)) { smallScreen.content }
      smallHost.render()
      let smallMapShown = smallHost.plainText.contains("╭ Map")

      // The three take turns frame by frame, so the ratios between them compare frames drawn
      // under the same conditions (this machine's speed drifts by a third over seconds).
      var bytes = 0
      let figures = CPUTime.roundRobin(
        iterations: frames,
        [
          {
            host.invalidate()
            bytes = ANSIRenderer.render(host.render().canvas).utf8.count
          },
          {
            var canvas = Canvas(width: 200, height: 50)
            for (x, y, character, style) in glyphs { canvas.put(character, x: x, y: y, style: style) }
            _ = ANSIRenderer.render(canvas)
          },
          {
            smallHost.invalidate()
            _ = ANSIRenderer.render(smallHost.render().canvas)
          },
        ])
      let (unchanged, floor, small) = (figures[0], figures[1], figures[2])
      Bench.report(
        "tripdetail.frame \(stopCount) stops 200x50 \(mapShown ? "incl. map" : "MAP NOT SHOWN") "
          + "(body+layout+draw+ANSI, \(bytes) B, \(frames) frames)", unchanged.text, target: "CPU p99 ≤ 2 ms",
        met: unchanged.p99 <= 0.002)
      let ratio = unchanged.cpuMedian / floor.cpuMedian
      Bench.report(
        "tripdetail.frame 200x50 ÷ the same glyphs into a canvas + ANSI (CPU medians)",
        String(format: "%.2f (floor: %@)", ratio, floor.text), target: "≤ 3", met: ratio <= 3)
      let sizeRatio = unchanged.cpuMedian / small.cpuMedian
      Bench.report(
        "tripdetail.frame with the map 200x50 ÷ 80x24 \(smallMapShown ? "(map shown at both)" : "(MAP NOT SHOWN at 80x24)") "
          + "(CPU medians)",
        String(format: "%.2f (80x24: %@)", sizeRatio, small.text), target: "≤ 3",
        met: sizeRatio <= 3 && mapShown && smallMapShown)

      // A key on the terminal's path, as the run loop does it: the key, the render it makes
      // necessary, and the encoder's diff against the frame on screen.
      var encoder = FrameEncoder()
      _ = encoder.encode(host.render().canvas)
      var down = true
      let moving = try CPUTime.percentiles(iterations: frames) {
        down.toggle()
        try host.send(down ? .down : .up)
        if let frame = host.renderIfNeeded() { _ = encoder.encode(frame.canvas) }
      }
      Bench.report(
        "tripdetail.frame after a selection move, key + render + terminal diff (\(stopCount) stops, 200x50, "
          + "\(frames) frames)",
        moving.text, target: "CPU p99 ≤ 2 ms", met: moving.p99 <= 0.002)
    } catch {
      print("tripdetail: benchmark failed: \(error)")
    }
  }

  /// A trip of `count` stops winding north-east from California.
  private static func longTrip(stops count: Int) throws -> Trip {
    let stops = try (0..<count).map { (index: Int) throws -> Stop in
      let step = Double(index)
      let latitude: Double = 30 + Double(index % 20) * 0.5 + step * 0.05
      let longitude: Double = -120 + step * 0.2
      return try Stop(
        name: "Stop \(index + 1)", coordinate: Coordinate(latitude: latitude, longitude: longitude))
    }
    return try Trip(name: "Long Haul", stops: stops)
  }
}

/// Wall-clock and this thread's CPU time per run. The CPU time leaves out the time the thread waits
/// for a core, so it stays meaningful on a loaded machine; the wall time is printed beside it.
enum CPUTime {
  /// Percentiles of one measurement, in seconds.
  struct Figures {
    let wallMedian: Double
    let wallP99: Double
    let cpuMedian: Double
    /// The CPU-time p99 (what the targets are checked against).
    let p99: Double

    /// "CPU median …, p99 …; wall median …, p99 …".
    var text: String {
      "CPU median \(Bench.time(cpuMedian)), p99 \(Bench.time(p99)); wall median \(Bench.time(wallMedian)), "
        + "p99 \(Bench.time(wallP99))"
    }
  }

  /// Runs `body` `iterations` times after `warmup` runs.
  static func percentiles(iterations: Int, warmup: Int = 20, _ body: () throws -> Void) rethrows -> Figures {
    for _ in 0..<warmup { try body() }
    var wall: [Double] = []
    var cpu: [Double] = []
    wall.reserveCapacity(iterations)
    cpu.reserveCapacity(iterations)
    for _ in 0..<iterations {
      let start = ContinuousClock.now
      let cpuStart = threadSeconds()
      try body()
      cpu.append(threadSeconds() - cpuStart)
      wall.append((ContinuousClock.now - start).seconds)
    }
    return Figures(
      wallMedian: Bench.percentile(wall, 0.5), wallP99: Bench.percentile(wall, 0.99),
      cpuMedian: Bench.percentile(cpu, 0.5), p99: Bench.percentile(cpu, 0.99))
  }

  /// Runs each of `runs` in turn, `iterations` rounds after `warmup` rounds, and returns the
  /// figures of each (in the order given).
  static func roundRobin(iterations: Int, warmup: Int = 20, _ runs: [() -> Void]) -> [Figures] {
    var wall = Array(repeating: [Double](), count: runs.count)
    var cpu = Array(repeating: [Double](), count: runs.count)
    for round in 0..<(warmup + iterations) {
      for (index, run) in runs.enumerated() {
        let start = ContinuousClock.now
        let cpuStart = threadSeconds()
        run()
        guard round >= warmup else { continue }
        cpu[index].append(threadSeconds() - cpuStart)
        wall[index].append((ContinuousClock.now - start).seconds)
      }
    }
    return zip(wall, cpu).map { wall, cpu in
      Figures(
        wallMedian: Bench.percentile(wall, 0.5), wallP99: Bench.percentile(wall, 0.99),
        cpuMedian: Bench.percentile(cpu, 0.5), p99: Bench.percentile(cpu, 0.99))
    }
  }

  /// This thread's CPU time in seconds.
  static func threadSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  /// The CPU seconds every thread of this process has used so far.
  static func processSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }
}
