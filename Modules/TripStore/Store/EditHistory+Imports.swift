import TripModels

/// How the history keeps the trips an import adds: not a row per trip and stop (an import of
/// 100,000 trips would write every row twice) but one `edit_row` entry tagged ``importTag``: the
/// range of sort keys the added trips were given (`n1`…`n2`, nothing else is ever put between an
/// import's keys), how many rows were written (`n3`, trips and stops) and a ``RowDigest`` of those
/// rows (`n4`). Trips an import replaces are logged row by row as every other change is.
///
/// Undoing the import first checks the rows in that range against the digest — a trip or stop
/// another process renamed, moved, added or deleted since makes it differ, and the undo is refused
/// whole — then writes them into the log as ordinary inserted rows, so that the undo, and any redo
/// after it, run as for every other edit.
extension EditHistory {
  /// The `tbl` value of an import's entry for the trips it added.
  static let importTag = "import"

  /// The edit being recorded on this connection now, nil when none is (or while a new store is
  /// created and seeded, before the logging triggers exist).
  static func recordingEdit(in connection: SQLiteConnection) throws -> Int64? {
    guard
      try connection.integer(
        "SELECT 1 FROM temp.sqlite_master WHERE type = 'table' AND name = 'edit_recording'") != nil
    else { return nil }
    return try connection.integer("SELECT edit_id FROM temp.edit_recording")
  }

  /// Stops the logging triggers (the edit stays open: ``resumeLogging(_:in:)`` restarts them).
  static func pauseLogging(in connection: SQLiteConnection) throws {
    try connection.run("DELETE FROM temp.edit_recording")
  }

  /// Logs the following changes into edit `editID` again.
  static func resumeLogging(_ editID: Int64, in connection: SQLiteConnection) throws {
    try pauseLogging(in: connection)
    try connection.run("INSERT INTO temp.edit_recording(edit_id) VALUES (?)", [.integer(editID)])
  }

  /// Runs `body`, which inserts many rows while logging is paused, without the insert-logging
  /// triggers: paused, they would still run for every row (a trigger frame and a statement
  /// journal each) only to find that nothing is being recorded. They are dropped in the caller's
  /// transaction and made again after `body`, whether it throws or not (a rollback would restore
  /// them too).
  static func withoutInsertLogging(in connection: SQLiteConnection, _ body: () throws -> Void) throws {
    try connection.execute(
      "DROP TRIGGER IF EXISTS temp.log_trip_insert; DROP TRIGGER IF EXISTS temp.log_waypoint_insert")
    do {
      try body()
    } catch {
      try? connection.execute(loggingTriggers)
      throw error
    }
    try connection.execute(loggingTriggers)
  }

  /// Records that edit `editID` added the trips with sort keys in `sortKeys` (with their stops),
  /// whose rows `digest` hashed.
  static func recordAddedTrips(
    _ editID: Int64, sortKeys: ClosedRange<Int64>, digest: RowDigest, in connection: SQLiteConnection
  ) throws {
    try connection.run(
      """
      INSERT INTO edit_row(edit_id, seq, tbl, trip_id, stop_id, old_exists, new_exists, n1, n2, n3, n4)
      VALUES (?1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM edit_row WHERE edit_id = ?1), ?2, '', NULL, 0, 1,
        ?3, ?4, ?5, ?6)
      """,
      [
        .integer(editID), .text(importTag), .integer(sortKeys.lowerBound), .integer(sortKeys.upperBound),
        .int(digest.rows), .integer(digest.stored),
      ])
  }

