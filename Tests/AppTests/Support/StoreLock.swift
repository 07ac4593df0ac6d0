@testable import TripStore

/// Another connection holding the store locked, opened in the test's own process: the way a
/// keystroke session plays "another program" with `BEGIN IMMEDIATE` (other writers wait; readers
/// go on), until ``release()``.
final class StoreLock {
  private var connection: SQLiteConnection?

  /// Opens `path` and takes its write lock.
  init(path: String) throws {
    let connection = try SQLiteConnection(path: path, readOnly: false, busyTimeoutMilliseconds: 5_000)
    try connection.execute("BEGIN IMMEDIATE; UPDATE trip_stats SET trip_count = trip_count WHERE id = 1;")
    self.connection = connection
  }

  /// Rolls the locking transaction back and closes the connection.
  func release() {
    try? connection?.execute("ROLLBACK;")
    connection = nil
  }
}
