import Geo
import TripModels

/// Looks at an existing store through a read-only connection and says what opening it will take.
///
/// Nothing here writes: a file that is refused is left exactly as it was.
enum StoreInspector {
  /// What opening read-write has to do.
  enum Plan {
    /// The file is a current store.
    case ready
    /// The file is a version-1 store: it gets stop notes, the edit history, kept road legs,
    /// schedules and stays, road totals and row checksums.
    case migrateFromVersion1
    /// The file is a version-2 store: it gets kept road legs, schedules and stays, road totals and
    /// row checksums.
    case migrateFromVersion2
    /// The file is a version-3 store: trips get schedules and stops stays, and every row a checksum.
    case migrateFromVersion3
    /// The file is a version-4 store: it gets a place to keep trips' road totals and row checksums.
    case migrateFromVersion4
    /// The file is a version-5 store: its trip and stop rows get checksums, and road totals a count
    /// of straight legs.
    case migrateFromVersion5
    /// The file is a version-6 store: its road totals get a count of straight legs.
    case migrateFromVersion6
    /// The file is a version-7 store: long trips' outlines get somewhere to be kept.
    case migrateFromVersion7
    /// The file is a version-0 store: these trips (already validated, in list order) move to
    /// version 1.
    case migrateFromVersion0([Trip])
    /// The file is a current store that failed its check (the reason): it is opened read-only.
    case damaged(String)
  }

  /// Stores up to this size get `PRAGMA quick_check` on every open (about 5 ms per MB, so at most
  /// about 80 ms); larger ones only when they are migrated (a full `integrity_check`) and before an
  /// export. Typical stores are far below 1 MB.
  static let quickCheckLimitBytes = 16 << 20
  /// Stores up to this size get the full `PRAGMA integrity_check` on open instead, which also
  /// compares every index with its table (a stop id changed in the table but not in its index
  /// passes `quick_check`); about three times `quick_check`'s cost, so at most a few tens of ms.
  /// They also have every trip and stop row checked against its checksum (``RowChecksum``).
  static let integrityCheckLimitBytes = 4 << 20

