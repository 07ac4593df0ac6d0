import Itinerary
import TripModels

/// The planned `<time>` of every dated trip's stops, for a GPX export of every trip
/// (docs/itinerary.md).
///
/// The export streams from one read transaction with one trip in memory, and a trip's plan needs
/// each stop's zone, which is asked (`await`) of the gazetteer: so the times are worked out first,
/// one dated trip at a time from that trip's stops alone, and only the times are kept (an undated
/// trip costs its id's check and nothing more). A trip changed between the two passes (by another
/// process) gets no times rather than another version's: each trip's times are kept with a
/// fingerprint of its stops and schedule, and given only to the same trip.
@MainActor
struct PlannedStopTimes {
  private struct Planned {
    var fingerprint: Int
    var times: [String?]
  }

  private var planned: [TripID: Planned] = [:]

  /// No times for any trip.
  static let none = PlannedStopTimes()

  /// The times of every trip of `repository` that has a start date, planned with `sources`.
  static func ofDatedTrips(in repository: any TripRepository, sources: ItineraryCommands.Sources) async throws
    -> PlannedStopTimes
  {
    var dated: [TripID] = []
    try repository.forEachTrip { trip in
      if trip.schedule.startDate != nil { dated.append(trip.id) }
    }
    var result = PlannedStopTimes()
    for id in dated {
      guard let trip = try repository.trip(id: id), trip.schedule.startDate != nil else { continue }
      result.planned[id] = await of(trip, sources: sources).planned[id]
    }
    return result
  }

  /// The times of `trip` alone (none when it is undated).
  static func of(_ trip: Trip, sources: ItineraryCommands.Sources) async -> PlannedStopTimes {
    var result = PlannedStopTimes()
    if trip.schedule.startDate != nil {
      let times = await ItineraryCommands.plan(trip, sources: sources).stopTimesISO8601
      result.planned[trip.id] = Planned(fingerprint: fingerprint(of: trip), times: times)
    }
    return result
  }

  /// The times of `trip`'s stops, in order; none when the trip is undated or is not the trip the
  /// times were planned for.
  func times(for trip: Trip) -> [String?] {
    guard let found = planned[trip.id], found.fingerprint == Self.fingerprint(of: trip),
      found.times.count == trip.stops.count
    else { return [] }
    return found.times
  }

  /// How many trips have times.
  var count: Int { planned.count }

  private static func fingerprint(of trip: Trip) -> Int {
    var hasher = Hasher()
    hasher.combine(trip.schedule)
    hasher.combine(trip.stops)
    return hasher.finalize()
  }
}
