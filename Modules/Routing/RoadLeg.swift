import Geo

/// One leg of a trip driven on roads, as a routing engine answered it.
public struct RoadLeg: Hashable, Sendable {
  /// The road distance in metres.
  public var meters: Double
  /// The drive time in seconds.
  public var seconds: Double
  /// The road's course from the leg's first stop to its second, in order.
  public var shape: [Coordinate]

  /// A leg of `meters` and `seconds` along `shape`.
  public init(meters: Double, seconds: Double, shape: [Coordinate]) {
    self.meters = meters
    self.seconds = seconds
    self.shape = shape
  }
}
