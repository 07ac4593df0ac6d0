import TripModels

/// The SQL of the edit history: how changed rows are logged and how an edit is undone or redone.
///
/// While an edit is being recorded, this connection's temporary triggers copy every trip and stop
/// row it inserts, updates or deletes into `edit_row`, with the row's values before and after, in
/// the same transaction as the change itself. Undoing an edit checks that every row it touched is
/// still as the edit left it (another process may have changed it since), then puts back each row's
/// values from before the edit's first change; redoing does the reverse. Either happens whole, or
/// not at all.
enum EditHistory {
  /// How many edits the store keeps; older ones are forgotten.
  static let capacity = 200

  /// The trip columns logged, in the order of `edit_row`'s `o1`…`o10` and `n1`…`n10`.
  static let tripColumns = [
    "name", "sort_key", "stop_count", "total_meters", "first_stop_name", "last_stop_name",
    "start_date", "departure_minutes", "daily_driving_minutes", "estimate_speed_kmh",
  ]
  /// The stop columns logged, in the order of `edit_row`'s `o1`…`o7` and `n1`…`n7`.
  static let stopColumns = ["position", "name", "latitude", "longitude", "note", "nights", "visit_minutes"]
  /// How many value columns each side of `edit_row` has (`o1`…, `n1`…).
  static let valueSlots = 10

  // MARK: - Logging

  /// The temporary triggers (this connection only) that log row changes while `temp.edit_recording`
  /// holds the id of the edit being recorded.
  static var loggingTriggers: String {
    """
    CREATE TEMP TABLE IF NOT EXISTS edit_recording(edit_id INTEGER NOT NULL);
    \(triggers(table: "trip", key: ("id", "NULL"), columns: tripColumns))
    \(triggers(table: "waypoint", key: ("trip_id", "id"), columns: stopColumns))
    """
  }

  private static func triggers(table: String, key keyColumns: (trip: String, stop: String), columns: [String])
    -> String
  {
    let slots = (1...columns.count)
    let olds = slots.map { "o\($0)" }.joined(separator: ", ")
    let news = slots.map { "n\($0)" }.joined(separator: ", ")
    let oldValues = columns.map { "OLD.\($0)" }.joined(separator: ", ")
    let newValues = columns.map { "NEW.\($0)" }.joined(separator: ", ")
    let changed = columns.map { "OLD.\($0) IS NOT NEW.\($0)" }.joined(separator: " OR ")
    let nextSeq = "(SELECT COALESCE(MAX(seq), 0) + 1 FROM edit_row WHERE edit_id = r.edit_id)"
    func key(_ row: String) -> String {
      "\(row).\(keyColumns.trip), " + (keyColumns.stop == "NULL" ? "NULL" : "\(row).\(keyColumns.stop)")
    }
    return """
      CREATE TEMP TRIGGER IF NOT EXISTS log_\(table)_insert AFTER INSERT ON main.\(table)
      WHEN EXISTS (SELECT 1 FROM temp.edit_recording) BEGIN
        INSERT INTO edit_row(edit_id, seq, tbl, trip_id, stop_id, old_exists, new_exists, \(news))
        SELECT r.edit_id, \(nextSeq), '\(table)', \(key("NEW")), 0, 1, \(newValues) FROM edit_recording r;
      END;
      CREATE TEMP TRIGGER IF NOT EXISTS log_\(table)_update AFTER UPDATE ON main.\(table)
      WHEN EXISTS (SELECT 1 FROM temp.edit_recording) AND (\(changed)) BEGIN
        INSERT INTO edit_row(edit_id, seq, tbl, trip_id, stop_id, old_exists, new_exists, \(olds), \(news))
        SELECT r.edit_id, \(nextSeq), '\(table)', \(key("NEW")), 1, 1, \(oldValues), \(newValues)
        FROM edit_recording r;
      END;
      CREATE TEMP TRIGGER IF NOT EXISTS log_\(table)_delete AFTER DELETE ON main.\(table)
      WHEN EXISTS (SELECT 1 FROM temp.edit_recording) BEGIN
        INSERT INTO edit_row(edit_id, seq, tbl, trip_id, stop_id, old_exists, new_exists, \(olds))
        SELECT r.edit_id, \(nextSeq), '\(table)', \(key("OLD")), 1, 0, \(oldValues) FROM edit_recording r;
      END;
      """
  }

