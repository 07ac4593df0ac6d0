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
      try summaryRows(
        "SELECT \(Self.summaryColumns) FROM trip ORDER BY sort_key DESC LIMIT ? OFFSET ?",
        [.int(limit), .int(max(0, offset))]
      ).map(\.summary)
    }
  }

  /// Trip summaries located by sort key: an index range scan from the anchor on `sort_key`'s
  /// unique index, so the cost is the rows skipped and returned, not the rows above them.
  public func tripSummaries(_ request: TripPageRequest) throws -> [TripListEntry] {
    guard request.limit > 0 else { return [] }
    let (comparison, order) = request.direction == .down ? ("<", "DESC") : (">", "ASC")
    let anchor = request.anchor ?? (request.direction == .down ? Int64.max : Int64.min)
    let entries = try reading {
      try summaryRows(
        """
        SELECT \(Self.summaryColumns) FROM trip WHERE sort_key \(comparison) ?
        ORDER BY sort_key \(order) LIMIT ? OFFSET ?
        """, [.integer(anchor), .int(request.limit), .int(request.skip)])
    }
    return request.direction == .down ? entries : entries.reversed()
  }

  /// Where trip `id` is: its key by the id index, its position by counting the keys on the side
  /// of it nearer to `index` (a covering scan of the sort-key index).
  public func tripListPosition(of id: Trip.ID, near index: Int) throws -> TripListPosition? {
    try reading {
      guard let key = try connection.integer("SELECT sort_key FROM trip WHERE id = ?", [.uuid(id)]) else {
        return nil
      }
      let count = Int(try connection.integer("SELECT trip_count FROM trip_stats WHERE id = 1") ?? 0)
      if index < count / 2 {
        let above = try connection.integer("SELECT COUNT(*) FROM trip WHERE sort_key > ?", [.integer(key)])
        return TripListPosition(index: Int(above ?? 0), sortKey: key)
      }
      let below = try connection.integer("SELECT COUNT(*) FROM trip WHERE sort_key < ?", [.integer(key)])
      return TripListPosition(index: max(0, count - 1 - Int(below ?? 0)), sortKey: key)
    }
  }

  /// The columns ``summaryRows(_:_:)`` reads, in its order.
  static let summaryColumns =
    "sort_key, id, name, stop_count, total_meters, first_stop_name, last_stop_name"

  /// Runs a query selecting ``summaryColumns`` and checks every id.
  private func summaryRows(_ sql: String, _ bindings: [SQLiteValue]) throws -> [TripListEntry] {
    let rows = try connection.query(sql, bindings) { row in
      (
        row.text(1) ?? "",
        TripListEntry(
          sortKey: row.int64(0),
          summary: TripSummary(
            id: row.uuid(1) ?? UUID(), name: row.text(2) ?? "", stopCount: row.int(3),
            totalMeters: row.double(4), firstStopName: row.text(5), lastStopName: row.text(6)))
      )
    }
    return try rows.map { (rawID, entry) in
      guard UUID(uuidString: rawID) != nil else {
        throw TripStoreError.corrupt(path: path, reason: "trip id “\(rawID)” is not a UUID")
      }
      return entry
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

  /// Every trip, one at a time, in list order, inside one read transaction: the trips are stepped
  /// through, and each trip's stops read by the `waypoint_order` index.
  public func forEachTrip(_ body: (Trip) throws -> Void) throws {
    try reading {
      let trips = try connection.statement("SELECT id, name FROM trip ORDER BY sort_key DESC")
      defer { trips.reset() }
      while try trips.step() {
        let id = trips.text(0) ?? ""
        let name = trips.text(1) ?? ""
        guard let uuid = UUID(uuidString: id) else {
          throw TripStoreError.corrupt(path: path, reason: "trip id “\(id)” is not a UUID")
        }
        let waypoints = try TripRows.stops(of: uuid, in: connection, path: path)
        try body(try TripRows.trip(id: id, name: name, stops: waypoints, path: path))
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
