import Geo

/// What a kept road leg is looked up by: its two ends and the options it was routed with. Moving
/// either stop changes the key, so the figures of a changed leg are never shown for it, and undoing
/// the move finds them again.
public struct RoadLegKey: Hashable, Sendable {
  /// Where the leg starts.
  public var from: Coordinate
  /// Where the leg ends.
  public var to: Coordinate
  /// The options it was (or is to be) routed with.
  public var options: RoutingOptions

  /// The key of the leg from `from` to `to` routed with `options`.
  public init(from: Coordinate, to: Coordinate, options: RoutingOptions) {
    self.from = from
    self.to = to
    self.options = options
  }

  /// The keys of every leg of a trip through `stops`, in order.
  public static func legs(of stops: [Coordinate], options: RoutingOptions) -> [RoadLegKey] {
    zip(stops, stops.dropFirst()).map { RoadLegKey(from: $0, to: $1, options: options) }
  }
}
