import Geo

/// A trip's stops as the map and the selection rules need them: every stop's id and coordinate in
/// trip order, without names or notes (read in one pass, a few bytes a stop).
public struct StopOutline: Equatable, Sendable {
  /// The stops' ids, in trip order.
  public var ids: [Stop.ID]
  /// The stops' coordinates, in trip order (`coordinates[i]` is where `ids[i]` is).
  public var coordinates: [Coordinate]

  /// An outline of stops with these ids and coordinates (the same number of each).
  public init(ids: [Stop.ID], coordinates: [Coordinate]) {
    self.ids = ids
    self.coordinates = coordinates
  }

  /// The outline of `stops`.
  public init(_ stops: [Stop]) {
    self.init(ids: stops.map(\.id), coordinates: stops.map(\.coordinate))
  }

  /// How many stops there are.
  public var count: Int { ids.count }
}