  /// Inspects the store at `path` (which exists, is `size` bytes and passed ``StoreFileCheck``).
  static func plan(path: String, size: Int, busyTimeoutMilliseconds: Int32) throws(TripStoreError) -> Plan {
    do {
      let connection = try SQLiteConnection(
        path: path, readOnly: true, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
      let version = Int(try connection.integer("PRAGMA user_version") ?? 0)
      guard version >= 0 else {
        throw TripStoreError.notAStore(
          path: path, reason: "its schema version \(version) is not one RoadTrip knows")
      }
      guard version <= StoreSchema.currentVersion else {
        throw TripStoreError.newerSchema(path: path, found: version, supported: StoreSchema.currentVersion)
      }
      let tables = Set(
        try connection.query("SELECT name FROM sqlite_schema WHERE type = 'table'") { $0.text(0) ?? "" }
          .filter { !$0.hasPrefix("sqlite_") })
      if version >= 1 {
        let columns =
          switch version {
          case 1: StoreSchema.version1Columns
          case 2: StoreSchema.version2Columns
          case 3: StoreSchema.version3Columns
          case 4: StoreSchema.version4Columns
          case 5: StoreSchema.version5Columns
          case 6: StoreSchema.version6Columns
          case 7: StoreSchema.version7Columns
          default: StoreSchema.version8Columns
          }
        try checkColumns(columns, in: connection, path: path)
        guard let tripCount = try connection.integer("SELECT trip_count FROM trip_stats WHERE id = 1") else {
          throw TripStoreError.notAStore(path: path, reason: "its trip count row is missing")
        }
        if size <= quickCheckLimitBytes {
          if let damage = try damage(
            in: connection, size: size, tripCount: tripCount, checksums: version >= 6, path: path)
          {
            // A current store is opened read-only (what can be read can be exported); an older one
            // is refused, since migrating it would write to it.
            guard version == StoreSchema.currentVersion else {
              throw TripStoreError.corrupt(path: path, reason: damage)
            }
            return .damaged(damage)
          }
        }
        switch version {
        case 1: return .migrateFromVersion1
        case 2: return .migrateFromVersion2
        case 3: return .migrateFromVersion3
        case 4: return .migrateFromVersion4
        case 5: return .migrateFromVersion5
        case 6: return .migrateFromVersion6
        case 7: return .migrateFromVersion7
        default: return .ready
        }
      }
      // RoadTrip creates its stores whole, so a database without its tables is someone else's.
      guard !tables.isEmpty else {
        throw TripStoreError.notAStore(
          path: path, reason: "it is an SQLite database without RoadTrip's tables")
      }
      guard tables.isSuperset(of: StoreSchema.version0Columns.keys) else {
        throw TripStoreError.notAStore(
          path: path, reason: "it holds other tables (\(tables.sorted().joined(separator: ", ")))")
      }
      try checkColumns(StoreSchema.version0Columns, in: connection, path: path)
      try check(connection, pragma: "PRAGMA integrity_check(5)", path: path)
      return .migrateFromVersion0(try LegacyStoreReader.trips(in: connection, path: path))
    } catch let error as TripStoreError {
      throw error
    } catch let failure as SQLiteFailure {
      throw openError(failure, path: path)
    } catch {
      throw .cannotOpen(path: path, reason: "\(error)")
    }
  }

  /// The open-time error for an SQLite failure.
  static func openError(_ failure: SQLiteFailure, path: String) -> TripStoreError {
    if failure.isCorruption { return .corrupt(path: path, reason: failure.message) }
    if failure.isBusy { return .locked(path: path) }
    return .cannotOpen(path: path, reason: failure.message)
  }

  // MARK: - Checks

  /// `integrity_check` (small stores) or `quick_check`, then the trip count against the trips, then
  /// (small stores with `checksums`) every row's checksum: the damage found, nil when there is none.
  /// - Throws: a failure other than damage (a lock).
  private static func damage(
    in connection: SQLiteConnection, size: Int, tripCount: Int64, checksums: Bool, path: String
  ) throws(SQLiteFailure) -> String? {
    let isSmall = size <= integrityCheckLimitBytes
    let pragma = isSmall ? "PRAGMA integrity_check(5)" : "PRAGMA quick_check(5)"
    do {
      let messages = try connection.query(pragma) { $0.text(0) ?? "" }
      guard messages == ["ok"] else { return messages.joined(separator: "; ") }
      let rows = try connection.integer("SELECT count(*) FROM trip") ?? 0
      guard rows == tripCount else { return "it should hold \(tripCount) trips but \(rows) were found" }
      // Larger stores have their rows' checksums checked as the rows are read, and all of them
      // before an export, not at every open: opening stays as fast for 100,000 trips as for ten.
      if checksums && isSmall, let mismatch = try RowChecksum.firstMismatch(in: connection) {
        return mismatch
      }
      return nil
    } catch {
      guard error.isCorruption else { throw error }
      return error.message
    }
  }

  private static func checkColumns(
    _ expected: [String: Set<String>], in connection: SQLiteConnection, path: String
  ) throws {
    for (table, columns) in expected.sorted(by: { $0.key < $1.key }) {
      let found = Set(
        try connection.query("SELECT name FROM pragma_table_info(?)", [.text(table)]) { $0.text(0) ?? "" })
      guard !found.isEmpty else {
        throw TripStoreError.notAStore(path: path, reason: "the table “\(table)” is missing")
      }
      let missing = columns.subtracting(found)
      guard missing.isEmpty else {
        throw TripStoreError.notAStore(
          path: path,
          reason: "the table “\(table)” lacks \(missing.sorted().joined(separator: ", "))")
      }
    }
  }

  /// `integrity_check` (before a migration rewrites the file, and on opening a small store) or
  /// `quick_check` (on opening a larger one).
  private static func check(_ connection: SQLiteConnection, pragma: String, path: String) throws {
    let messages = try connection.query(pragma) { $0.text(0) ?? "" }
    guard messages == ["ok"] else {
      throw TripStoreError.corrupt(path: path, reason: messages.joined(separator: "; "))
    }
  }
}
