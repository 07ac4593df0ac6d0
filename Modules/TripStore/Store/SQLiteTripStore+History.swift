import TripModels

/// Undo and redo: every data change is recorded as an edit in the same transaction (see
/// ``EditHistory``).
///
/// Which edits a store may undo: its own, and those made before it was opened (so that history
/// survives a restart). Edits another process makes while both are open are that process's to
/// undo; if one of them changed what an edit of this store touched, undoing that edit is refused.
extension SQLiteTripStore {
  // MARK: - Recording

  /// Runs `body` as one write transaction recorded as the edit `describe` returns (called first,
  /// inside the transaction). A change that continues the latest edit (typing a name) joins it;
  /// any new edit forgets what this store could redo. A body that changes no row records nothing.
  func recording<T>(_ describe: () throws -> TripEdit, _ body: () throws -> T) throws(TripStoreError) -> T {
    try installLoggingIfNeeded()
    committedStopSpans = [:]
    var spans: [TripID: StopSpan] = [:]
    let result = try writing {
      let edit = try describe()
      try connection.run(
        "DELETE FROM edit WHERE undone = 1 AND (id <= ? OR session = ?)",
        [.integer(historyFloor), .text(session)])
      let editID = try continuedEdit(edit) ?? newEdit(edit)
      try connection.run("DELETE FROM temp.edit_recording")
      try connection.run("INSERT INTO temp.edit_recording(edit_id) VALUES (?)", [.integer(editID)])
      let result = try body()
      try connection.run("DELETE FROM temp.edit_recording")
      try connection.run(
        "DELETE FROM edit WHERE id = ? AND NOT EXISTS (SELECT 1 FROM edit_row WHERE edit_id = ?)",
        [.integer(editID), .integer(editID)])
      try connection.run(
        "DELETE FROM edit WHERE id <= (SELECT id FROM edit ORDER BY id DESC LIMIT 1 OFFSET ?)",
        [.int(EditHistory.capacity)])
      spans = try EditHistory.stopSpans(of: editID, in: connection)
      return result
    }
    committedStopSpans = spans
    return result
  }

  /// The latest edit's id when it is this store's, not undone, and `edit` continues it.
  private func continuedEdit(_ edit: TripEdit) throws -> Int64? {
    guard edit.coalesces else { return nil }
    let latest = try connection.query(
      "SELECT id, session, undone, kind, subject, trip_id, stop_id FROM edit ORDER BY id DESC LIMIT 1"
    ) { row in
      (id: row.int64(0), session: row.text(1), undone: row.int(2) != 0, edit: Self.edit(row, from: 3))
    }.first
    guard let latest, latest.session == session, !latest.undone, let previous = latest.edit,
      previous.isContinued(by: edit)
    else { return nil }
    return latest.id
  }

  private func newEdit(_ edit: TripEdit) throws -> Int64 {
    try connection.run(
      "INSERT INTO edit(session, kind, subject, trip_id, stop_id) VALUES (?, ?, ?, ?, ?)",
      [
        .text(session), .text(edit.kind.rawValue), .text(edit.subject),
        edit.tripID.map { .uuid($0) } ?? .null, edit.stopID.map { .uuid($0) } ?? .null,
      ])
    return connection.lastInsertedRowID
  }

  /// Reads an edit description from columns `kind, subject, trip_id, stop_id` starting at `first`.
  static func edit(_ row: SQLiteStatement, from first: Int32) -> TripEdit? {
    guard let kind = row.text(first).flatMap(TripEdit.Kind.init(rawValue:)) else { return nil }
    return TripEdit(
      kind: kind, subject: row.text(first + 1) ?? "",
      tripID: row.text(first + 2).flatMap(TripID.init(uuidString:)),
      stopID: row.text(first + 3).flatMap(StopID.init(uuidString:)))
  }

  // MARK: - Undo and redo

  /// Undoes the latest edit this store may undo.
  public func undo() throws(TripStoreError) -> TripEdit? {
    try step(.undo)
  }

  /// Redoes the edit undone last.
  public func redo() throws(TripStoreError) -> TripEdit? {
    try step(.redo)
  }

  private func step(_ direction: EditHistory.Direction) throws(TripStoreError) -> TripEdit? {
    let order = direction == .undo ? "undone = 0 ORDER BY id DESC" : "undone = 1 ORDER BY id ASC"
    committedStopSpans = [:]
    var spans: [TripID: StopSpan] = [:]
    let outcome = try writing { () -> (edit: TripEdit, trips: Set<TripID>, deleted: Set<TripID>)? in
      let found = try connection.query(
        "SELECT id, kind, subject, trip_id, stop_id FROM edit WHERE (id <= ? OR session = ?) AND \(order) LIMIT 1",
        [.integer(historyFloor), .text(session)]
      ) { row in (id: row.int64(0), edit: Self.edit(row, from: 1)) }.first
      guard let found else { return nil }
      let edit = found.edit ?? TripEdit(kind: .importTrips, subject: "an unknown change")
      let (expected, target) = direction.sides
      // An import's added trips are checked by their digest and logged row by row before undoing.
      guard
        try direction == .redo || EditHistory.expandAddedTrips(found.id, in: connection),
        try EditHistory.mismatchCount(found.id, expected: expected, in: connection) == 0
      else {
        throw TripStoreError.editConflict(edit, undoing: direction == .undo)
      }
      try EditHistory.apply(found.id, side: target, in: connection)
      try connection.run(
        "UPDATE edit SET undone = ? WHERE id = ?", [.int(direction == .undo ? 1 : 0), .integer(found.id)])
      let trips = try EditHistory.tripIDs(of: found.id, in: connection)
      var deleted: Set<TripID> = []
      for id in trips where try connection.integer("SELECT 1 FROM trip WHERE id = ?", [.uuid(id)]) == nil {
        deleted.insert(id)
      }
      spans = try EditHistory.stopSpans(of: found.id, in: connection)
      return (edit, trips, deleted)
    }
    guard let outcome else { return nil }
    committedStopSpans = spans
    report(
      TripStoreChange(
        changedTrips: outcome.trips.subtracting(outcome.deleted), deletedTrips: outcome.deleted,
        listChanged: true))
    return outcome.edit
  }
}