  // MARK: - Undoing and redoing

  /// Which way an edit is applied.
  enum Direction {
    case undo, redo

    /// The side of `edit_row` the rows must match now, and the side they are set to.
    var sides: (expected: Side, target: Side) {
      self == .undo ? (.after, .before) : (.before, .after)
    }
  }

  /// The values of a logged row before or after the edit.
  enum Side {
    case before, after

    /// The column holding whether the row existed, and the prefix of its value columns.
    var columns: (exists: String, prefix: String) {
      self == .before ? ("old_exists", "o") : ("new_exists", "n")
    }
  }

  /// One row per key the edit touched: the values before its first change (`o…`) and after its
  /// last (`n…`). Bind the edit's id as parameter 1.
  private static let netChanges = """
    WITH keys AS (
      SELECT MIN(seq) AS first_seq, MAX(seq) AS last_seq FROM edit_row WHERE edit_id = ?1
      GROUP BY tbl, trip_id, stop_id),
    net AS (
      SELECT f.tbl, f.trip_id, f.stop_id, f.old_exists, \(slots("f.o")),
        l.new_exists, \(slots("l.n"))
      FROM keys
      JOIN edit_row f ON f.edit_id = ?1 AND f.seq = keys.first_seq
      JOIN edit_row l ON l.edit_id = ?1 AND l.seq = keys.last_seq)
    """

  /// `prefix1, prefix2, …` for every value slot.
  static func slots(_ prefix: String, count: Int = valueSlots) -> String {
    (1...count).map { "\(prefix)\($0)" }.joined(separator: ", ")
  }

  /// How many rows the edit touched are no longer as `side` says (0: the edit applies cleanly).
  static func mismatchCount(_ editID: Int64, expected side: Side, in connection: SQLiteConnection) throws
    -> Int64
  {
    let (exists, prefix) = side.columns
    func matches(_ table: String, _ columns: [String], keyMatch: String) -> String {
      let equal = columns.enumerated().map { "t.\($1) IS net.\(prefix)\($0 + 1)" }.joined(separator: " AND ")
      return """
        CASE WHEN net.\(exists) THEN EXISTS (SELECT 1 FROM \(table) t WHERE \(keyMatch) AND \(equal))
        ELSE NOT EXISTS (SELECT 1 FROM \(table) t WHERE \(keyMatch)) END
        """
    }
    let sql =
      netChanges + """
        SELECT COUNT(*) FROM net WHERE NOT (CASE net.tbl
          WHEN 'trip' THEN \(matches("trip", tripColumns, keyMatch: "t.id = net.trip_id"))
          ELSE \(matches("waypoint", stopColumns, keyMatch: "t.trip_id = net.trip_id AND t.id = net.stop_id"))
          END)
        """
    return try connection.integer(sql, [.integer(editID)]) ?? 0
  }

