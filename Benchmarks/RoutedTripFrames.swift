import App
import Foundation
import Geo

/// Whether the figures a route brings stay cheap to show: a 25-stop Helsinki trip opened in the
/// whole app with the router configured (``HeadlessSession`` with `--router`, 120×40, a fresh store
/// each round so every leg is asked for), each frame presented as its answers arrive — as the
/// full-screen run loop presents a change that comes from elsewhere — and the main thread's CPU
/// time of every frame taken: from the end of the frame before (or the link's opening) to the end
/// of this one, so applying the answers to the screen counts with the drawing.
enum RoutedTripFrames {
  /// Rounds, each a fresh store and app (`ROADTRIP_BENCH_ROUTED_ROUNDS`).
  static let rounds =
    ProcessInfo.processInfo.environment["ROADTRIP_BENCH_ROUTED_ROUNDS"].flatMap(Int.init) ?? 201

  /// One frame of a round: the main thread's CPU seconds for it, and for its render and diff alone.
  private struct Frame {
    let cpu: Double
    let render: Double
  }

  /// Prints the figures: the frames that show arriving figures (every frame after the first), and
  /// the first frame (the trip opened) for reference.
  @MainActor static func run(_ stops: [Coordinate], url: String) {
    var first: [Frame] = []
    var arriving: [Frame] = []
    var unrouted = 0
    for round in 0..<rounds {
      guard let frames = open(stops, url: url) else {
        unrouted += 1
        continue
      }
      guard round > 0, let head = frames.first else { continue }  // the first round warms up
      first.append(head)
      arriving += frames.dropFirst()
    }
    guard !first.isEmpty, !arriving.isEmpty else {
      print("routing: benchmark failed: no round showed the trip's roads (\(unrouted) rounds unrouted)")
      return
    }
    let worst = arriving.map(\.cpu).max() ?? .nan
    let cpu = arriving.map(\.cpu)
    let render = arriving.map(\.render)
    Bench.report(
      "routing: a routed 25-stop trip's figures shown as they arrive, main thread CPU per frame "
        + "(\(arriving.count) frames in \(first.count) rounds, \(unrouted) rounds unrouted; the whole app, 120×40)",
      "max \(Bench.time(worst)), p99 \(Bench.time(Bench.percentile(cpu, 0.99))), "
        + "median \(Bench.time(Bench.percentile(cpu, 0.5))); render and diff alone: max "
        + "\(Bench.time(render.max() ?? .nan)), median \(Bench.time(Bench.percentile(render, 0.5)))",
      target: "no frame over 2 ms", met: worst <= 0.002)
    Bench.reference(
      "routing: the same trip's first frame (the link opened: the screen built, the store read, the requests sent)",
      "main thread CPU median \(Bench.time(Bench.percentile(first.map(\.cpu), 0.5))), max "
        + "\(Bench.time(first.map(\.cpu).max() ?? .nan))")
  }

  /// Opens the trip in a fresh store with the router configured, presenting every change; the
  /// frames presented until its roads were drawn, nil when they were not.
  @MainActor private static func open(_ stops: [Coordinate], url: String) -> [Frame]? {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "roadtrip-bench-routed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      let app = try RoutedTrip.session(stops, url: url, in: folder)
      var frames: [Frame] = []
      var since = CPUTime.threadSeconds()
      app.presentChanges { draw in
        let start = CPUTime.threadSeconds()
        guard draw() > 0 else { return }
        let end = CPUTime.threadSeconds()
        frames.append(Frame(cpu: end - since, render: end - start))
        since = CPUTime.threadSeconds()
      }
      let opened: Bool = MainActorPump.run {
        (try? await app.open(link: "roadtrip://trips/1")) != nil
      }
      app.presentChanges(nil)
      guard opened, app.plainFrame.contains("by road") else { return nil }
      return frames
    } catch {
      return nil
    }
  }
}
