import Geo

/// A trip's stops as the map, the selection rules and the itinerary need them: every stop's id,
/// coordinate and stay in trip order, without names or notes (read in one pass, a few bytes a stop).
public struct StopOutline: Equatable, Sendable {
  /// The stops' ids, in trip order.
  public var ids: [Stop.ID]
  /// The stops' coordinates, in trip order (`coordinates[i]` is where `ids[i]` is).
  public var coordinates: [Coordinate]
  /// The stops' nights and visit minutes, in trip order (`stays[i]` is how long `ids[i]` is stayed at).
  public var stays: [StopStay]

  /// An outline of stops with these ids, coordinates and stays (the same number of each; without
  /// stays, every stop is passed through).
  public init(ids: [Stop.ID], coordinates: [Coordinate], stays: [StopStay]? = nil) {
    self.ids = ids
    self.coordinates = coordinates
    self.stays = stays ?? Array(repeating: .passingThrough, count: ids.count)
  }

  /// The outline of `stops`.
  public init(_ stops: [Stop]) {
    self.init(ids: stops.map(\.id), coordinates: stops.map(\.coordinate), stays: stops.map(\.stay))
  }

  /// How many stops there are.
  public var count: Int { ids.count }
}
