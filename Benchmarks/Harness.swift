import Foundation

/// Measures a piece of work and prints its median against its target.
///
/// Every figure is one line: `name: median <value> <unit> (target <target>) <ok|MISSED>`.
enum Bench {
  /// Runs `body` `iterations` times after `warmup` runs and returns the median duration in seconds.
  static func median(iterations: Int = 101, warmup: Int = 5, _ body: () throws -> Void) rethrows -> Double {
    for _ in 0..<warmup { try body() }
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
      let start = ContinuousClock.now
      try body()
      samples.append((ContinuousClock.now - start).seconds)
    }
    return percentile(samples, 0.5)
  }

  /// Runs `body` and returns the 0.5 and 0.99 percentiles in seconds (2,001 samples by default:
  /// fewer cannot show a p99).
  static func percentiles(
    iterations: Int = 2_001, warmup: Int = 5, _ body: () throws -> Void
  ) rethrows -> (median: Double, p99: Double) {
    for _ in 0..<warmup { try body() }
    var samples: [Double] = []
    for _ in 0..<iterations {
      let start = ContinuousClock.now
      try body()
      samples.append((ContinuousClock.now - start).seconds)
    }
    return (percentile(samples, 0.5), percentile(samples, 0.99))
  }

  /// The `p` percentile (0…1) of `samples`.
  static func percentile(_ samples: [Double], _ p: Double) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))
    return sorted[index]
  }

  /// Prints one figure that has no target (a layer or reference figure, shown beside the others).
  static func reference(_ name: String, _ value: String) {
    print("\(name): \(value) (reference, no target)")
  }

  /// Prints one figure. `met` says whether the target was reached.
  static func report(_ name: String, _ value: String, target: String, met: Bool) {
    print("\(name): \(value) (target \(target)) \(met ? "ok" : "MISSED")")
  }

  /// Formats seconds with a readable unit.
  static func time(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-6: String(format: "%.1f ns", seconds * 1e9)
    case ..<1e-3: String(format: "%.2f µs", seconds * 1e6)
    case ..<1: String(format: "%.3f ms", seconds * 1e3)
    default: String(format: "%.2f s", seconds)
    }
  }
}

extension Duration {
  /// The duration in seconds as a `Double`.
  var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) * 1e-18
  }
}
