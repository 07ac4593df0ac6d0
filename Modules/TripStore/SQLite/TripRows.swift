import Geo
import TripModels

/// The SQL that reads and writes trip and stop rows, shared by the store, its migrations and seeding.
///
/// Every function runs inside the caller's transaction.
enum TripRows {
  // MARK: - Writing

  /// Adds `trips` (or replaces those whose id exists, keeping their place in the list); new trips go
  /// below every existing trip, in the given order. (Seeding and migrations: no merging.)
  static func importTrips(_ trips: [Trip], into connection: SQLiteConnection) throws {
    _ = try mergeTrips(trips, onConflict: .replace, into: connection) { _ in nil }
  }

  /// Imports `trips`: a new id is added below every existing trip (in the given order), a trip
  /// identical to the stored one (`stored` loads it) is skipped, and one with other content is
  /// replaced in place or added as a copy, as `policy` says.
  ///
  /// While an edit is being recorded, the trips added (new or copies) are recorded compactly, as
  /// one range of sort keys and a digest of their rows (see ``EditHistory``); replaced trips are
  /// logged row by row. When `trips` repeats an id, every row is logged.
  static func mergeTrips(
    _ trips: [Trip], onConflict policy: ImportConflictPolicy, into connection: SQLiteConnection,
    stored: (Trip.ID) throws -> Trip?
  ) throws -> ImportSummary {
    var summary = ImportSummary()
    var written: [Trip] = []
    let firstSortKey = try connection.integer("SELECT COALESCE(MIN(sort_key), 1) - 1 FROM trip") ?? 0
    var nextSortKey = firstSortKey
    var ids = Set<Trip.ID>(minimumCapacity: trips.count)
    let idsAreDistinct = trips.allSatisfy { ids.insert($0.id).inserted }
    // Into an empty store, trips with distinct ids are all new: no id needs looking up.
    let storeIsEmpty = try connection.integer("SELECT 1 FROM trip LIMIT 1") == nil
    let compactEdit = idsAreDistinct ? try EditHistory.recordingEdit(in: connection) : nil
    if compactEdit != nil { try EditHistory.pauseLogging(in: connection) }
    var inserter = try TripInserter(connection: connection)
    // With distinct ids no trip of the import needs to see another's row, so the new rows are
    // written after the loop in id order: every index on ids then grows at its end, and its pages
    // are filled instead of split (fewer pages to write), whatever order the file has.
    var added: [(trip: Trip, sortKey: Int64)] = []
    func add(_ trip: Trip) throws {
      if idsAreDistinct {
        added.append((trip, nextSortKey))
      } else {
        try inserter.insert(trip, sortKey: nextSortKey)
      }
      nextSortKey -= 1
    }
    for trip in trips {
      guard !(storeIsEmpty && idsAreDistinct),
        try connection.integer("SELECT 1 FROM trip WHERE id = ?", [.uuid(trip.id)]) != nil
      else {
        try add(trip)
        written.append(trip)
        summary.added.append(trip.id)
        continue
      }
      if let existing = try stored(trip.id), existing == trip {
        summary.skipped.append(trip.id)
      } else if policy == .replace {
        if let compactEdit { try EditHistory.resumeLogging(compactEdit, in: connection) }
        try replaceTrip(with: trip, in: connection)
        if compactEdit != nil { try EditHistory.pauseLogging(in: connection) }
        written.append(trip)
        summary.replaced.append(trip.id)
      } else {
        let copy = try trip.copy(nameSuffix: " (imported)")
        try add(copy)
        summary.copied.append(copy.id)
      }
    }
    added.sort { idPrecedes($0.trip.id, $1.trip.id) }
    if compactEdit != nil, !added.isEmpty {
      try EditHistory.withoutInsertLogging(in: connection) {
        for (trip, sortKey) in added { try inserter.insert(trip, sortKey: sortKey) }
      }
    } else {
      for (trip, sortKey) in added { try inserter.insert(trip, sortKey: sortKey) }
    }
    if let compactEdit {
      if inserter.tripCount > 0 {
        try EditHistory.recordAddedTrips(
          compactEdit, sortKeys: (nextSortKey + 1)...firstSortKey, digest: inserter.digest, in: connection)
      }
      try EditHistory.resumeLogging(compactEdit, in: connection)
    }
    try StopIDOwnership.requireUnique(written, intoEmptyStore: storeIsEmpty && idsAreDistinct, in: connection)
    return summary
  }

