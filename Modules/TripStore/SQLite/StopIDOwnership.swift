import TripModels

/// A stop id names one stop in the whole store, not only within its trip: the store's export must
/// import again into an empty store, and the exchange format refuses a file in which two stops
/// share an id. An import that would give a stored stop's id to a stop of another trip is refused
/// whole (docs/hostile-input.md).
enum StopIDOwnership {
  /// Throws ``TripStoreError/stopIDInUse(_:tripName:)`` when a stop of `written` (trips the import
  /// has just added or replaced, in the caller's transaction) shares its id with a stop of another
  /// stored trip. One pass over the stop rows; runs inside the caller's transaction, whose rollback
  /// then undoes the whole import.
  ///
  /// When every written trip is new to a store that was empty (a restore: `intoEmptyStore`), only
  /// they can clash, with each other: their ids are compared in memory and the rows are not read.
  static func requireUnique(_ written: [Trip], intoEmptyStore: Bool, in connection: SQLiteConnection) throws {
    if intoEmptyStore {
      var seen = Set<StopID>(minimumCapacity: written.reduce(0) { $0 + $1.stops.count })
      for trip in written {
        for stop in trip.stops where !seen.insert(stop.id).inserted {
          throw TripStoreError.duplicateStop(stop.id)
        }
      }
      return
    }
    var owners: [String: String] = [:]
    for trip in written {
      let tripText = SQLiteValue.canonicalText(trip.id.uuid)
      for stop in trip.stops { owners[SQLiteValue.canonicalText(stop.id.uuid)] = tripText }
    }
    guard !owners.isEmpty else { return }
    let clashes = try connection.query("SELECT id, trip_id FROM waypoint") { row -> (String, String)? in
      guard let id = row.text(0), let trip = row.text(1), let owner = owners[id], owner != trip else {
        return nil
      }
      return (id, trip)
    }
    guard let (stopText, tripText) = clashes.lazy.compactMap({ $0 }).first else { return }
    let name = try connection.query("SELECT name FROM trip WHERE id = ?", [.text(tripText)]) { $0.text(0) }
    guard let stopID = StopID(uuidString: stopText) else { return }
    throw TripStoreError.stopIDInUse(stopID, tripName: name.first.flatMap { $0 } ?? tripText)
  }
}
