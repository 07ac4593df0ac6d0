/// One row of the trip list, computed by the store without loading every stop.
public struct TripSummary: Identifiable, Hashable, Sendable {
  /// The trip's id.
  public var id: Trip.ID
  /// The trip's name.
  public var name: String
  /// How many stops the trip has.
  public var stopCount: Int
  /// Total geodesic length in metres.
  public var totalMeters: Double
  /// The first stop's name, nil without stops.
  public var firstStopName: String?
  /// The last stop's name, nil without stops.
  public var lastStopName: String?
  /// The trip by road, when every leg was routed for the stops it has now; nil otherwise.
  public var road: TripRoadTotal?

  /// Creates a summary.
  public init(
    id: Trip.ID, name: String, stopCount: Int, totalMeters: Double,
    firstStopName: String?, lastStopName: String?, road: TripRoadTotal? = nil
  ) {
    self.id = id
    self.name = name
    self.stopCount = stopCount
    self.totalMeters = totalMeters
    self.firstStopName = firstStopName
    self.lastStopName = lastStopName
    self.road = road
  }

  /// The summary of a fully loaded trip.
  public init(_ trip: Trip) {
    self.init(
      id: trip.id, name: trip.name, stopCount: trip.stops.count, totalMeters: trip.totalMeters,
      firstStopName: trip.stops.first?.name, lastStopName: trip.stops.last?.name)
  }
}
