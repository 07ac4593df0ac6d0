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
