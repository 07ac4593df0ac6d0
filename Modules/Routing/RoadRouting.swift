import Geo

/// The seam through which features get road routes: a routing engine the user configured.
///
/// Implementations send the stops' coordinates (and nothing else about the trip) to the router the
/// user named, and nowhere else.
public protocol RoadRouting: Sendable {
  /// Where requests go, as the user named it (shown in messages; never a secret).
  var routerURL: String { get }

  /// Routes a trip through `stops` in order and returns one leg per consecutive pair
  /// (`stops.count - 1` legs; none for fewer than two stops).
  /// - Throws: ``RoutingError`` when any leg cannot be routed; no partial answer is returned.
  func route(_ stops: [Coordinate], options: RoutingOptions) async throws(RoutingError) -> [RoadLeg]
}
