/// How far a ratio of two sides' p99, measured in alternating blocks, moves when the blocks are
/// drawn again: the pairs of neighbouring blocks (one of each side, measured one after the other)
/// resampled with replacement, the ratio taken each time, and the middle 95 % of those ratios
/// returned. A block bootstrap: it keeps what the machine was doing during each pair together, so
/// the interval shows how much of a ratio is the machine's drift rather than the two sides'.
enum PairedBlockBootstrap {
  /// The 95 % interval of `p99(numerator) / p99(denominator)` over `resamples` redraws of the block
  /// pairs (`numerator[i]` and `denominator[i]` are one pair), with a fixed seed so a run's interval
  /// can be computed again from its samples.
  static func p99RatioInterval(
    numerator: [[Double]], denominator: [[Double]], resamples: Int = 1_000
  ) -> ClosedRange<Double> {
    let pairs = min(numerator.count, denominator.count)
    guard pairs > 0 else { return Double.nan...Double.nan }
    var random = SplitMix64(seed: 0x5EED)
    var ratios: [Double] = []
    ratios.reserveCapacity(resamples)
    for _ in 0..<resamples {
      var top: [Double] = []
      var bottom: [Double] = []
      for _ in 0..<pairs {
        let pair = Int(random.next() % UInt64(pairs))
        top += numerator[pair]
        bottom += denominator[pair]
      }
      ratios.append(Bench.percentile(top, 0.99) / Bench.percentile(bottom, 0.99))
    }
    return Bench.percentile(ratios, 0.025)...Bench.percentile(ratios, 0.975)
  }
}
