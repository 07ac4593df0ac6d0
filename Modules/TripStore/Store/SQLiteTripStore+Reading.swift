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
      try summaryRows(
        "SELECT \(Self.summaryColumns) FROM trip ORDER BY sort_key DESC LIMIT ? OFFSET ?",
        [.int(limit), .int(max(0, offset))]
      ).map(\.summary)
    }
  }

  /// Trip summaries located by sort key: an index range scan from the anchor on `sort_key`'s
  /// unique index, so the cost is the rows skipped and returned, not the rows above them.
  public func tripSummaries(_ request: TripPageRequest) throws(TripStoreError) -> [TripListEntry] {
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
  public func tripListPosition(of id: Trip.ID, near index: Int) throws(TripStoreError) -> TripListPosition? {
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
    "sort_key, id, name, stop_count, total_meters, first_stop_name, last_stop_name, \(roadTotalColumns)"

  /// Runs a query selecting ``summaryColumns`` and checks every id.
  func summaryRows(_ sql: String, _ bindings: [SQLiteValue]) throws -> [TripListEntry] {
    let rows = try connection.query(sql, bindings) { row in
      (
        rawID: row.text(1) ?? "", sortKey: row.int64(0), name: row.text(2) ?? "", stopCount: row.int(3),
        totalMeters: row.double(4), firstStopName: row.text(5), lastStopName: row.text(6),
        road: Self.roadTotal(row, metersColumn: 7)
      )
    }
    return try rows.map { row in
      guard let id = TripID(uuidString: row.rawID) else {
        throw TripStoreError.corrupt(path: path, reason: "trip id “\(row.rawID)” is not a UUID")
      }
      return TripListEntry(
        sortKey: row.sortKey,
        summary: TripSummary(
          id: id, name: row.name, stopCount: row.stopCount, totalMeters: row.totalMeters,
          firstStopName: row.firstStopName, lastStopName: row.lastStopName, road: row.road))
    }
  }

  /// The trip with this id, or nil.
  public func trip(id: Trip.ID) throws(TripStoreError) -> Trip? {
    try reading { try loadTrip(id, checkingStopCount: true) }
  }

  /// Every trip, fully loaded, in list order.
  public func allTrips() throws(TripStoreError) -> [Trip] {
    try reading {
      let rows = try connection.query(
        """
        SELECT id, name, stop_count, \(TripRows.scheduleColumns), \(RowChecksum.tripIntact()) FROM trip
        ORDER BY sort_key DESC
        """
      ) {
        ($0.text(0) ?? "", $0.text(1) ?? "", $0.int(2), TripRows.storedSchedule($0, from: 3), $0.int(7) != 0)
      }
      var stops: [String: [Stop]] = [:]
      let stopRows = try connection.query(
        "SELECT \(TripRows.stopColumns) FROM waypoint ORDER BY trip_id, position",
        row: TripRows.storedStop)
      for row in stopRows {
        stops[row.tripID, default: []].append(try TripRows.stop(row, path: path))
      }
      return try rows.map {
        let tripStops = stops[$0.0] ?? []
        try checkStopCount(cached: $0.2, read: tripStops.count, trip: $0.0)
        return try TripRows.trip(
          id: $0.0, name: $0.1, stops: tripStops, schedule: $0.3, intact: $0.4, path: path)
      }
    }
  }

  /// Every trip, one at a time, in list order, inside one read transaction: the trips are stepped
  /// through, and each trip's stops read by the `waypoint_order` index.
  ///
  /// This is the whole-store export's read, and every whole-store export runs
  /// ``verifyIntegrity()`` first, which checks every row's checksum and says when one does not
  /// match: here a row that no longer matches is read as it is, so that an export of a damaged
  /// store still writes what can be read (and exits with status 3).
  public func forEachTrip(_ body: (Trip) throws -> Void) throws {
    try withPassCache {
      try readingPassingErrorsThrough {
        let trips = try connection.statement(
          "SELECT id, name, stop_count, \(TripRows.scheduleColumns) FROM trip ORDER BY sort_key DESC")
        defer { trips.reset() }
        while try trips.step() {
          let id = trips.text(0) ?? ""
          let name = trips.text(1) ?? ""
          let cachedCount = trips.int(2)
          let schedule = TripRows.storedSchedule(trips, from: 3)
          guard let tripID = TripID(uuidString: id) else {
            throw TripStoreError.corrupt(path: path, reason: "trip id “\(id)” is not a UUID")
          }
          let stops = try TripRows.stops(of: tripID, in: connection, path: path, checkingChecksums: false)
          try checkStopCount(cached: cachedCount, read: stops.count, trip: id)
          try body(
            try TripRows.trip(id: id, name: name, stops: stops, schedule: schedule, intact: true, path: path))
        }
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

  /// Loads a trip inside the caller's transaction. `checkingStopCount` compares the cached stop
  /// count with the rows read (reads do; a write in progress may have changed one but not yet the
  /// other).
  func loadTrip(_ id: Trip.ID, checkingStopCount: Bool = false) throws -> Trip? {
    guard
      let row = try connection.query(
        """
        SELECT name, stop_count, \(TripRows.scheduleColumns), \(RowChecksum.tripIntact()) FROM trip
        WHERE id = ?
        """, [.uuid(id)],
        row: { ($0.text(0), $0.int(1), TripRows.storedSchedule($0, from: 2), $0.int(6) != 0) }
      ).first
    else { return nil }
    let stops = try TripRows.stops(of: id, in: connection, path: path)
    if checkingStopCount { try checkStopCount(cached: row.1, read: stops.count, trip: id.uuidString) }
    return try TripRows.trip(
      id: id.uuidString, name: row.0 ?? "", stops: stops, schedule: row.2, intact: row.3, path: path)
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
