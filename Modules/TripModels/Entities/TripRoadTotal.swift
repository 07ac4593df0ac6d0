/// A trip's length and drive time as its screen shows them once some of its legs have been routed:
/// what the trip list shows in place of the straight-line total, so the two agree.
public struct TripRoadTotal: Hashable, Sendable {
  /// The length of all legs, in metres: by road where routed, the straight line for the
  /// ``straightLegs`` the router found no road for.
  public var meters: Double
  /// The drive time of the legs by road, in seconds.
  public var seconds: Double
  /// How many legs are counted as straight lines (no road found); 0 when every leg is by road, and
  /// only then is ``seconds`` the whole trip's drive time.
  public var straightLegs: Int

  /// A total of `meters` taking `seconds` to drive, `straightLegs` of its legs straight lines.
  public init(meters: Double, seconds: Double, straightLegs: Int = 0) {
    self.meters = meters
    self.seconds = seconds
    self.straightLegs = straightLegs
  }

  /// Whether every leg is by road, so ``seconds`` is the trip's drive time.
  public var isWhollyByRoad: Bool { straightLegs == 0 }
}
