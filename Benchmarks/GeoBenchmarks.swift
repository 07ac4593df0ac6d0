import Dispatch
import Foundation
import Geo
import Synchronization

/// Geo figures (issue 5): gazetteer load and search latency, geodesic distance per pair.
enum GeoBenchmarks {
  @MainActor static func run() {
    loadFigure()
    searchFigures()
    geodesicFigure()
  }

  // MARK: - Gazetteer

  /// A fresh gazetteer's first search, which loads and indexes the bundled places.
  @MainActor private static func loadFigure() {
    let samples = awaitResult { () -> [Double] in
      var samples: [Double] = []
      for _ in 0..<5 {
        let gazetteer = Gazetteer()
        let start = ContinuousClock.now
        _ = try await gazetteer.search("Kyoto", limit: 10)
        samples.append((ContinuousClock.now - start).seconds)
      }
      return samples
    }
    let median = Bench.percentile(samples ?? [], 0.5)
    Bench.report(
      "geo: gazetteer load (first search)", "median \(Bench.time(median))", target: "≤ 150 ms",
      met: median <= 0.150)
  }

  /// Median latency of prefix and one-typo searches over the whole gazetteer.
  @MainActor private static func searchFigures() {
    let prefixQueries = ["kyo", "san f", "zur", "new y", "lond", "mosc", "par", "berl", "tok", "los a"]
    let typoQueries = ["kyotp", "zurihc", "londno", "parsi", "berlni", "tokoy", "madird", "shanghia"]
    let results = awaitResult { () -> (prefix: [Double], typo: [Double]) in
      let gazetteer = Gazetteer()
      try await gazetteer.load()
      func measure(_ queries: [String]) async throws -> [Double] {
        var samples: [Double] = []
        for round in 0..<30 {
          for query in queries {
            let start = ContinuousClock.now
            _ = try await gazetteer.search(query, limit: 10)
            if round > 0 { samples.append((ContinuousClock.now - start).seconds) }
          }
        }
        return samples
      }
      return (try await measure(prefixQueries), try await measure(typoQueries))
    }
    for (name, samples, target) in [
      ("prefix", results?.prefix ?? [], 0.001), ("typo", results?.typo ?? [], 0.005),
    ] {
      let median = Bench.percentile(samples, 0.5)
      let p99 = Bench.percentile(samples, 0.99)
      Bench.report(
        "geo: search \(name)", "median \(Bench.time(median)), p99 \(Bench.time(p99))",
        target: "≤ \(Bench.time(target))", met: median <= target)
    }
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
  private static func awaitResult<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) -> T? {
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

/// A small deterministic random generator for benchmark inputs.
private struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func uniform(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * Double(next() >> 11) / Double(1 << 53)
  }
}
