import TripStore

/// One leg of a trip: the way from a stop to the next one.
struct Leg: Identifiable, Equatable, Sendable {
  /// The 0-based position of the stop the leg starts at (unique within a trip).
  var id: Int { fromIndex }
  /// The 0-based position of the stop the leg starts at; it ends at the next stop.
  let fromIndex: Int
  /// The name of the stop the leg starts at.
  let fromName: String
  /// The name of the stop the leg ends at.
  let toName: String
  /// The geodesic length of the leg, in metres.
  let meters: Double

  /// The legs between consecutive stops of `trip`, in travel order (empty with fewer than two stops).
  static func legs(of trip: Trip) -> [Leg] {
    let stops = trip.stops
    return zip(stops.indices, trip.legMeters).map { index, meters in
      Leg(
        fromIndex: index, fromName: stops[index].name, toName: stops[index + 1].name, meters: meters)
    }
  }
}