  /// Whether `first`'s canonical text sorts before `second`'s (the order of the bytes: the text is
  /// their hexadecimal digits, upper case, with hyphens at fixed places).
  static func idPrecedes(_ first: Trip.ID, _ second: Trip.ID) -> Bool {
    withUnsafeBytes(of: first.uuid.uuid) { left in
      withUnsafeBytes(of: second.uuid.uuid) { right in left.lexicographicallyPrecedes(right) }
    }
  }

  /// Replaces a stored trip's name, schedule and stops with `trip`'s, keeping its place in the list.
  static func replaceTrip(with trip: Trip, in connection: SQLiteConnection) throws {
    try connection.run(renameSQL, [.text(trip.name), .uuid(trip.id)])
    try updateSchedule(trip.schedule, of: trip.id, in: connection)
    try connection.run("DELETE FROM waypoint WHERE trip_id = ?", [.uuid(trip.id)])
    try updateSummary(TripSummary(trip), in: connection)
    for (position, stop) in trip.stops.enumerated() {
      try insertStop(stop, tripID: trip.id, position: Int64(position), into: connection)
    }
  }

  /// Inserts a whole trip (its row written once, with its summary) and its stops.
  static func insertTrip(_ trip: Trip, sortKey: Int64, into connection: SQLiteConnection) throws {
    let summary = TripSummary(trip)
    try connection.run(
      insertTripSQL,
      [
        .uuid(trip.id), .text(trip.name), .integer(sortKey), .int(summary.stopCount),
        .real(summary.totalMeters), .optionalText(summary.firstStopName), .optionalText(summary.lastStopName),
      ] + bindings(trip.schedule))
    for (position, stop) in trip.stops.enumerated() {
      try insertStop(stop, tripID: trip.id, position: Int64(position), into: connection)
    }
  }

  /// Inserts an empty trip row.
  static func insertTrip(id: Trip.ID, name: String, sortKey: Int64, into connection: SQLiteConnection) throws
  {
    try connection.run(
      insertTripSQL,
      [.uuid(id), .text(name), .integer(sortKey), .int(0), .real(0), .null, .null]
        + bindings(TripSchedule.standard))
  }

  /// A trip row with every column and its checksum (``RowChecksum``).
  private static let insertTripSQL = """
    INSERT INTO trip(id, name, sort_key, stop_count, total_meters, first_stop_name, last_stop_name,
      \(scheduleColumns), checksum)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, \(RowChecksum.tripOfParameters))
    """

  /// Inserts one stop row.
  static func insertStop(
    _ waypoint: Stop, tripID: Trip.ID, position: Int64, into connection: SQLiteConnection
  ) throws {
    try connection.run(
      """
      INSERT INTO waypoint(trip_id, id, position, name, latitude, longitude, note, nights, visit_minutes,
        checksum)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, \(RowChecksum.stopOfParameters))
      """,
      [
        .uuid(tripID), .uuid(waypoint.id), .integer(position), .text(waypoint.name),
        .real(waypoint.coordinate.latitude), .real(waypoint.coordinate.longitude), .text(waypoint.note),
        .int(waypoint.stay.nights), .int(waypoint.stay.visitMinutes),
      ])
  }

  /// Renames a trip: bind the name, then the trip's id.
  static let renameSQL = "UPDATE trip SET \(RowChecksum.tripUpdate(["name": "?1"])) WHERE id = ?2"

  /// Moves a stop: bind the position, the trip's id and the stop's id.
  static let setPositionSQL =
    "UPDATE waypoint SET \(RowChecksum.stopUpdate(["position": "?1"])) WHERE trip_id = ?2 AND id = ?3"

