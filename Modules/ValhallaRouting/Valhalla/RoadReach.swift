import Geo
import Routing

/// Whether the roads a router answered reach the stops they were asked for.
///
/// Valhalla starts and ends each leg at the road nearest its stop, however far that road is (its
/// search reaches tens of kilometres). A stop outside the router's map, or far from any road,
/// comes back as a road that starts or ends somewhere else: two stops outside a regional extract
/// can both be moved to the same point at its edge and come back as a 0 m, 0 s leg. Such an answer
/// is not a drive between those stops, so it is refused like Valhalla's own "no road" answer.
enum RoadReach {
  /// How far a leg's road may start or end from its stop, in metres: a city's coordinate can lie in
  /// a square or a park some hundreds of metres from a road; a kilometre is not a drive to it.
  static let maximumMeters = 1_000.0

  /// The first stop (0-based, in `stops`) that its leg's road does not reach, and how far from it
  /// the road starts or ends; nil when every road reaches its stops. `legs[i]` joins `stops[i]`
  /// and `stops[i + 1]`; a leg without a shape cannot be checked and is taken as it is.
  static func firstUnreached(_ legs: [RoadLeg], stops: [Coordinate]) -> (stop: Int, meters: Double)? {
    for (index, leg) in legs.enumerated() where index + 1 < stops.count {
      guard let first = leg.shape.first, let last = leg.shape.last else { continue }
      let start = Geodesic.distance(from: stops[index], to: first)
      if start > maximumMeters { return (index, start) }
      let end = Geodesic.distance(from: stops[index + 1], to: last)
      if end > maximumMeters { return (index + 1, end) }
    }
    return nil
  }
}
