import Foundation

@testable import TripStore

/// Another SQLite connection to a store file, opened beside the store under test: the way tests
/// play "another program" (editing, damaging or locking the file) and build fixtures in old or
/// broken layouts. It is a connection of its own, with its own locks, exactly as another process's
/// would be; it needs nothing but the SQLite library the store uses.
enum OtherConnection {
  /// Takes a current store back to version 7's layout: no kept outlines (run before a script that
  /// takes it further back).
  static let toVersion7 = """
    DROP TRIGGER outline_stop_added; DROP TRIGGER outline_stop_removed; DROP TRIGGER outline_stop_changed;
    DROP TRIGGER outline_trip_forgotten; DROP TABLE outline_run; PRAGMA user_version = 7;
    """

  /// Runs `script` (one or more statements) on `path`.
  static func execute(_ script: String, on path: String) throws {
    let connection = try open(path)
    try connection.execute(script)
  }

  /// The rows of `query` on `path`, each row's columns as text joined by a tab ("NULL" for NULL).
  static func rows(_ query: String, on path: String) throws -> [String] {
    let connection = try open(path)
    return try connection.query(query) { row in
      (0..<row.columnCount).map { row.text($0) ?? "NULL" }.joined(separator: "\t")
    }
  }

  /// Takes a lock on `path` and keeps it until ``LockHolder/release()``: `exclusive` keeps every
  /// other connection out (even readers); otherwise only other writers wait.
  static func holdLock(on path: String, exclusive: Bool) throws -> LockHolder {
    let connection = try open(path)
    if exclusive {
      try connection.execute("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;")
    } else {
      try connection.execute("BEGIN IMMEDIATE;")
    }
    try connection.execute("UPDATE trip_stats SET trip_count = trip_count WHERE id = 1;")
    return LockHolder(connection: connection)
  }

  private static func open(_ path: String) throws -> SQLiteConnection {
    try SQLiteConnection(path: path, readOnly: false, create: true, busyTimeoutMilliseconds: 5_000)
  }
}

/// A connection holding a lock; `release()` rolls back and closes it.
final class LockHolder {
  private var connection: SQLiteConnection?

  init(connection: SQLiteConnection) {
    self.connection = connection
  }

  /// Rolls the locking transaction back and closes the connection.
  func release() {
    try? connection?.execute("ROLLBACK;")
    connection = nil
  }
}

/// A fixture could not be built (the file did not have the expected layout).
struct FixtureFailure: Error, CustomStringConvertible {
  /// What was missing.
  var description: String

  init(_ description: String) { self.description = description }
}
