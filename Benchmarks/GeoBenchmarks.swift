import Dispatch
import Foundation
import Gazetteer
import Geo
import PlaceSearch
import Platform
import Synchronization

/// Geo figures: the gazetteer's first search in a fresh process (load included) and the memory its
/// index adds, search latency over the realistic mix (`GeoQueryMix`), reverse geocoding, geodesic
/// distance, and a keystroke in the stop editor until its results are on screen.
enum GeoBenchmarks {
  /// The hidden area a fresh child process runs (`roadtrip-bench geo-fresh QUERY`).
  static let freshArea = "geo-fresh"

  @MainActor static func run() {
    freshProcessFigures()
    searchFigure()
    reverseFigure()
    geodesicFigure()
    let typed = GeoQueryMix.queries.filter { !$0.contains(where: \.isNumber) }
    WaypointBenchmarks.keystrokeFigure(
      words: typed, name: "geo: keystroke → results on screen, stop editor 80x24, query mix",
      target: 0.002)
  }

  /// Only the search figure (for profiling: `roadtrip-bench geo-search`).
  @MainActor static func searchOnly() {
    for _ in 0..<20 { searchFigure() }
  }

  // MARK: - Fresh processes

  /// Runs this benchmark again in fresh processes (one query of the mix each) and reports the first
  /// search's time, load included, and the maximum RSS the index added by the end of the child's
  /// work (the first search, the whole mix, and reverse lookups).
  @MainActor private static func freshProcessFigures() {
    let runs = Int(ProcessInfo.processInfo.environment["ROADTRIP_BENCH_FRESH_RUNS"] ?? "") ?? 2_000
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var times: [Double] = []
    var memory: [Double] = []
    for run in 0..<runs {
      let query = GeoQueryMix.queries[run % GeoQueryMix.queries.count]
      guard let output = runChild(executable, [freshArea, query]) else { continue }
      let fields = output.split(separator: " ").compactMap { Double($0) }
      guard fields.count == 2 else { continue }
      times.append(fields[0])
      memory.append(fields[1])
    }
    guard !times.isEmpty else {
      print("geo: fresh processes could not be run (\(executable.path))")
      return
    }
    let median = Bench.percentile(times, 0.5)
    Bench.report(
      "geo: first search in a fresh process, load included (\(times.count) processes)",
      "median \(Bench.time(median)), p99 \(Bench.time(Bench.percentile(times, 0.99)))", target: "≤ 30 ms",
      met: median <= 0.030)
    let worst = memory.max() ?? .nan
    Bench.report(
      "geo: memory added by the loaded index, max RSS difference (\(memory.count) processes)",
      String(format: "median %.1f MB, max %.1f MB", Bench.percentile(memory, 0.5), worst),
      target: "≤ 80 MB", met: worst <= 80)
  }

