import CSQLite
import TripModels

extension SQLiteConnection {
  /// The SQL function `roadtrip_fold(text)`: ``NameFilter/fold(_:)``, for filtering by name.
  static let foldFunction = "roadtrip_fold"

  /// Makes ``foldFunction`` available to this connection's SQL.
  func registerFoldFunction() throws(SQLiteFailure) {
    let code = sqlite3_create_function_v2(
      handle, Self.foldFunction, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, foldText, nil, nil, nil)
    guard code == SQLITE_OK else { throw failure(code) }
  }
}

/// The C entry point of `roadtrip_fold`: NULL stays NULL, anything else is read as text.
private func foldText(
  _ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
  guard count == 1, let argument = arguments?[0], let raw = sqlite3_value_text(argument) else {
    sqlite3_result_null(context)
    return
  }
  let folded = NameFilter.fold(String(cString: raw))
  folded.utf8CString.withUnsafeBufferPointer { buffer in
    sqlite3_result_text(context, buffer.baseAddress, Int32(buffer.count - 1), SQLiteStatement.transient)
  }
}
