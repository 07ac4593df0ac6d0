import CSQLite
import TripModels

/// One SQLite connection with a cache of prepared statements.
///
/// Errors are ``SQLiteFailure`` values; the store maps them to ``TripStoreError`` with its path.
final class SQLiteConnection {
  let handle: OpaquePointer
  private var statements: [String: SQLiteStatement] = [:]

  /// Opens `path` read-only or read-write (never creating it unless `create` is set).
  init(path: String, readOnly: Bool, create: Bool = false, busyTimeoutMilliseconds: Int32)
    throws(SQLiteFailure)
  {
    var flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
    if create { flags |= SQLITE_OPEN_CREATE }
    flags |= SQLITE_OPEN_NOMUTEX
    var db: OpaquePointer?
    let code = sqlite3_open_v2(path, &db, flags, nil)
    guard let db else { throw SQLiteFailure(code: code, message: "out of memory") }
    guard code == SQLITE_OK else {
      let failure = SQLiteFailure(code: code, message: String(cString: sqlite3_errmsg(db)))
      sqlite3_close_v2(db)
      throw failure
    }
    handle = db
    sqlite3_extended_result_codes(db, 1)
    sqlite3_busy_timeout(db, busyTimeoutMilliseconds)
    // Every connection can compute and check row checksums: the schema's own statements use them.
    try registerChecksumFunctions()
  }

  deinit {
    for statement in statements.values { statement.finalize() }
    sqlite3_close_v2(handle)
  }

  // MARK: - Running SQL

  /// Runs one or more statements that return no rows.
  func execute(_ sql: String) throws(SQLiteFailure) {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    guard code == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
      sqlite3_free(message)
      throw SQLiteFailure(code: code, message: text)
    }
  }

  /// The cached prepared statement for `sql`, reset and with bindings cleared.
  func statement(_ sql: String) throws(SQLiteFailure) -> SQLiteStatement {
    if let cached = statements[sql] {
      cached.reset()
      return cached
    }
    var raw: OpaquePointer?
    let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &raw, nil)
    guard code == SQLITE_OK, let raw else { throw failure(code) }
    let statement = SQLiteStatement(raw: raw, database: handle)
    statements[sql] = statement
    return statement
  }

  /// Runs `sql` with `bindings` and returns the rows, each read by `row`.
  func query<Row>(
    _ sql: String, _ bindings: [SQLiteValue] = [], row: (SQLiteStatement) -> Row
  ) throws(SQLiteFailure) -> [Row] {
    let statement = try statement(sql)
    defer { statement.reset() }
    try statement.bind(bindings)
    var rows: [Row] = []
    while try statement.step() { rows.append(row(statement)) }
    return rows
  }

  /// Runs `sql` with `bindings`, ignoring any rows.
  func run(_ sql: String, _ bindings: [SQLiteValue] = []) throws(SQLiteFailure) {
    let statement = try statement(sql)
    defer { statement.reset() }
    try statement.bind(bindings)
    while try statement.step() {}
  }

  /// The first column of the first row as an integer, nil without rows.
  func integer(_ sql: String, _ bindings: [SQLiteValue] = []) throws(SQLiteFailure) -> Int64? {
    try query(sql, bindings) { $0.int64(0) }.first
  }

  /// How long a statement waits for another connection's lock before failing with SQLITE_BUSY.
  func setBusyTimeout(milliseconds: Int32) {
    sqlite3_busy_timeout(handle, milliseconds)
  }

  /// Whether the file was opened read-only (for example, because it is write-protected).
  var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  /// Rows changed by the last statement.
  var changes: Int { Int(sqlite3_changes(handle)) }

  /// The rowid of the row the last successful `INSERT` on this connection added.
  var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  // MARK: - Transactions

  /// Runs `body` in one `BEGIN IMMEDIATE` … `COMMIT` transaction, rolled back if it throws.
  func transaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
      throw error
    }
  }

  /// Runs `body` in one deferred (read) transaction, so that its queries see one snapshot.
  func readTransaction<T>(_ body: () throws -> T) throws -> T {
    guard sqlite3_get_autocommit(handle) != 0 else { return try body() }
    try execute("BEGIN")
    defer { if sqlite3_get_autocommit(handle) == 0 { try? execute("COMMIT") } }
    return try body()
  }

  // MARK: - Errors

  /// The failure for result `code`, with the connection's message.
  func failure(_ code: Int32) -> SQLiteFailure {
    SQLiteFailure(code: code, message: String(cString: sqlite3_errmsg(handle)))
  }
}

/// An SQLite result code with its message.
struct SQLiteFailure: Error, Equatable {
  /// The extended result code.
  var code: Int32
  /// SQLite's message.
  var message: String

  /// The primary result code (without the extended bits).
  var primary: Int32 { code & 0xFF }
  /// Whether SQLite found the file damaged or not a database.
  var isCorruption: Bool { primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB }
  /// Whether another connection held a lock for longer than the busy timeout.
  var isBusy: Bool { primary == SQLITE_BUSY || primary == SQLITE_LOCKED }
}