  /// Runs the executable with `arguments`; its standard output, nil when it failed.
  private static func runChild(_ executable: URL, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The child: times the first search for `query` in this fresh process, then runs the whole mix
  /// and reverse lookups; prints "seconds megabytes-added".
  static func freshChild(query: String) {
    let before = maximumResidentMegabytes()
    let result = awaitResult { () -> Double in
      let start = ContinuousClock.now
      let gazetteer = Gazetteer()
      _ = try await gazetteer.search(query, limit: 50)
      let first = (ContinuousClock.now - start).seconds
      for other in GeoQueryMix.searches {
        _ = try await gazetteer.search(other.query, limit: 50, context: other.context)
      }
      for (latitude, longitude) in GeoQueryMix.tripStops {
        _ = try await gazetteer.nearest(to: Coordinate(latitude: latitude, longitude: longitude))
      }
      return first
    }
    guard let result else { exit(1) }
    print(String(format: "%.9f %.3f", result, maximumResidentMegabytes() - before))
  }

  /// The process's maximum resident set size so far, in MB.
  private static func maximumResidentMegabytes() -> Double {
    Double(ProcessMemory.maximumResidentBytes()) / 1_048_576
  }

  // MARK: - Search and reverse geocoding

  /// Median and p99 of one search (50 results) over the query mix, gazetteer loaded.
  @MainActor private static func searchFigure() {
    let searches = GeoQueryMix.searches
    let rounds = 2_000 / searches.count + 2
    let samples =
      awaitResult { () -> [Double] in
        let gazetteer = Gazetteer()
        try await gazetteer.load()
        var samples: [Double] = []
        for round in 0..<rounds {
          for search in searches {
            let start = ContinuousClock.now
            _ = try await gazetteer.search(search.query, limit: 50, context: search.context)
            if round > 0 { samples.append((ContinuousClock.now - start).seconds) }
          }
        }
        return samples
      } ?? []
    if ProcessInfo.processInfo.environment["ROADTRIP_BENCH_VERBOSE"] != nil {
      var perQuery: [(String, Double)] = []
      for (index, search) in searches.enumerated() {
        let mine = stride(from: index, to: samples.count, by: searches.count).map { samples[$0] }
        let trip = search.context.isEmpty ? "" : " (in a trip)"
        perQuery.append((search.query + trip, Bench.percentile(mine, 0.5)))
      }
      for (query, time) in perQuery.sorted(by: { $0.1 > $1.1 }).prefix(25) {
        print("  \(Bench.time(time))  \(query)")
      }
    }
    let median = Bench.percentile(samples, 0.5)
    let p99 = Bench.percentile(samples, 0.99)
    Bench.report(
      "geo: search over the query mix with trip contexts, 50 results (\(samples.count) searches)",
      "median \(Bench.time(median)), p99 \(Bench.time(p99))", target: "median ≤ 20 µs, p99 ≤ 200 µs",
      met: median <= 20e-6 && p99 <= 200e-6)
  }

  /// Median of one nearest-place lookup: near the mix's trip stops and anywhere on Earth.
  @MainActor private static func reverseFigure() {
    var generator = SplitMix64(seed: 12)
    var points: [Coordinate] = []
    for index in 0..<4_000 {
      if index % 2 == 0 {
        let stop = GeoQueryMix.tripStops[index / 2 % GeoQueryMix.tripStops.count]
        points.append(
          Coordinate(
            latitude: stop.0 + generator.uniform(-0.5, 0.5), longitude: stop.1 + generator.uniform(-0.5, 0.5))
        )
      } else {
        let latitude = asin(generator.uniform(-1, 1)) * 180 / .pi
        points.append(Coordinate(latitude: latitude, longitude: generator.uniform(-180, 180)))
      }
    }
    let frozen = points
    let samples =
      awaitResult { () -> [Double] in
        let gazetteer = Gazetteer()
        _ = try await gazetteer.nearest(to: Coordinate(latitude: 0, longitude: 0))
        var samples: [Double] = []
        for point in frozen {
          let start = ContinuousClock.now
          _ = try await gazetteer.nearest(to: point)
          samples.append((ContinuousClock.now - start).seconds)
        }
        return samples
      } ?? []
    let median = Bench.percentile(samples, 0.5)
    Bench.report(
      "geo: reverse geocode, nearest place with distance and bearing (\(samples.count) lookups)",
      "median \(Bench.time(median)), p99 \(Bench.time(Bench.percentile(samples, 0.99)))",
      target: "median ≤ 5 µs", met: median <= 5e-6)
  }

  // MARK: - Geodesic

  /// Median time of one WGS-84 inverse distance over 10,000 random pairs.
  @MainActor private static func geodesicFigure() {
    var generator = SplitMix64(seed: 5)
    let pairs = (0..<10_000).map { _ in
      (
        Coordinate(latitude: generator.uniform(-90, 90), longitude: generator.uniform(-180, 180)),
        Coordinate(latitude: generator.uniform(-90, 90), longitude: generator.uniform(-180, 180))
      )
    }
    var checksum = 0.0
    let perRun = Bench.median(iterations: 21, warmup: 2) {
      for (start, end) in pairs { checksum += Geodesic.distance(from: start, to: end) }
    }
    let perPair = perRun / Double(pairs.count)
    Bench.report(
      "geo: geodesic distance per pair", "median \(Bench.time(perPair))", target: "≤ 2 µs",
      met: perPair <= 2e-6 && checksum.isFinite)
  }

  // MARK: - Helpers

  /// Runs async work off the main actor and waits for it (benchmarks only).
  static func awaitResult<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) -> T? {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      let value = try? await work()
      box.value.withLock { $0 = value }
      done.signal()
    }
    done.wait()
    return box.value.withLock { $0 }
  }
}

/// Carries a result from a detached task back to the waiting thread.
private final class ResultBox<T: Sendable>: Sendable {
  let value = Mutex<T?>(nil)
}
