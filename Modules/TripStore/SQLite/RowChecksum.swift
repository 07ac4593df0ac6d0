import CSQLite

/// Each trip and stop row's checksum (schema version 6): the row's ``RowDigest/Row`` hash of every
/// other column, kept in its `checksum` column, so that a flipped bit inside a stored value that is
/// still a valid value (a coordinate's digit, a name's letter), which passes every check SQLite
/// offers, is noticed when the row is read.
///
/// A trip's checksum covers `id, name, sort_key, stop_count, total_meters, first_stop_name,
/// last_stop_name, start_date, departure_minutes, daily_driving_minutes, estimate_speed_kmh`; a
/// stop's `trip_id, id, position, name, latitude, longitude, note, nights, visit_minutes` — the
/// columns and order of ``RowDigest/tripKinds`` and ``RowDigest/stopKinds``, so an import binds the
/// hash it computes anyway for its digest.
///
/// The SQL functions ``tripFunction`` and ``stopFunction`` (registered on every connection) compute
/// it from the values given, read as the column's kind, so that a value and its stored form hash
/// alike. Every statement that writes a row sets its checksum in the same statement: an insert from
/// the values it inserts, an update (``tripUpdate(_:)``, ``stopUpdate(_:)``) only if the row's
/// checksum still matches its stored values — otherwise the statement fails as damage
/// (`SQLITE_CORRUPT`), so an edit never blesses a damaged row with a fresh checksum. Positions shifted
/// in bulk (`position = position + ?`) are kept right the same way.
enum RowChecksum {
  /// `roadtrip_trip_checksum(id, name, …)`: a trip row's checksum.
  static let tripFunction = "roadtrip_trip_checksum"
  /// `roadtrip_stop_checksum(trip_id, id, …)`: a stop row's checksum.
  static let stopFunction = "roadtrip_stop_checksum"
  /// `roadtrip_damaged_row(kind, rowid)`: fails the statement as damage (`SQLITE_CORRUPT`).
  static let damagedFunction = "roadtrip_damaged_row"

  /// The trip columns covered, in ``RowDigest/tripKinds`` order.
  static let tripColumns = [
    "id", "name", "sort_key", "stop_count", "total_meters", "first_stop_name", "last_stop_name",
    "start_date", "departure_minutes", "daily_driving_minutes", "estimate_speed_kmh",
  ]
  /// The stop columns covered, in ``RowDigest/stopKinds`` order.
  static let stopColumns = [
    "trip_id", "id", "position", "name", "latitude", "longitude", "note", "nights", "visit_minutes",
  ]

  /// The checksum of a trip row: each column's stored value (prefixed by `table`, "t." say), or the
  /// SQL expression `values` gives for it.
  static func trip(_ values: [String: String] = [:], table: String = "") -> String {
    "\(tripFunction)(" + tripColumns.map { values[$0] ?? table + $0 }.joined(separator: ", ") + ")"
  }

  /// The checksum of a stop row: each column's stored value (prefixed by `table`), or the SQL
  /// expression `values` gives for it.
  static func stop(_ values: [String: String] = [:], table: String = "") -> String {
    "\(stopFunction)(" + stopColumns.map { values[$0] ?? table + $0 }.joined(separator: ", ") + ")"
  }

  /// Whether a trip row (its columns prefixed by `table`) still matches its checksum: 1 or 0.
  static func tripIntact(table: String = "") -> String { "\(table)checksum = \(trip(table: table))" }

  /// Whether a stop row (its columns prefixed by `table`) still matches its checksum: 1 or 0.
  static func stopIntact(table: String = "") -> String { "\(table)checksum = \(stop(table: table))" }

  /// The `SET` list of an `UPDATE trip` giving `values` (column, SQL expression) and the checksum
  /// of the row they make — when the row matched its checksum before; otherwise the update fails
  /// as damage.
  static func tripUpdate(_ values: KeyValuePairs<String, String>) -> String {
    update(
      values, old: trip(), new: trip(Dictionary(uniqueKeysWithValues: values.map { ($0.key, $0.value) })),
      kind: "trip")
  }

  /// The `SET` list of an `UPDATE waypoint` giving `values` and the new checksum, as
  /// ``tripUpdate(_:)``.
  static func stopUpdate(_ values: KeyValuePairs<String, String>) -> String {
    update(
      values, old: stop(), new: stop(Dictionary(uniqueKeysWithValues: values.map { ($0.key, $0.value) })),
      kind: "stop")
  }

  /// The checksum of a trip row inserted with its ``tripColumns`` bound as parameters `?1`…`?11`.
  static let tripOfParameters = trip(numbered(tripColumns))
  /// The checksum of a stop row inserted with its ``stopColumns`` bound as parameters `?1`…`?9`.
  static let stopOfParameters = stop(numbered(stopColumns))