  /// Sets every row the edit touched to its values on `side` (inserting, updating or deleting).
  /// Run with foreign keys deferred: stops may be restored before their trip.
  static func apply(_ editID: Int64, side: Side, in connection: SQLiteConnection) throws {
    let (exists, prefix) = side.columns
    let values = { (count: Int) in (1...count).map { "net.\(prefix)\($0)" }.joined(separator: ", ") }
    let updates = { (columns: [String]) in
      (columns + ["checksum"]).map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
    }
    // Each row put back gets the checksum of the values it is given (``RowChecksum``): the row it
    // replaces was found exactly as the edit left it (``mismatchCount(_:expected:in:)``).
    let netValue = { (column: String, columns: [String]) in
      "net.\(prefix)\(columns.firstIndex(of: column).map { $0 + 1 } ?? 0)"
    }
    let tripChecksum = RowChecksum.trip(
      Dictionary(
        uniqueKeysWithValues: tripColumns.map { ($0, netValue($0, tripColumns)) } + [("id", "net.trip_id")]))
    let stopChecksum = RowChecksum.stop(
      Dictionary(
        uniqueKeysWithValues: stopColumns.map { ($0, netValue($0, stopColumns)) } + [
          ("trip_id", "net.trip_id"), ("id", "net.stop_id"),
        ]))
    let binding: [SQLiteValue] = [.integer(editID)]
    try connection.run(
      netChanges + """
        INSERT INTO trip(id, \(tripColumns.joined(separator: ", ")), checksum)
        SELECT net.trip_id, \(values(tripColumns.count)), \(tripChecksum)
        FROM net WHERE net.tbl = 'trip' AND net.\(exists)
        ON CONFLICT(id) DO UPDATE SET \(updates(tripColumns))
        """, binding)
    try connection.run(
      netChanges + """
        DELETE FROM waypoint WHERE (trip_id, id) IN (
          SELECT net.trip_id, net.stop_id FROM net WHERE net.tbl = 'waypoint' AND NOT net.\(exists))
        """, binding)
    try connection.run(
      netChanges + """
        INSERT INTO waypoint(trip_id, id, \(stopColumns.joined(separator: ", ")), checksum)
        SELECT net.trip_id, net.stop_id, \(values(stopColumns.count)), \(stopChecksum) FROM net
        WHERE net.tbl = 'waypoint' AND net.\(exists)
        ON CONFLICT(trip_id, id) DO UPDATE SET \(updates(stopColumns))
        """, binding)
    try connection.run(
      netChanges + """
        DELETE FROM trip WHERE id IN (
          SELECT net.trip_id FROM net WHERE net.tbl = 'trip' AND NOT net.\(exists))
        """, binding)
  }

  /// The trips an edit touched.
  static func tripIDs(of editID: Int64, in connection: SQLiteConnection) throws -> Set<TripID> {
    Set(
      try connection.query(
        "SELECT DISTINCT trip_id FROM edit_row WHERE edit_id = ?", [.integer(editID)]
      ) { $0.text(0).flatMap(TripID.init(uuidString:)) }.compactMap { $0 })
  }

  /// The most trips an edit's stop spans are worked out for (a stop edit touches one).
  static let spanTripLimit = 4

  /// For each trip whose stops the edit `editID` touched, the span (``StopSpan``) between the
  /// nearest stops it did not touch, as the trip is now: every row it touched had its positions,
  /// before and after, between those two stops'. Asked right after the edit, its undo or its redo.
  static func stopSpans(of editID: Int64, in connection: SQLiteConnection) throws -> [TripID: StopSpan] {
    let ranges = try connection.query(
      """
      SELECT trip_id,
        MIN(CASE WHEN old_exists THEN o1 END), MAX(CASE WHEN old_exists THEN o1 END),
        MIN(CASE WHEN new_exists THEN n1 END), MAX(CASE WHEN new_exists THEN n1 END)
      FROM edit_row WHERE edit_id = ? AND tbl = 'waypoint' GROUP BY trip_id LIMIT ?
      """,
      [.integer(editID), .int(spanTripLimit + 1)]
    ) { row in
      let bounds = (Int32(1)...4).compactMap { row.isNull($0) ? nil : row.int64($0) }
      return (trip: row.text(0) ?? "", low: bounds.min(), high: bounds.max())
    }
    // An import or a deleted trip touches many trips' stops, and no screen shows most of them:
    // their screens read the whole trip.
    guard ranges.count <= spanTripLimit else { return [:] }
    var spans: [TripID: StopSpan] = [:]
    for range in ranges {
      guard let tripID = TripID(uuidString: range.trip), let low = range.low, let high = range.high else {
        continue
      }
      let neighbour = { (sql: String, position: Int64) throws -> StopID? in
        try connection.query(sql, [.text(range.trip), .integer(position)]) {
          $0.text(0).flatMap(StopID.init(uuidString:))
        }.first ?? nil
      }
      spans[tripID] = StopSpan(
        before: try neighbour(
          "SELECT id FROM waypoint WHERE trip_id = ? AND position < ? ORDER BY position DESC LIMIT 1", low),
        after: try neighbour(
          "SELECT id FROM waypoint WHERE trip_id = ? AND position > ? ORDER BY position LIMIT 1", high))
    }
    return spans
  }
}
