import CSQLite
import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A value bound to a statement parameter.
enum SQLiteValue {
  case integer(Int64)
  case real(Double)
  case text(String)
  case null

  /// A UUID, stored as its canonical upper-case text (formatted here: `uuidString` goes through
  /// `sprintf` on Linux, a cost every stop row of an import pays).
  static func uuid(_ id: UUID) -> SQLiteValue { .text(canonicalText(id)) }
  /// A trip id, stored as its canonical upper-case text.
  static func uuid(_ id: TripID) -> SQLiteValue { uuid(id.uuid) }
  /// A stop id, stored as its canonical upper-case text.
  static func uuid(_ id: StopID) -> SQLiteValue { uuid(id.uuid) }

  /// `id.uuidString`, without the C formatter.
  static func canonicalText(_ id: UUID) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return withUnsafeBytes(of: id.uuid) { bytes in
      String(unsafeUninitializedCapacity: 36) { buffer in
        var out = 0
        for (index, byte) in bytes.enumerated() {
          if index == 4 || index == 6 || index == 8 || index == 10 {
            buffer[out] = UInt8(ascii: "-")
            out += 1
          }
          buffer[out] = digits[Int(byte >> 4)]
          buffer[out + 1] = digits[Int(byte & 0x0F)]
          out += 2
        }
        return out
      }
    }
  }
  /// An optional string.
  static func optionalText(_ text: String?) -> SQLiteValue { text.map(SQLiteValue.text) ?? .null }
  /// An `Int`.
  static func int(_ value: Int) -> SQLiteValue { .integer(Int64(value)) }
}

/// A prepared statement owned (and finalized) by its ``SQLiteConnection``.
final class SQLiteStatement {
  /// The SQLite statement.
  let raw: OpaquePointer
  /// The connection it belongs to (for error messages).
  let database: OpaquePointer

  init(raw: OpaquePointer, database: OpaquePointer) {
    self.raw = raw
    self.database = database
  }

  /// Binds `values` to parameters 1…n.
  func bind(_ values: [SQLiteValue]) throws(SQLiteFailure) {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .integer(let number): code = sqlite3_bind_int64(raw, index, number)
      case .real(let number): code = sqlite3_bind_double(raw, index, number)
      case .null: code = sqlite3_bind_null(raw, index)
      case .text(let text):
        code = text.utf8CString.withUnsafeBufferPointer { buffer in
          sqlite3_bind_text64(
            raw, index, buffer.baseAddress, sqlite3_uint64(buffer.count - 1), SQLiteStatement.transient,
            UInt8(SQLITE_UTF8))
        }
      }
      guard code == SQLITE_OK else { throw failure(code) }
    }
  }

  /// Advances to the next row; false when done.
  func step() throws(SQLiteFailure) -> Bool {
    let code = sqlite3_step(raw)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw failure(code)
    }
  }

  /// Resets the statement and clears its bindings.
  func reset() {
    sqlite3_reset(raw)
    sqlite3_clear_bindings(raw)
  }

  /// Releases the statement (called by the connection only).
  func finalize() {
    sqlite3_finalize(raw)
  }

  // MARK: - Columns

  /// How many columns each row of the result has.
  var columnCount: Int32 { sqlite3_column_count(raw) }
  /// Whether column `index` is NULL.
  func isNull(_ index: Int32) -> Bool { sqlite3_column_type(raw, index) == SQLITE_NULL }
  /// Column `index` as an integer.
  func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(raw, index) }
  /// Column `index` as an `Int`.
  func int(_ index: Int32) -> Int { Int(sqlite3_column_int64(raw, index)) }
  /// Column `index` as a double.
  func double(_ index: Int32) -> Double { sqlite3_column_double(raw, index) }
  /// Column `index` as text, nil when NULL.
  func text(_ index: Int32) -> String? {
    guard sqlite3_column_type(raw, index) != SQLITE_NULL, let bytes = sqlite3_column_text(raw, index)
    else { return nil }
    let count = Int(sqlite3_column_bytes(raw, index))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }
  /// Column `index`'s text as SQLite's bytes (valid until the next step or reset), nil when NULL.
  func textBytes(_ index: Int32) -> UnsafeBufferPointer<UInt8>? {
    guard sqlite3_column_type(raw, index) != SQLITE_NULL, let bytes = sqlite3_column_text(raw, index)
    else { return nil }
    return UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(raw, index)))
  }
  /// Column `index` as a UUID, nil when NULL or malformed.
  func uuid(_ index: Int32) -> UUID? { text(index).flatMap(CanonicalUUID.parse) }
  /// Column `index`'s blob as SQLite's bytes (valid until the next step or reset); empty when NULL
  /// or empty.
  func blobBytes(_ index: Int32) -> UnsafeRawBufferPointer {
    guard let bytes = sqlite3_column_blob(raw, index) else {
      return UnsafeRawBufferPointer(start: nil, count: 0)
    }
    return UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(raw, index)))
  }

  /// Binds a blob (SQLite copies it) to parameter `index` (1-based).
  func bind(_ index: Int32, blob: [UInt8]) throws(SQLiteFailure) {
    let code = blob.withUnsafeBytes { bytes in
      sqlite3_bind_blob64(
        raw, index, bytes.baseAddress, sqlite3_uint64(bytes.count), SQLiteStatement.transient)
    }
    guard code == SQLITE_OK else { throw failure(code) }
  }

  private func failure(_ code: Int32) -> SQLiteFailure {
    SQLiteFailure(code: code, message: String(cString: sqlite3_errmsg(database)))
  }

  /// `SQLITE_TRANSIENT`: SQLite copies the bound bytes.
  static var transient: sqlite3_destructor_type {
    unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
  }
}