  private static func numbered(_ columns: [String]) -> [String: String] {
    Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($1, "?\($0 + 1)") })
  }

  private static func update(
    _ values: KeyValuePairs<String, String>, old: String, new: String, kind: String
  ) -> String {
    values.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
      + ", checksum = CASE WHEN checksum = \(old) THEN \(new) ELSE \(damagedFunction)('\(kind)', rowid) END"
  }

  /// The first trip or stop row whose checksum does not match its values ("stop row 12 does not
  /// match its checksum"), nil when every one matches: one pass over both tables.
  static func firstMismatch(in connection: SQLiteConnection) throws(SQLiteFailure) -> String? {
    if let row = try connection.integer("SELECT rowid FROM trip WHERE NOT (\(tripIntact())) LIMIT 1") {
      return mismatch("trip", row: row)
    }
    if let row = try connection.integer("SELECT rowid FROM waypoint WHERE NOT (\(stopIntact())) LIMIT 1") {
      return mismatch("stop", row: row)
    }
    return nil
  }

  /// The damage reported for a row that does not match its checksum.
  static func mismatch(_ kind: String, row: Int64) -> String {
    "\(kind) row \(row) does not match its checksum"
  }

  /// The damage reported for a row, named by its id, that does not match its checksum.
  static func mismatch(_ kind: String, id: String) -> String {
    "\(kind) \(id.prefix(36)) does not match its checksum"
  }
}

extension SQLiteConnection {
  /// Makes ``RowChecksum``'s SQL functions available to this connection's SQL.
  func registerChecksumFunctions() throws(SQLiteFailure) {
    let deterministic = SQLITE_UTF8 | SQLITE_DETERMINISTIC
    let functions: [(name: String, arguments: Int32, flags: Int32, body: SQLFunction)] = [
      (RowChecksum.tripFunction, Int32(RowChecksum.tripColumns.count), deterministic, tripChecksum),
      (RowChecksum.stopFunction, Int32(RowChecksum.stopColumns.count), deterministic, stopChecksum),
      // Not deterministic: never evaluated ahead of the row it names.
      (RowChecksum.damagedFunction, 2, SQLITE_UTF8, damagedRow),
    ]
    for (name, arguments, flags, function) in functions {
      let code = sqlite3_create_function_v2(handle, name, arguments, flags, nil, function, nil, nil, nil)
      guard code == SQLITE_OK else { throw failure(code) }
    }
  }
}

/// An SQL function's C entry point.
private typealias SQLFunction =
  @convention(c) (
    OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?
  ) -> Void

/// The C entry point of `roadtrip_trip_checksum`.
private func tripChecksum(
  _ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
  checksum(context, count, arguments, table: RowDigest.tripTable, kinds: RowDigest.tripKinds)
}

/// The C entry point of `roadtrip_stop_checksum`.
private func stopChecksum(
  _ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
  checksum(context, count, arguments, table: RowDigest.stopTable, kinds: RowDigest.stopKinds)
}

/// Hashes the arguments as ``RowDigest/Row`` hashes a row's columns: each read as its column's
/// kind, NULL as NULL.
private func checksum(
  _ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?,
  table: UInt8, kinds: [RowDigest.Kind]
) {
  guard let arguments, Int(count) == kinds.count else {
    sqlite3_result_null(context)
    return
  }
  var row = RowDigest.Row(table: table)
  for (index, kind) in kinds.enumerated() {
    let value = arguments[index]
    if sqlite3_value_type(value) == SQLITE_NULL {
      row.null()
      continue
    }
    switch kind {
    case .integer: row.integer(sqlite3_value_int64(value))
    case .real: row.real(sqlite3_value_double(value))
    case .text:
      let bytes = sqlite3_value_text(value)
      let length = Int(sqlite3_value_bytes(value))
      row.text(UnsafeBufferPointer(start: bytes, count: length))
    }
  }
  sqlite3_result_int64(context, Int64(bitPattern: row.finished))
}

/// The C entry point of `roadtrip_damaged_row(kind, rowid)`: fails with `SQLITE_CORRUPT`.
private func damagedRow(
  _ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
  var kind = "row"
  var row: Int64 = 0
  if count == 2, let arguments {
    if let text = sqlite3_value_text(arguments[0]) { kind = String(cString: text) }
    row = sqlite3_value_int64(arguments[1])
  }
  sqlite3_result_error(context, RowChecksum.mismatch(kind, row: row), -1)
  sqlite3_result_error_code(context, SQLITE_CORRUPT)
}
