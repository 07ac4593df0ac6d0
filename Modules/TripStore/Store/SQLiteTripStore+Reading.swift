import Foundation
import TripModels

// MARK: - Reading

extension SQLiteTripStore {
  /// The number of trips (kept in `trip_stats`, so this does not scan the trips).
  public func tripCount() throws(TripStoreError) -> Int {
    try reading { Int(try connection.integer("SELECT trip_count FROM trip_stats WHERE id = 1") ?? 0) }
  }

  /// Trip summaries in list order (newest first), read from the cached summary columns.
  public func tripSummaries(offset: Int, limit: Int) throws(TripStoreError) -> [TripSummary] {
    guard limit > 0 else { return [] }
    return try reading {
      let rows = try connection.query(
        """
        SELECT id, name, stop_count, total_meters, first_stop_name, last_stop_name
        FROM trip ORDER BY sort_key DESC LIMIT ? OFFSET ?
        """, [.int(limit), .int(max(0, offset))]
      ) { row in
        (
          rawID: row.text(0) ?? "", name: row.text(1) ?? "", stopCount: row.int(2),
          totalMeters: row.double(3), firstStopName: row.text(4), lastStopName: row.text(5)
        )
      }
      return try rows.map { row in
        guard let id = TripID(uuidString: row.rawID) else {
          throw TripStoreError.corrupt(path: path, reason: "trip id “\(row.rawID)” is not a UUID")
        }
        return TripSummary(
          id: id, name: row.name, stopCount: row.stopCount, totalMeters: row.totalMeters,
          firstStopName: row.firstStopName, lastStopName: row.lastStopName)
      }
    }
  }

  /// The trip with this id, or nil.
  public func trip(id: Trip.ID) throws(TripStoreError) -> Trip? {
    try reading { try loadTrip(id) }
  }

  /// Every trip, fully loaded, in list order.
  public func allTrips() throws(TripStoreError) -> [Trip] {
    try reading {
      let rows = try connection.query("SELECT id, name, stop_count FROM trip ORDER BY sort_key DESC") {
        ($0.text(0) ?? "", $0.text(1) ?? "", $0.int(2))
      }
      var stops: [String: [Stop]] = [:]
      let stopRows = try connection.query(
        "SELECT trip_id, id, name, latitude, longitude FROM waypoint ORDER BY trip_id, position",
        row: TripRows.storedStop)
      for row in stopRows {
        stops[row.tripID, default: []].append(try TripRows.stop(row, path: path))
      }
      return try rows.map {
        let waypoints = stops[$0.0] ?? []
        try checkStopCount(cached: $0.2, read: waypoints.count, trip: $0.0)
        return try TripRows.trip(id: $0.0, name: $0.1, stops: waypoints, path: path)
      }
    }
  }

  /// A remembered setting, nil when never set.
  public func setting(_ key: String) throws(TripStoreError) -> String? {
    try reading {
      try connection.query("SELECT value FROM setting WHERE key = ?", [.text(key)]) { $0.text(0) }
    }
    .first ?? nil
  }

  /// Loads a trip inside the caller's transaction.
  func loadTrip(_ id: Trip.ID) throws -> Trip? {
    guard
      let row = try connection.query(
        "SELECT name, stop_count FROM trip WHERE id = ?", [.uuid(id)], row: { ($0.text(0), $0.int(1)) }
      ).first
    else { return nil }
    let waypoints = try TripRows.stops(of: id, in: connection, path: path)
    try checkStopCount(cached: row.1, read: waypoints.count, trip: id.uuidString)
    return try TripRows.trip(id: id.uuidString, name: row.0 ?? "", stops: waypoints, path: path)
  }

  /// A trip's cached stop count must match the stop rows read: a damaged page that lost rows is
  /// reported as damage, never exported or edited as a shorter trip.
  private func checkStopCount(cached: Int, read: Int, trip: String) throws {
    guard cached == read else {
      throw TripStoreError.corrupt(
        path: path, reason: "trip \(trip) should have \(cached) stops but \(read) were found")
    }
  }

  /// Loads a trip inside the caller's transaction, throwing when it does not exist.
  func existingTrip(_ id: Trip.ID) throws -> Trip {
    guard let trip = try loadTrip(id) else { throw TripStoreError.tripNotFound(id) }
    return trip
  }
}
