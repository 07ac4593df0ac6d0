import Foundation

// MARK: - Reading

extension SQLiteTripStore {
  /// The number of trips (kept in `trip_stats`, so this does not scan the trips).
  public func tripCount() throws -> Int {
    try reading { Int(try connection.integer("SELECT trip_count FROM trip_stats WHERE id = 1") ?? 0) }
  }

  /// Trip summaries in list order (newest first), read from the cached summary columns.
  public func tripSummaries(offset: Int, limit: Int) throws -> [TripSummary] {
    guard limit > 0 else { return [] }
    return try reading {
      let rows = try connection.query(
        """
        SELECT id, name, stop_count, total_meters, first_stop_name, last_stop_name
        FROM trip ORDER BY sort_key DESC LIMIT ? OFFSET ?
        """, [.int(limit), .int(max(0, offset))]
      ) { row in
        (
          row.text(0) ?? "",
          TripSummary(
            id: row.uuid(0) ?? UUID(), name: row.text(1) ?? "", stopCount: row.int(2),
            totalMeters: row.double(3), firstStopName: row.text(4), lastStopName: row.text(5))
        )
      }
      return try rows.map { (rawID, summary) in
        guard UUID(uuidString: rawID) != nil else {
          throw TripStoreError.corrupt(path: path, reason: "trip id “\(rawID)” is not a UUID")
        }
        return summary
      }
    }
  }

  /// The trip with this id, or nil.
  public func trip(id: Trip.ID) throws -> Trip? {
    try reading { try loadTrip(id) }
  }

  /// Every trip, fully loaded, in list order.
  public func allTrips() throws -> [Trip] {
    try reading {
      let rows = try connection.query("SELECT id, name FROM trip ORDER BY sort_key DESC") {
        ($0.text(0) ?? "", $0.text(1) ?? "")
      }
      var stops: [String: [Stop]] = [:]
      let stopRows = try connection.query(
        "SELECT trip_id, id, name, latitude, longitude FROM waypoint ORDER BY trip_id, position",
        row: TripRows.storedStop)
      for row in stopRows {
        stops[row.tripID, default: []].append(try TripRows.waypoint(row, path: path))
      }
      return try rows.map {
        try TripRows.trip(id: $0.0, name: $0.1, stops: stops[$0.0] ?? [], path: path)
      }
    }
  }

  /// A remembered setting, nil when never set.
  public func setting(_ key: String) throws -> String? {
    try reading {
      try connection.query("SELECT value FROM setting WHERE key = ?", [.text(key)]) { $0.text(0) }
    }
    .first ?? nil
  }

  /// Loads a trip inside the caller's transaction.
  func loadTrip(_ id: Trip.ID) throws -> Trip? {
    guard
      let name = try connection.query("SELECT name FROM trip WHERE id = ?", [.uuid(id)], row: { $0.text(0) })
        .first
    else { return nil }
    let waypoints = try TripRows.stops(of: id, in: connection, path: path)
    return try TripRows.trip(id: id.uuidString, name: name ?? "", stops: waypoints, path: path)
  }

  /// Loads a trip inside the caller's transaction, throwing when it does not exist.
  func existingTrip(_ id: Trip.ID) throws -> Trip {
    guard let trip = try loadTrip(id) else { throw TripStoreError.tripNotFound(id) }
    return trip
  }
}
