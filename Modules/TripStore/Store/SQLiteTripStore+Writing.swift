import Geo
import TripModels

// MARK: - Trips

extension SQLiteTripStore {
  /// Creates a trip at the top of the list.
  @discardableResult public func createTrip(named name: String) throws(TripStoreError) -> Trip {
    let trip = try validating { () throws(ValidationError) in try Trip(name: name) }
    try recording {
      TripEdit(kind: .createTrip, subject: trip.name, tripID: trip.id)
    } _: {
      try TripRows.insertTrip(id: trip.id, name: trip.name, sortKey: try topSortKey(), into: connection)
    }
    report(TripStoreChange(changedTrips: [trip.id], listChanged: true))
    return trip
  }

  /// Renames a trip.
  public func renameTrip(_ id: Trip.ID, to name: String) throws(TripStoreError) {
    let valid = try validating { () throws(ValidationError) in try EntityName.validated(name) }
    try recording {
      TripEdit(kind: .renameTrip, subject: try storedSummary(id).name, tripID: id)
    } _: {
      try connection.run(TripRows.renameSQL, [.text(valid), .uuid(id)])
    }
    report(TripStoreChange(changedTrips: [id], renamedTrips: [id]))
  }

  /// Deletes a trip and its stops.
  public func deleteTrip(_ id: Trip.ID) throws(TripStoreError) {
    try recording {
      TripEdit(kind: .deleteTrip, subject: try storedSummary(id).name, tripID: id)
    } _: {
      try connection.run("DELETE FROM trip WHERE id = ?", [.uuid(id)])
    }
    report(TripStoreChange(deletedTrips: [id], listChanged: true))
  }

  /// Copies a trip, with new ids, to the top of the list.
  @discardableResult public func duplicateTrip(_ id: Trip.ID) throws(TripStoreError) -> Trip {
    let copy = try recording {
      TripEdit(kind: .duplicateTrip, subject: try storedSummary(id).name, tripID: id)
    } _: {
      let copy = try existingTrip(id).copy(nameSuffix: " (copy)")
      try TripRows.insertTrip(copy, sortKey: try topSortKey(), into: connection)
      return copy
    }
    report(TripStoreChange(changedTrips: [copy.id], listChanged: true))
    return copy
  }

  /// Imports trips in one transaction: new ids below the other trips, identical trips skipped, the
  /// others copied or replaced in place as `policy` says.
  /// - Throws: ``TripStoreError/duplicateStop(_:)`` when two stops of a trip share an id.
  @discardableResult
  public func importTrips(
    _ trips: [Trip], onConflict policy: ImportConflictPolicy
  ) throws(TripStoreError) -> ImportSummary {
    if let repeated = trips.lazy.compactMap(\.repeatedStopID).first { throw .duplicateStop(repeated) }
    // A big import touches most of the indexes: a larger page cache keeps it from spilling.
    let bigImport = trips.count > 1000
    if bigImport { try? connection.execute("PRAGMA cache_size = -131072") }
    defer { if bigImport { try? connection.execute("PRAGMA cache_size = -8192") } }
    let subject = trips.count == 1 ? "1 trip" : "\(trips.count) trips"
    let summary = try recording {
      TripEdit(kind: .importTrips, subject: subject, tripID: trips.count == 1 ? trips.first?.id : nil)
    } _: {
      try TripRows.mergeTrips(trips, onConflict: policy, into: connection) { id in try loadTrip(id) }
    }
    if summary.written > 0 {
      report(
        TripStoreChange(
          changedTrips: Set(summary.added + summary.copied + summary.replaced), listChanged: true))
    }
    return summary
  }

  /// Imports the trips `next` hands over in one transaction, staging each as it comes
  /// (``StreamingTripMerge``): an import file's trips as they are read, never all of them at once.
  /// The edit is recorded as ``importTrips(_:onConflict:)`` records it, and observers hear of the
  /// import once, after it is committed.
  @discardableResult
  public func importTrips(onConflict policy: ImportConflictPolicy, from next: () throws -> Trip?) throws
    -> ImportSummary
  {
    // An error that is not the store's (the file's reader, a repeated id) is kept here and
    // rethrown as it was once the transaction is rolled back, not counted as the store's failure.
    var interruption: (any Error)?
    let summary: ImportSummary
    do {
      summary = try recording {
        TripEdit(kind: .importTrips, subject: "trips")
      } _: {
        do {
          var merge = try StreamingTripMerge(connection: connection, onConflict: policy) { id in
            try self.loadTrip(id)
          }
          while let trip = try next() { try merge.add(trip) }
          let summary = try merge.finish()
          if let editID = merge.editID {
            let count = merge.tripCount
            try connection.run(
              "UPDATE edit SET subject = ?, trip_id = ? WHERE id = ?",
              [
                .text(count == 1 ? "1 trip" : "\(count) trips"),
                count == 1 ? merge.firstTripID.map { .uuid($0) } ?? .null : .null, .integer(editID),
              ])
          }
          return summary
        } catch let error where !(error is SQLiteFailure || error is TripStoreError) {
          interruption = error
          throw TripStoreError.storageFailed(path: path, reason: "the import was interrupted")
        }
      }
    } catch {
      throw interruption ?? error
    }
    // The set of every written trip's id is made only when someone listens (the command line
    // does not): it is the one thing here that grows with the file.
    if summary.written > 0, hasObservers {
      report(
        TripStoreChange(
          changedTrips: Set(summary.added + summary.copied + summary.replaced), listChanged: true))
    }
    return summary
  }

  /// The sort key of a trip placed above every other.
  private func topSortKey() throws -> Int64 {
    try connection.integer("SELECT COALESCE(MAX(sort_key), 0) + 1 FROM trip") ?? 1
  }

  // MARK: - Settings

  /// Remembers a setting (not an edit: settings are not undone).
  public func setSetting(_ key: String, to value: String) throws(TripStoreError) {
    try setSettings([key: value])
  }

  /// Remembers several settings in one transaction: a failure on any of them (a lock, a full
  /// disk, a read-only file) rolls back the others, so none is changed. Not an edit either.
  public func setSettings(_ settings: [String: String]) throws(TripStoreError) {
    try writing {
      for (key, value) in settings.sorted(by: { $0.key < $1.key }) {
        try connection.run(
          "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
          [.text(key), .text(value)])
      }
    }
  }

  // MARK: - Helpers

  func validating<T>(_ body: () throws(ValidationError) -> T) throws(TripStoreError) -> T {
    do { return try body() } catch { throw .invalid(error) }
  }
}
