/// A trip's length and drive time by road, when every leg of it has been routed: what the trip list
/// shows in place of the straight-line total.
public struct TripRoadTotal: Hashable, Sendable {
  /// The road distance of all legs, in metres.
  public var meters: Double
  /// The drive time of all legs, in seconds.
  public var seconds: Double

  /// A total of `meters` by road taking `seconds` to drive.
  public init(meters: Double, seconds: Double) {
    self.meters = meters
    self.seconds = seconds
  }
}
