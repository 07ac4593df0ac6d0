import Geo
import Routing

/// The road figures' copy: drive times, the legs' marks and the total's summary.
extension TripDetailCopy {
  /// After a leg's straight-line distance: it is an estimate, not a road.
  static let estimate = "est."
  /// After a leg's straight-line distance while the router is asked.
  static let routing = "routing…"
  /// The legs' header note when every leg is by road.
  static let byRoad = "by road"

  /// "4 h 35 min", "12 min": a drive time in whole minutes.
  static func driveTime(seconds: Double) -> String {
    DriveTime.text(seconds: seconds)
  }

  /// A routed leg's figures: "412 km · 4 h 35 min".
  static func roadLeg(meters: Double, seconds: Double, units: DistanceUnit) -> String {
    "\(units.format(meters: meters)) · \(driveTime(seconds: seconds))"
  }

  /// A leg without road figures: "320 km est." (or "320 km routing…" while the router is asked).
  static func straightLeg(meters: Double, pending: Bool, units: DistanceUnit) -> String {
    "\(units.format(meters: meters)) \(pending ? routing : estimate)"
  }

  /// Why the legs are straight lines, whole, under the legs' header: "The router at http://…
  /// found no road: stop 3 is 2.4 km from the nearest road the router knows" — a stop the roads
  /// miss named by its number in the trip (the first at its place), its distance in `units`; or
  /// "…found no road between stop 1 and stop 2: No path could be found for input", the first leg
  /// the router found no road for, by its stops' numbers, and the router's own words.
  static func roadProblem(_ roads: TripRoads, units: DistanceUnit) -> String? {
    guard let error = roads.failure else { return nil }
    var text = error.description
    switch error {
    case .stopOffRoad(let url, let stop, let meters):
      if let index = roads.stops.firstIndex(of: stop) {
        text =
          "the router at \(url) found no road: "
          + RoutingError.offRoad("stop \(index + 1)", distance: units.format(meters: meters))
      }
    case .noRoute(let url, let message):
      // The router's own words say what, not where: the first leg it found no road for says where.
      if let leg = roads.legs.firstIndex(where: { $0 == .failed(error) }) {
        text = "the router at \(url) found no road between stop \(leg + 1) and stop \(leg + 2): \(message)"
      }
    default: break
    }
    return text.prefix(1).uppercased() + text.dropFirst()
  }

  /// "1 leg straight line", "3 legs straight line".
  static func straightLegs(_ count: Int) -> String {
    "\(count) \(count == 1 ? "leg" : "legs") \(straightLine)"
  }

  /// "Total distance: 1,234 km · 13 h 20 min by road; 1 leg straight line".
  static func roadTotal(distance: String, seconds: Double, straight: Int) -> String {
    "\(shortTotalDistance(distance)) · \(driveTime(seconds: seconds)) \(byRoad)"
      + (straight > 0 ? "; \(straightLegs(straight))" : "")
  }

  /// The note over the legs: what their distances are (why routing failed is
  /// ``roadProblem(_:units:)``, under it).
  static func legsNote(_ roads: TripRoads) -> String {
    if roads.pendingCount > 0, roads.failure == nil { return routing }
    if roads.routedCount == 0 { return straightLine }
    // Some legs by road, the others straight (failed — no road to a stop — or still asked).
    let straight = roads.legs.count - roads.routedCount
    return straight == 0 ? byRoad : straightLegs(straight)
  }
}
