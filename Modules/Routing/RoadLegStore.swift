import Geo

/// Where routed legs are kept between runs, so a trip shows its road figures at once and offline.
@MainActor
public protocol RoadLegStore: AnyObject {
  /// The kept legs among `keys`, routed by `router` (by any router when nil: the figures a run
  /// without a router shows).
  func keptRoadLegs(_ keys: [RoadLegKey], router: String?) throws -> [RoadLegKey: RoadLeg]
  /// Keeps `legs`, routed by `router`, replacing what was kept for the same keys and router; all or
  /// nothing.
  func keepRoadLegs(_ legs: [RoadLegKey: RoadLeg], router: String) throws
  /// Forgets the kept legs no trip has (a leg between two consecutive stops of a trip); returns how
  /// many were forgotten.
  @discardableResult func pruneRoadLegs() throws -> Int
}

extension RoadLegStore {
  /// The kept leg between each two consecutive `stops` (by any router), nil where none is kept or
  /// the store cannot be read: the figures a trip shows offline.
  public func keptLegs(along stops: [Coordinate], options: RoutingOptions) -> [RoadLeg?] {
    guard stops.count >= 2 else { return [] }
    let keys = RoadLegKey.legs(of: stops, options: options)
    let kept = (try? keptRoadLegs(keys, router: nil)) ?? [:]
    return keys.map { kept[$0] }
  }
}
