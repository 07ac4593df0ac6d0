import App
import Foundation
import Geo
import Routing
import Synchronization
import ValhallaRouting

/// Road routing figures against a real Valhalla (`ROADTRIP_VALHALLA_URL`, as the tests; start one
/// with `scripts/valhalla-test-server start`):
/// - the app's time to route a 25-stop Helsinki trip (``ValhallaRouter``: the request bodies, two
///   requests in flight, the answers decoded, shapes included) ÷ the same two request bodies POSTed
///   directly through libcurl (``CurlHTTPClient``), both in flight, the bytes not read further;
/// - key → frame through the whole app (``HeadlessSession`` with the router configured, on the
///   trip: a selection move's bytes in, its frame's bytes out, wall clock) while two requests are
///   always in flight ÷ the same while idle: with keys at a person's pace
///   (one every 20 ms, the thread waiting between them), and back to back as a saturation figure.
enum RoutingBenchmarks {
  /// Routes per side of the routing ratio (taking turns).
  static let routes = 201
  /// Frames per latency figure (≥ 2,000 for a p99).
  static let frames = 2_001
  /// `ROADTRIP_BENCH_ROUTING_ONLY=<part of a figure's name>` runs the figures whose name has it.
  static let only = ProcessInfo.processInfo.environment["ROADTRIP_BENCH_ROUTING_ONLY"]
  /// Alternating idle and busy blocks per latency figure (`ROADTRIP_BENCH_ROUTING_BLOCKS`): about
  /// half a second each at a person's pace. Other work on the machine comes in bursts of seconds;
  /// with blocks this short a burst falls on both sides instead of deciding one side's p99.
  static let blocks =
    ProcessInfo.processInfo.environment["ROADTRIP_BENCH_ROUTING_BLOCKS"].flatMap(Int.init) ?? 80
  /// Keys per side of a latency figure (`ROADTRIP_BENCH_ROUTING_KEYS`; at least 2,001).
  static let keys = max(
    frames, ProcessInfo.processInfo.environment["ROADTRIP_BENCH_ROUTING_KEYS"].flatMap(Int.init) ?? frames)

  /// Prints one line per figure.
  @MainActor static func run() {
    guard let url = ProcessInfo.processInfo.environment["ROADTRIP_VALHALLA_URL"], !url.isEmpty else {
      print("routing: skipped — set ROADTRIP_VALHALLA_URL (scripts/valhalla-test-server start prints it)")
      return
    }
    guard let stops = routableStops(25, url: url) else {
      print("routing: benchmark failed: fewer than 25 routable stops at \(url)")
      return
    }
    if only.map({ "trip 25 stops".contains($0) }) ?? true { routeRatio(stops, url: url) }
    if only.map({ "client CPU per route".contains($0) }) ?? true { clientCost(stops, url: url) }
    if only.map({ "a routed 25-stop trip's figures shown as they arrive".contains($0) }) ?? true {
      RoutedTripFrames.run(stops, url: url)
    }
    keyLatency(stops, url: url)
  }

  // MARK: - The app's routing ÷ the same requests made directly

  @MainActor private static func routeRatio(_ stops: [Coordinate], url: String) {
    let recorder = RecordingHTTP()
    let router = ValhallaRouter(url: url, http: recorder)
    guard awaitResult({ try await router.route(stops, options: RoutingOptions()) })?.count == 24 else {
      print("routing: benchmark failed: the trip was not routed")
      return
    }
    let bodies = recorder.bodies
    let endpoint = url.hasSuffix("/") ? url + "route" : url + "/route"
    let plain = ValhallaRouter(url: url)
    let curl = CurlHTTPClient()
    var app: [Double] = []
    var direct: [Double] = []
    for index in 0..<(routes + 5) {
      let appTime = timed { _ = try await plain.route(stops, options: RoutingOptions()) }
      let directTime = timed {
        try await withThrowingTaskGroup(of: Int.self) { group in
          for body in bodies {
            group.addTask {
              guard
                case .answered(200, let bytes) = await curl.post(
                  url: endpoint, body: body, timeout: .seconds(10), maximumBytes: 8 << 20)
              else { throw BenchFailure() }
              return bytes.count
            }
          }
          for try await _ in group {}
        }
      }
      guard index >= 5 else { continue }  // warm-up
      app.append(appTime)
      direct.append(directTime)
    }
    let (appMedian, directMedian) = (Bench.percentile(app, 0.5), Bench.percentile(direct, 0.5))
    let ratio = appMedian / directMedian
    Bench.report(
      "routing.trip 25 stops, \(bodies.count) requests: the app (ValhallaRouter) \(Bench.time(appMedian)) "
        + "÷ the same requests through libcurl directly \(Bench.time(directMedian)) (medians of \(routes))",
      String(format: "%.3f", ratio), target: "≤ 1.3", met: ratio <= 1.3)
  }

