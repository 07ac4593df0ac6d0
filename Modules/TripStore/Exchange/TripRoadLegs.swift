import Geo
import Routing
import TripModels

/// A trip's kept road legs as the exports write them: one entry per leg, nil where the leg has no
/// road figures (it is then written as the straight segment it always was).
public struct TripRoadLegs: Sendable, Equatable {
  /// Each leg's road, in order; nil for a leg that is not routed.
  public var legs: [RoadLeg?]

  /// The roads `legs` (one per leg of the trip; missing entries are unrouted legs).
  public init(_ legs: [RoadLeg?] = []) {
    self.legs = legs
  }

  /// No leg routed.
  public static let none = TripRoadLegs()

  /// Leg `index`'s road, if routed.
  public func leg(_ index: Int) -> RoadLeg? {
    legs.indices.contains(index) ? legs[index] : nil
  }

  /// Whether any leg is routed.
  public var isRouted: Bool { legs.contains { $0 != nil } }

  /// The line through `stops` along the roads where routed and straight between stops elsewhere,
  /// without repeating the point where one leg ends and the next starts.
  public func line(through stops: [Coordinate]) -> [Coordinate] {
    guard let first = stops.first else { return [] }
    var line = [first]
    for index in 0..<max(0, stops.count - 1) {
      let road = leg(index).map(\.shape) ?? []
      let points = road.count >= 2 ? road : [stops[index], stops[index + 1]]
      for point in points where point != line[line.count - 1] { line.append(point) }
    }
    return line
  }

  /// The kept legs of `trip` routed with `options` (by any router), read from `store`; none when
  /// `store` is nil or cannot be read.
  @MainActor
  public static func kept(of trip: Trip, in store: (any RoadLegStore)?, options: RoutingOptions)
    -> TripRoadLegs
  {
    guard let store, trip.stops.count >= 2 else { return .none }
    let keys = RoadLegKey.legs(of: trip.stops.map(\.coordinate), options: options)
    guard let kept = try? store.keptRoadLegs(keys, router: nil), !kept.isEmpty else { return .none }
    return TripRoadLegs(keys.map { kept[$0] })
  }
}