  /// Stores a trip's cached summary columns.
  static func updateSummary(_ summary: TripSummary, in connection: SQLiteConnection) throws {
    try connection.run(
      """
      UPDATE trip SET \(RowChecksum.tripUpdate([
        "stop_count": "?1", "total_meters": "?2", "first_stop_name": "?3", "last_stop_name": "?4",
      ]))
      WHERE id = ?5
      """,
      [
        .int(summary.stopCount), .real(summary.totalMeters), .optionalText(summary.firstStopName),
        .optionalText(summary.lastStopName), .uuid(summary.id),
      ])
  }

  // MARK: - Reading

  /// A stop row, as stored.
  struct StoredStop {
    var tripID: String
    var id: String
    var name: String
    var latitude: Double
    var longitude: Double
    var note: String
    var nights = 0
    var visitMinutes = 0
    /// Whether the row still matches its checksum (``RowChecksum``).
    var intact = true
  }

  /// The stops of one trip, in order; `checkingChecksums` false reads a row that no longer matches
  /// its checksum as it is (the whole-store export, which checked every row first and said so).
  static func stops(
    of tripID: Trip.ID, in connection: SQLiteConnection, path: String, checkingChecksums: Bool = true
  ) throws -> [Stop] {
    try connection.query(
      "SELECT \(stopColumns) FROM waypoint WHERE trip_id = ? ORDER BY position",
      [.uuid(tripID)], row: storedStop
    ).map { try stop($0, path: path, checkingChecksum: checkingChecksums) }
  }

  /// The columns ``storedStop(_:)`` reads, in its order (the last: whether the row matches its
  /// checksum).
  static let stopColumns =
    "trip_id, id, name, latitude, longitude, note, nights, visit_minutes, \(RowChecksum.stopIntact())"

  /// Reads a stop row selected as ``stopColumns``.
  static func storedStop(_ row: SQLiteStatement) -> StoredStop {
    StoredStop(
      tripID: row.text(0) ?? "", id: row.text(1) ?? "", name: row.text(2) ?? "",
      latitude: row.double(3), longitude: row.double(4), note: row.text(5) ?? "", nights: row.int(6),
      visitMinutes: row.int(7), intact: row.int(8) != 0)
  }

  /// Validates a stored stop; a row another program damaged (or that no longer matches its
  /// checksum) is reported as corruption.
  static func stop(_ row: StoredStop, path: String, checkingChecksum: Bool = true) throws -> Stop {
    guard row.intact || !checkingChecksum else {
      throw TripStoreError.corrupt(path: path, reason: RowChecksum.mismatch("stop", id: row.id))
    }
    guard let id = StopID(uuidString: row.id) else {
      throw TripStoreError.corrupt(path: path, reason: "stop id “\(row.id)” is not a UUID")
    }
    let stay = try stay(nights: row.nights, visitMinutes: row.visitMinutes, stop: row.id, path: path)
    do {
      return try Stop(
        id: id, name: row.name, coordinate: Coordinate(latitude: row.latitude, longitude: row.longitude),
        note: row.note, stay: stay)
    } catch {
      throw TripStoreError.corrupt(path: path, reason: "stop \(row.id): \(error)")
    }
  }

  /// Validates a stored trip row (`intact`: it matches its checksum) and its schedule.
  static func trip(
    id: String, name: String, stops: [Stop], schedule stored: StoredSchedule, intact: Bool, path: String
  ) throws -> Trip {
    try checkIntact(intact, trip: id, path: path)
    guard let uuid = TripID(uuidString: id) else {
      throw TripStoreError.corrupt(path: path, reason: "trip id “\(id)” is not a UUID")
    }
    let schedule = try schedule(stored, trip: id, path: path)
    do {
      var trip = try Trip(id: uuid, name: name, stops: stops)
      trip.schedule = schedule
      return trip
    } catch {
      throw TripStoreError.corrupt(path: path, reason: "trip \(id): \(error)")
    }
  }

  /// Reports a trip row that does not match its checksum (``RowChecksum``) as damage.
  static func checkIntact(_ intact: Bool, trip id: String, path: String) throws {
    guard intact else {
      throw TripStoreError.corrupt(path: path, reason: RowChecksum.mismatch("trip", id: id))
    }
  }
}
