/// A moment in absolute time: whole seconds since 1970-01-01 00:00:00 UTC (leap seconds not
/// counted, as POSIX time).
public struct Instant: Hashable, Comparable, Sendable {
  /// Seconds since the Unix epoch; negative before it.
  public var secondsSinceEpoch: Int64

  /// The instant `secondsSinceEpoch` seconds after the Unix epoch.
  public init(secondsSinceEpoch: Int64) {
    self.secondsSinceEpoch = secondsSinceEpoch
  }

  /// This instant moved by `seconds`.
  public func adding(seconds: Int64) -> Instant {
    Instant(secondsSinceEpoch: secondsSinceEpoch &+ seconds)
  }

  /// This instant at the nearest whole minute (half a minute rounds up): how times are shown,
  /// as drive times are rounded.
  public var roundedToMinute: Instant {
    let shifted = secondsSinceEpoch &+ 30
    let minutes = shifted >= 0 ? shifted / 60 : (shifted - 59) / 60
    return Instant(secondsSinceEpoch: minutes &* 60)
  }

  /// Earlier first.
  public static func < (lhs: Instant, rhs: Instant) -> Bool {
    lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
  }
}
