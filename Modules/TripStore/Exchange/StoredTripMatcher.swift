import TripModels

/// Finds, for trips read from a file without ids, stored trips with the same content under other
/// ids: the trip a GPX, KML, GeoJSON or CSV export was made from, imported back into the same
/// store, is already here.
///
/// Same content: the same name, and stop for stop the same names and notes and coordinates within
/// 1e-6° (the exchange formats write 6 or 7 decimals). Candidates are found from the trip list's
/// summaries (name, stop count, first and last stop names: no stops are read); only those are
/// loaded and compared. Each stored trip matches at most one trip of the file.
@MainActor
struct StoredTripMatcher {
  private struct Key: Hashable {
    var name: String
    var stopCount: Int
    var first: String?
    var last: String?
  }

  private var candidates: [Key: [TripID]] = [:]
  private let repository: any TripRepository

  /// A matcher over the trips stored in `repository` that could match one of `trips`.
  init(repository: any TripRepository, for trips: [Trip]) throws(TripStoreError) {
    self.repository = repository
    let wanted = Set(trips.map(Self.key))
    let pageSize = 2_000
    var offset = 0
    while true {
      let page = try repository.tripSummaries(offset: offset, limit: pageSize)
      for summary in page {
        let key = Key(
          name: summary.name, stopCount: summary.stopCount, first: summary.firstStopName,
          last: summary.lastStopName)
        if wanted.contains(key) { candidates[key, default: []].append(summary.id) }
      }
      guard page.count == pageSize else { break }
      offset += pageSize
    }
  }

  /// The id of a stored trip with `trip`'s content not matched before, nil when there is none.
  mutating func take(_ trip: Trip) throws(TripStoreError) -> TripID? {
    let key = Self.key(trip)
    guard let ids = candidates[key] else { return nil }
    for (index, id) in ids.enumerated() {
      guard let stored = try repository.trip(id: id), Self.sameContent(stored, trip) else { continue }
      candidates[key]?.remove(at: index)
      return id
    }
    return nil
  }

  private static func key(_ trip: Trip) -> Key {
    Key(
      name: trip.name, stopCount: trip.stops.count, first: trip.stops.first?.name, last: trip.stops.last?.name
    )
  }

  private static func sameContent(_ stored: Trip, _ trip: Trip) -> Bool {
    stored.name == trip.name && stored.stops.count == trip.stops.count
      && zip(stored.stops, trip.stops).allSatisfy { old, new in
        old.name == new.name && old.note == new.note
          && abs(old.coordinate.latitude - new.coordinate.latitude) <= 1e-6
          && abs(old.coordinate.longitude - new.coordinate.longitude) <= 1e-6
      }
  }
}
