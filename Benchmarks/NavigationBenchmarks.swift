import Foundation
import Navigation
import Routes
import TripModels

/// Navigation figures: push + pop cost at depth 10,000 ÷ at depth 10 (≤ 1.5), and parse + validate +
/// apply of a 3-level deep link (≤ 20 µs median).
///
/// The stack's operations are async (guards may wait), so the figures are measured in a main-actor
/// task while this synchronous entry point runs the main run loop until the task is done.
enum NavigationBenchmarks {
  @MainActor static func run() {
    var finished = false
    Task { @MainActor in
      await measurePushPop()
      await measureDeepLink()
      await StoreDeepLinkBenchmark.run()
      finished = true
    }
    while !finished {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
  }

  // MARK: - Push + pop by depth

  /// A stack `depth` entries deep.
  @MainActor private static func stack(depth: Int) -> NavigationStack<Route> {
    let stack = NavigationStack<Route>(root: .trips)
    stack.push(contentsOf: Array(repeating: .trip(TripID()), count: depth))
    return stack
  }

  /// Seconds per push + pop pair, averaged over 1,000 pairs.
  @MainActor private static func pushPopSample(_ stack: NavigationStack<Route>) async -> Double {
    let route = stack.state.top
    let start = ContinuousClock.now
    for _ in 0..<1_000 {
      stack.push(route)
      await stack.pop()
    }
    return (ContinuousClock.now - start).seconds / 1_000
  }

  /// Samples at both depths are interleaved so that both see the same machine load.
  @MainActor private static func measurePushPop() async {
    let shallowStack = stack(depth: 10)
    let deepStack = stack(depth: 10_000)
    var shallowSamples: [Double] = []
    var deepSamples: [Double] = []
    for iteration in 0..<106 {
      let shallow = await pushPopSample(shallowStack)
      let deep = await pushPopSample(deepStack)
      if iteration >= 5 {
        shallowSamples.append(shallow)
        deepSamples.append(deep)
      }
    }
    let shallow = Bench.percentile(shallowSamples, 0.5)
    let deep = Bench.percentile(deepSamples, 0.5)
    let ratio = deep / shallow
    Bench.report(
      "navigation push+pop at depth 10,000 ÷ at depth 10",
      String(format: "median %.2f (%@ vs %@ per pair)", ratio, Bench.time(deep), Bench.time(shallow)),
      target: "≤ 1.5", met: ratio <= 1.5)
  }

  // MARK: - Deep link

  /// 100 trips of 10 stops each, answered from memory.
  @MainActor private struct Lookup: RouteDataLookup {
    let trips: [TripID]
    let stops: [TripID: [StopID]]

    init() {
      trips = (0..<100).map { _ in TripID() }
      stops = Dictionary(uniqueKeysWithValues: trips.map { ($0, (0..<10).map { _ in StopID() }) })
    }

    func tripCount() -> Int { trips.count }
    func trip(atPosition position: Int) -> TripID? {
      trips.indices.contains(position - 1) ? trips[position - 1] : nil
    }
    func position(ofTrip trip: TripID) -> Int? { trips.firstIndex(of: trip).map { $0 + 1 } }
    func stopCount(ofTrip trip: TripID) -> Int? { stops[trip]?.count }
    func stop(atPosition position: Int, ofTrip trip: TripID) -> StopID? {
      guard let list = stops[trip], list.indices.contains(position - 1) else { return nil }
      return list[position - 1]
    }
    func trip(_ trip: TripID, hasStop stop: StopID) -> Bool { stops[trip]?.contains(stop) ?? false }
    func trip(owningStop stop: StopID) -> TripID? { trips.first { stops[$0]?.contains(stop) ?? false } }
  }

  @MainActor private static func measureDeepLink() async {
    let lookup = Lookup()
    let links = [(lookup.trips[49], 4), (lookup.trips[79], 7)].map { trip, stop in
      DeepLinkCodec.link(for: .waypoint(trip: trip, waypoint: lookup.stops[trip]?[stop] ?? StopID()))
    }
    let stack = NavigationStack<Route>(root: .trips)
    var samples: [Double] = []
    var failures = 0
    for iteration in 0..<2_005 {
      let link = links[iteration % 2]
      let start = ContinuousClock.now
      do {
        try await DeepLinkCodec.open(link, on: stack, lookup: lookup)
      } catch {
        failures += 1
      }
      if iteration >= 5 { samples.append((ContinuousClock.now - start).seconds) }
    }
    let median = Bench.percentile(samples, 0.5)
    let p99 = Bench.percentile(samples, 0.99)
    Bench.report(
      "navigation parse+validate+apply a 3-level deep link",
      "median \(Bench.time(median)), p99 \(Bench.time(p99))\(failures > 0 ? ", \(failures) FAILED" : "")",
      target: "≤ 20 µs median", met: median <= 20e-6 && failures == 0)
  }
}