  // MARK: - What the client's own work costs a core

  /// The CPU time the client spends on one route of the trip (the request bodies written, the
  /// answers read, their shapes decoded and checked), the answers being the server's real ones
  /// replayed at once: what routing costs the machine beside the transfers (a layer figure).
  @MainActor private static func clientCost(_ stops: [Coordinate], url: String) {
    let recorder = RecordingHTTP()
    let recording = ValhallaRouter(url: url, http: recorder)
    let live = ValhallaRouter(url: url)
    guard awaitResult({ try await recording.route(stops, options: RoutingOptions()) })?.count == 24 else {
      print("routing: benchmark failed: the trip was not routed")
      return
    }
    let replayed = ValhallaRouter(url: url, http: ReplayHTTP(answers: recorder.answers))
    // The process's CPU time while this thread waits: the route's own work on other threads.
    func cpuPerRoute(_ router: ValhallaRouter) -> [Double] {
      var samples: [Double] = []
      for index in 0..<(frames + 20) {
        let start = CPUTime.processSeconds()
        _ = awaitResult { try await router.route(stops, options: RoutingOptions()) }
        if index >= 20 { samples.append(CPUTime.processSeconds() - start) }
      }
      return samples
    }
    for (name, router) in [("answers replayed at once", replayed), ("through libcurl", live)] {
      let samples = cpuPerRoute(router)
      Bench.reference(
        "routing.client CPU per route of the 25-stop trip (every thread of the app), \(name) (the client's "
          + "layer alone: requests written and sent, answers read and checked; \(frames) routes): median "
          + Bench.time(Bench.percentile(samples, 0.5)) + ", p99",
        Bench.time(Bench.percentile(samples, 0.99)))
    }
  }

  // MARK: - Key → frame while requests are in flight

