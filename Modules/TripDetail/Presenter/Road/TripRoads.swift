import Geo
import Routing
import TripModels

/// Every leg's road figures as the screen shows them, with the display values built once when they
/// change (not on every read).
struct TripRoads: Equatable {
  /// The keys of the legs, in order (what the figures belong to).
  let keys: [RoadLegKey]
  /// Each leg's road state, in order.
  let legs: [LegRoad]
  /// Whether a router is configured (without one, nothing is asked and nothing is pending).
  let hasRouter: Bool
  /// The trip's length: road metres where routed, straight-line metres elsewhere.
  let totalMeters: Double
  /// The drive time of the routed legs, in seconds.
  let routedSeconds: Double
  /// Each routed leg's road, in order (nil for a leg without figures); what the map draws.
  let shapes: [[Coordinate]?]

  /// No legs (before the screen's roads are first read).
  static let empty = TripRoads(keys: [], legs: [], hasRouter: false)

  /// The roads of the legs `keys`, in the states `legs`.
  /// `shapes` are the routed legs' roads (none when empty).
  init(keys: [RoadLegKey], legs: [LegRoad], hasRouter: Bool, shapes: [[Coordinate]?] = []) {
    self.keys = keys
    self.legs = legs
    self.hasRouter = hasRouter
    self.shapes = legs.indices.map { index in
      shapes.indices.contains(index) && legs[index].figures != nil ? shapes[index] : nil
    }
    var meters = 0.0
    var seconds = 0.0
    for (key, leg) in zip(keys, legs) {
      if let figures = leg.figures {
        meters += figures.meters
        seconds += figures.seconds
      } else {
        meters += Geodesic.distance(from: key.from, to: key.to)
      }
    }
    totalMeters = meters
    routedSeconds = seconds
  }

  /// Whether the screen shows road figures at all: with no router and nothing kept it shows the
  /// straight lines as it always did.
  var isShown: Bool { hasRouter || legs.contains { $0 != .none } }

  /// No road figures for a trip through `stops`: every leg a straight line.
  static func straight(_ stops: [Coordinate], options: RoutingOptions) -> TripRoads {
    let keys = RoadLegKey.legs(of: stops, options: options)
    return TripRoads(keys: keys, legs: keys.map { _ in .none }, hasRouter: false)
  }

  /// The total this screen shows once a leg has road figures — road metres where routed, the
  /// straight line elsewhere, and how many legs are straight — nil while none has (the straight
  /// line then): what the trip list shows, so the two agree.
  var total: TripRoadTotal? {
    guard routedCount > 0 else { return nil }
    return TripRoadTotal(meters: totalMeters, seconds: routedSeconds, straightLegs: legs.count - routedCount)
  }

  /// The stops the legs join, in order.
  var stops: [Coordinate] {
    guard let first = keys.first else { return [] }
    return [first.from] + keys.map(\.to)
  }

  /// How many legs have road figures.
  var routedCount: Int { legs.count { $0.figures != nil } }
  /// How many legs are waiting for the router.
  var pendingCount: Int { legs.count { $0 == .pending || ($0 == .stale && hasRouter) } }
  /// The first failure's reason, if a leg failed.
  var failure: RoutingError? {
    for leg in legs { if case .failed(let reason) = leg { return reason } }
    return nil
  }

  /// The road state of leg `index` (a leg beyond the known ones is a straight line).
  func leg(_ index: Int) -> LegRoad { legs.indices.contains(index) ? legs[index] : .none }

  /// Leg `index`'s distance text in `units`: road figures, or the straight-line distance
  /// `straightMeters` marked as an estimate (or as being routed).
  func text(ofLeg index: Int, straightMeters: Double, units: DistanceUnit) -> String {
    let leg = leg(index)
    if let figures = leg.figures {
      return TripDetailCopy.roadLeg(meters: figures.meters, seconds: figures.seconds, units: units)
    }
    let pending = leg == .pending || (leg == .stale && hasRouter)
    return TripDetailCopy.straightLeg(meters: straightMeters, pending: pending, units: units)
  }

  /// Every leg's text in `units` (what sets the width of the legs' distance column).
  func texts(units: DistanceUnit) -> [String] {
    keys.indices.map { text(ofLeg: $0, units: units) }
  }

  /// Every leg's text in `units`, given `previous` roads whose texts in `units` were
  /// `previousTexts`: when both are of the same legs, only the legs whose figures differ are
  /// written again (a route's answer changes its own legs, not the trip's), otherwise all are.
  func texts(units: DistanceUnit, after previous: TripRoads, texts previousTexts: [String]) -> [String] {
    guard previous.keys == keys, previous.legs.count == legs.count, previous.hasRouter == hasRouter,
      previousTexts.count == keys.count
    else { return texts(units: units) }
    var texts = previousTexts
    for index in legs.indices where legs[index] != previous.legs[index] {
      texts[index] = text(ofLeg: index, units: units)
    }
    return texts
  }

  /// Leg `index`'s distance text in `units`, its straight-line distance measured only when it has
  /// no road figures.
  private func text(ofLeg index: Int, units: DistanceUnit) -> String {
    let straight =
      legs[index].figures == nil ? Geodesic.distance(from: keys[index].from, to: keys[index].to) : 0
    return text(ofLeg: index, straightMeters: straight, units: units)
  }

  /// The total line: "Total distance: 1,234 km · 13 h 20 min by road; 1 leg straight line".
  func total(units: DistanceUnit) -> String {
    let straight = legs.count - routedCount
    guard routedCount > 0 else {
      return TripDetailCopy.totalDistance(units.format(meters: totalMeters))
    }
    return TripDetailCopy.roadTotal(
      distance: units.format(meters: totalMeters), seconds: routedSeconds, straight: straight)
  }
}
