import Foundation
import Geo

/// A planned road trip: a name and its stops in order.
public struct Trip: Identifiable, Hashable, Codable, Sendable {
  /// Stable identity, kept across edits, export and import.
  public let id: UUID
  /// The trip's name (validated by ``EntityName``).
  public private(set) var name: String
  /// The stops, in travel order.
  public var waypoints: [Stop]

  /// Creates a trip, validating its name.
  /// - Throws: ``ValidationError`` when the name is empty or too long.
  public init(id: UUID = UUID(), name: String, stops: [Stop] = []) throws(ValidationError) {
    self.id = id
    self.name = try EntityName.validated(name)
    self.stops = waypoints
  }

  /// Returns a copy with a new name, validated like ``init(id:name:waypoints:)``.
  public func renamed(_ newName: String) throws(ValidationError) -> Trip {
    try Trip(id: id, name: newName, stops: waypoints)
  }

  /// The geodesic length of each leg between consecutive stops, in metres.
  public var legMeters: [Double] {
    zip(waypoints, waypoints.dropFirst()).map {
      Geodesic.distance(from: $0.coordinate, to: $1.coordinate)
    }
  }

  /// The sum of ``legMeters``.
  public var totalMeters: Double { legMeters.reduce(0, +) }

  // MARK: - Codable (validating)

  private enum CodingKeys: String, CodingKey { case id, name, waypoints }

  /// Decodes and validates a trip.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      id: container.decode(UUID.self, forKey: .id),
      name: container.decode(String.self, forKey: .name),
      stops: container.decode([Stop].self, forKey: .stops))
  }
}

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

  /// Creates a summary.
  public init(
    id: Trip.ID, name: String, stopCount: Int, totalMeters: Double,
    firstStopName: String?, lastStopName: String?
  ) {
    self.id = id
    self.name = name
    self.stopCount = stopCount
    self.totalMeters = totalMeters
    self.firstStopName = firstStopName
    self.lastStopName = lastStopName
  }

  /// The summary of a fully loaded trip.
  public init(_ trip: Trip) {
    self.init(
      id: trip.id, name: trip.name, stopCount: trip.stops.count, totalMeters: trip.totalMeters,
      firstStopName: trip.stops.first?.name, lastStopName: trip.stops.last?.name)
  }
}
