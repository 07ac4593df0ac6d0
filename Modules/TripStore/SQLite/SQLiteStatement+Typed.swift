import CSQLite

/// Binding and reading one value at a time, for loops that write or check many rows with one
/// prepared statement (an import): no array of values per row, and text bound from its UTF-8
/// bytes in place. Each text or value is also fed to a ``RowDigest/Row``.
extension SQLiteStatement {
  /// Binds an integer to parameter `index` (1-based).
  func bind(_ index: Int32, integer value: Int64, digest row: inout RowDigest.Row) throws(SQLiteFailure) {
    row.integer(value)
    try check(sqlite3_bind_int64(raw, index, value))
  }

  /// Binds a real number to parameter `index` (1-based).
  func bind(_ index: Int32, real value: Double, digest row: inout RowDigest.Row) throws(SQLiteFailure) {
    row.real(value)
    try check(sqlite3_bind_double(raw, index, value))
  }

  /// Binds text (SQLite copies it), or NULL when `value` is nil, to parameter `index` (1-based).
  func bind(_ index: Int32, text value: String?, digest row: inout RowDigest.Row) throws(SQLiteFailure) {
    guard var text = value else {
      row.null()
      return try check(sqlite3_bind_null(raw, index))
    }
    let code = text.withUTF8 { bytes -> Int32 in
      row.text(bytes)
      guard let base = bytes.baseAddress, !bytes.isEmpty else {
        return sqlite3_bind_text(raw, index, "", 0, Self.transient)
      }
      return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        sqlite3_bind_text64(raw, index, $0, sqlite3_uint64(bytes.count), Self.transient, UInt8(SQLITE_UTF8))
      }
    }
    try check(code)
  }

  /// Binds the checksum of the row `row` hashed (``RowChecksum``) to parameter `index` (1-based).
  func bind(_ index: Int32, checksumOf row: RowDigest.Row) throws(SQLiteFailure) {
    try check(sqlite3_bind_int64(raw, index, Int64(bitPattern: row.finished)))
  }

  /// Runs a statement that returns no rows, then resets it (its values stay bound until bound
  /// again: a loop binds every parameter for every row).
  func runOnce() throws(SQLiteFailure) {
    defer { sqlite3_reset(raw) }
    while try step() {}
  }

  /// Feeds column `index` of the current row to `row`, read as `kind` (NULL as NULL).
  func digest(_ index: Int32, as kind: RowDigest.Kind, into row: inout RowDigest.Row) {
    if sqlite3_column_type(raw, index) == SQLITE_NULL {
      row.null()
      return
    }
    switch kind {
    case .integer: row.integer(sqlite3_column_int64(raw, index))
    case .real: row.real(sqlite3_column_double(raw, index))
    case .text:
      let bytes = sqlite3_column_text(raw, index)
      let count = Int(sqlite3_column_bytes(raw, index))
      row.text(UnsafeBufferPointer(start: bytes, count: count))
    }
  }

  private func check(_ code: Int32) throws(SQLiteFailure) {
    guard code == SQLITE_OK else {
      throw SQLiteFailure(code: code, message: String(cString: sqlite3_errmsg(database)))
    }
  }
}
