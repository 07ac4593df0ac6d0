import Geo

/// A planned road trip: a name and its stops in order.
public struct Trip: Identifiable, Hashable, Sendable {
  /// Stable identity, kept across edits, export and import.
  public let id: TripID
  /// The trip's name (validated by ``EntityName``).
  public private(set) var name: String
  /// The stops, in travel order.
  public var stops: [Stop]
  /// When the trip happens (start date, departure, daily limit); ``TripSchedule/standard`` when unset.
  public var schedule: TripSchedule = .standard

  /// Creates a trip, validating its name.
  /// - Throws: ``ValidationError`` when the name is empty or too long.
  public init(id: TripID = TripID(), name: String, stops: [Stop] = []) throws(ValidationError) {
    self.id = id
    self.name = try EntityName.validated(name)
    self.stops = stops
  }

  /// Returns a copy with a new name, validated like ``init(id:name:stops:)``.
  public func renamed(_ newName: String) throws(ValidationError) -> Trip {
    var copy = try Trip(id: id, name: newName, stops: stops)
    copy.schedule = schedule
    return copy
  }

  /// A copy with new ids for the trip and each of its stops, named with `suffix` (for example
  /// " (copy)"), the name shortened to fit.
  public func copy(nameSuffix suffix: String) throws(ValidationError) -> Trip {
    var stops: [Stop] = []
    stops.reserveCapacity(self.stops.count)
    for stop in self.stops {
      stops.append(
        try Stop(name: stop.name, coordinate: stop.coordinate, note: stop.note, stay: stop.stay))
    }
    var copy = try Trip(name: EntityName.name(name, suffixed: suffix), stops: stops)
    copy.schedule = schedule
    return copy
  }

  /// The id of a stop that appears twice in the trip, nil when every stop has its own id. A trip
  /// of a few stops (most trips of an import) has its ids compared pairwise, without a set.
  public var repeatedStopID: StopID? {
    guard stops.count > 8 else {
      for later in stops.indices.dropFirst() {
        for earlier in stops.indices[..<later] where stops[earlier].id == stops[later].id {
          return stops[later].id
        }
      }
      return nil
    }
    var seen: Set<StopID> = []
    return stops.first { !seen.insert($0.id).inserted }?.id
  }

  /// The geodesic length of each leg between consecutive stops, in metres.
  public var legMeters: [Double] {
    zip(stops, stops.dropFirst()).map {
      Geodesic.distance(from: $0.coordinate, to: $1.coordinate)
    }
  }

  /// The sum of ``legMeters``.
  public var totalMeters: Double { legMeters.reduce(0, +) }
}