  /// Turns edit `editID`'s entries for added trips into logged rows, after checking that those
  /// rows are exactly as the import wrote them.
  /// - Returns: false (nothing changed) when another process changed one of them since.
  static func expandAddedTrips(_ editID: Int64, in connection: SQLiteConnection) throws -> Bool {
    let entries = try connection.query(
      "SELECT seq, n1, n2, n3, n4 FROM edit_row WHERE edit_id = ? AND tbl = ?",
      [.integer(editID), .text(importTag)]
    ) { row in
      (
        seq: row.int64(0), low: row.int64(1), high: row.int64(2),
        digest: RowDigest(stored: row.int64(4), rows: row.int(3))
      )
    }
    for entry in entries where try digest(from: entry.low, to: entry.high, in: connection) != entry.digest {
      return false
    }
    for entry in entries {
      // Sequence numbers above the edit's others: the trip's rowid, then the stop's past every trip's.
      let base =
        try connection.integer(
          "SELECT COALESCE(MAX(seq), 0) FROM edit_row WHERE edit_id = ?", [.integer(editID)]) ?? 0
      let tripSpan = try connection.integer("SELECT COALESCE(MAX(rowid), 0) FROM trip") ?? 0
      let bindings: [SQLiteValue] = [
        .integer(editID), .integer(base), .integer(entry.low), .integer(entry.high),
      ]
      try connection.run(
        """
        INSERT INTO edit_row(edit_id, seq, tbl, trip_id, stop_id, old_exists, new_exists, \(slots("n", count: tripColumns.count)))
        SELECT ?1, ?2 + t.rowid, 'trip', t.id, NULL, 0, 1, \(tripColumns.map { "t.\($0)" }.joined(separator: ", "))
        FROM trip t WHERE t.sort_key BETWEEN ?3 AND ?4
        """, bindings)
      try connection.run(
        """
        INSERT INTO edit_row(edit_id, seq, tbl, trip_id, stop_id, old_exists, new_exists, \(slots("n", count: stopColumns.count)))
        SELECT ?1, ?2 + ?5 + w.rowid, 'waypoint', w.trip_id, w.id, 0, 1, \(stopColumns.map { "w.\($0)" }.joined(separator: ", "))
        FROM trip t JOIN waypoint w ON w.trip_id = t.id WHERE t.sort_key BETWEEN ?3 AND ?4
        """, bindings + [.integer(tripSpan)])
      try connection.run(
        "DELETE FROM edit_row WHERE edit_id = ? AND seq = ?", [.integer(editID), .integer(entry.seq)])
    }
    return true
  }

  /// The digest of the trips with sort keys from `low` to `high` and their stops, as stored now,
  /// hashed as ``TripInserter`` hashed them when it wrote them.
  static func digest(from low: Int64, to high: Int64, in connection: SQLiteConnection) throws -> RowDigest {
    var digest = RowDigest()
    let bindings: [SQLiteValue] = [.integer(low), .integer(high)]
    let trips = try connection.statement(
      """
      SELECT id, name, sort_key, stop_count, total_meters, first_stop_name, last_stop_name,
        start_date, departure_minutes, daily_driving_minutes, estimate_speed_kmh
      FROM trip WHERE sort_key BETWEEN ?1 AND ?2
      """)
    defer { trips.reset() }
    try trips.bind(bindings)
    while try trips.step() {
      var row = RowDigest.Row(table: RowDigest.tripTable)
      for (index, kind) in RowDigest.tripKinds.enumerated() {
        trips.digest(Int32(index), as: kind, into: &row)
      }
      digest.add(row)
    }
    let stops = try connection.statement(
      """
      SELECT w.trip_id, w.id, w.position, w.name, w.latitude, w.longitude, w.note, w.nights, w.visit_minutes
      FROM trip t JOIN waypoint w ON w.trip_id = t.id WHERE t.sort_key BETWEEN ?1 AND ?2
      """)
    defer { stops.reset() }
    try stops.bind(bindings)
    while try stops.step() {
      var row = RowDigest.Row(table: RowDigest.stopTable)
      for (index, kind) in RowDigest.stopKinds.enumerated() {
        stops.digest(Int32(index), as: kind, into: &row)
      }
      digest.add(row)
    }
    return digest
  }
}