  @MainActor private static func keyLatency(_ stops: [Coordinate], url: String) {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "roadtrip-bench-routing-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      // The whole app as `roadtrip --store PATH --router URL` builds it, on the trip: its own
      // routing done before the figures (the roads are drawn), the Stops list focused.
      let app = try RoutedTrip.session(stops, url: url, in: folder)
      let opened: String? = MainActorPump.run {
        do {
          try await app.open(link: "roadtrip://trips/1")
          try await app.run("select 1")
          return nil
        } catch {
          return "\(error)"
        }
      }
      if let opened {
        print("routing: benchmark failed: \(opened)")
        return
      }
      guard app.plainFrame.contains("by road") else {
        print("routing: benchmark failed: the trip's roads were not drawn:\n\(app.plainFrame)")
        return
      }
      var down = true
      /// One key: its bytes to the app, the selection moved, the frame rendered and diffed. Returns
      /// the wall-clock seconds from `arrival` (the instant the key came) to the frame's bytes, and
      /// the main thread's CPU seconds for it.
      func frame(arrival: ContinuousClock.Instant) async -> (wall: Double, cpu: Double) {
        let cpuStart = CPUTime.threadSeconds()
        down.toggle()
        await app.send((down ? TerminalKey.down : .up).bytes)
        return ((ContinuousClock.now - arrival).seconds, CPUTime.threadSeconds() - cpuStart)
      }
      MainActorPump.run {
        for _ in 0..<20 { _ = await frame(arrival: .now) }  // warm-up
        // What a person waits on: keys at their pace while the trip's requests wait on a router
        // 30 ms away; then two stress figures with the router on this machine answering at once.
        let router = ValhallaRouter(url: url)
        let distant = ValhallaRouter(url: url, http: DistantHTTP(latency: .milliseconds(30)))
        await measure(.person, "router 30 ms away", stops: stops, router: distant, frame: frame)
        await measure(.person, "router on this machine (stress)", stops: stops, router: router, frame: frame)
        await measure(
          .backToBack, "router on this machine (stress)", stops: stops, router: router, frame: frame)
      }
    } catch {
      print("routing: benchmark failed: \(error)")
    }
  }

  /// How keys come during a latency figure.
  private enum Pace {
    /// One key every 20 ms (50 keys a second: faster than a held arrow key repeats), the thread
    /// waiting between them as the app waits for input; each key's time counts from the instant
    /// it was due, so a late wake-up counts against it. What a person at the keyboard waits on.
    case person
    /// Keys back to back, the thread never waiting: a saturation figure, not a person's.
    case backToBack

    static let interval = Duration.milliseconds(20)
  }

  /// Key → frame idle and while two requests are in flight, taking turns in blocks so both see the
  /// machine as it is at the time (other work on it drifts over seconds).
  @MainActor private static func measure(
    _ pace: Pace, _ where: String, stops: [Coordinate], router: ValhallaRouter,
    frame: (ContinuousClock.Instant) async -> (wall: Double, cpu: Double)
  ) async {
    var idle: (wall: [Double], cpu: [Double]) = ([], [])
    var busy: (wall: [Double], cpu: [Double]) = ([], [])
    let pacing = pace == .person ? "keys every 20 ms" : "keys back to back (saturation, not a person's pace)"
    let name = "\(pacing), \(`where`) (\(ServerPriority.described))"
    if let only, !name.contains(only) { return }
    var answered = 0
    // Each block's wall times, idle and busy, for the ratio's interval.
    var idleBlocks: [[Double]] = []
    var busyBlocks: [[Double]] = []
    func block(into samples: inout (wall: [Double], cpu: [Double])) async -> [Double] {
      let start = samples.wall.count
      var due = ContinuousClock.now
      for _ in 0..<(Self.keys / blocks + 1) {
        if pace == .person {
          due = due.advanced(by: Pace.interval)
          let wait = (due - ContinuousClock.now).seconds
          // The main thread blocked until the key is due, as the app's waits in poll for input.
          if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
        } else {
          due = .now
        }
        let sample = await frame(due)
        samples.wall.append(sample.wall)
        samples.cpu.append(sample.cpu)
      }
      return Array(samples.wall[start...])
    }
    for _ in 0..<blocks {
      idleBlocks.append(await block(into: &idle))
      // Two loops keep a request each in flight, routing a run of the trip again and again.
      let load = Load(router: router, runs: [Array(stops.prefix(20)), Array(stops.suffix(6))])
      busyBlocks.append(await block(into: &busy))
      answered += load.stop()
    }
    let (idleP99, busyP99) = (Bench.percentile(idle.wall, 0.99), Bench.percentile(busy.wall, 0.99))
    let ratio = busyP99 / idleP99
    let interval = PairedBlockBootstrap.p99RatioInterval(numerator: busyBlocks, denominator: idleBlocks)
    Bench.report(
      "routing.key → frame p99, \(name), the whole app on a 25-stop trip at 120x40, 2 requests in flight "
        + "(\(answered) answered meanwhile) \(Bench.time(busyP99)) ÷ idle \(Bench.time(idleP99)) "
        + "(\(busy.wall.count) frames each, in \(blocks) alternating blocks; medians "
        + "\(Bench.time(Bench.percentile(busy.wall, 0.5))) / \(Bench.time(Bench.percentile(idle.wall, 0.5))); "
        + "the ratio's 95 % interval with the block pairs resampled "
        + String(format: "%.3f–%.3f", interval.lowerBound, interval.upperBound) + ")",
      String(format: "%.3f", ratio), target: "≤ 1.10", met: ratio <= 1.10)
    // The main thread's own CPU time per key (what the app does, without waiting for a core that
    // the server, the requests or other programs hold).
    let (idleCPU, busyCPU) = (Bench.percentile(idle.cpu, 0.99), Bench.percentile(busy.cpu, 0.99))
    Bench.report(
      "routing.key → frame CPU p99 (this thread), \(name), 2 requests in flight \(Bench.time(busyCPU)) "
        + "÷ idle \(Bench.time(idleCPU))",
      String(format: "%.3f", busyCPU / idleCPU), target: "≤ 1.10", met: busyCPU / idleCPU <= 1.10)
  }

  // MARK: - Helpers

  /// `count` Helsinki stops, each reached by road from the one before (seeded, the same every run).
  @MainActor private static func routableStops(_ count: Int, url: String) -> [Coordinate]? {
    let router = ValhallaRouter(url: url)
    var random = SplitMix64(seed: 25)
    func next() -> Double { random.uniform(0, 1) }
    var kept = [Coordinate(latitude: 60.1708, longitude: 24.9414)]
    for _ in 0..<count * 10 where kept.count < count {
      let candidate = Coordinate(latitude: 60.163 + 0.015 * next(), longitude: 24.925 + 0.03 * next())
      let from = Array(kept.suffix(2))
      if awaitResult({ try await router.route(from + [candidate], options: RoutingOptions()) }) != nil {
        kept.append(candidate)
      }
    }
    return kept.count == count ? kept : nil
  }

  /// The wall-clock seconds `work` takes, run off the main actor and waited for.
  @MainActor private static func timed(_ work: @escaping @Sendable () async throws -> Void) -> Double {
    let start = ContinuousClock.now
    _ = awaitResult { try await work() }
    return (ContinuousClock.now - start).seconds
  }

  private static func awaitResult<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) -> T? {
    GeoBenchmarks.awaitResult(work)
  }
}
