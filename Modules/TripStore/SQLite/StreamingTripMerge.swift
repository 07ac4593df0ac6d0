import CSQLite
import TripModels

/// Imports trips handed over one at a time into the caller's transaction, by the rules of
/// ``TripRows/mergeTrips(_:onConflict:into:stored:)`` (a new id added below every stored trip, an
/// identical trip skipped, another replaced or copied), writing them a batch at a time: what it
/// holds is one batch of trips, never all of them. What the whole-array merge learns by looking at
/// every trip first it learns from the rows written so far:
///
/// - A trip id given twice: its row is already here with a sort key this import gave (or, for a
///   stored trip it skipped, replaced or copied, in `temp.import_trip`), or, within one batch, the
///   insert hits the id's primary key. Throws ``RepeatedTripID``.
/// - A stop id given twice: every stop the import writes under its own id is claimed in
///   `temp.import_stop` (id → trip); a second claim throws ``TripStoreError/duplicateStop(_:)``.
/// - A stop id of another stored trip (``StopIDOwnership``): at the end, one pass over the stop
///   rows against the claims, when the store held trips before the import.
///
/// The added trips are recorded in the history as one entry (``EditHistory/recordAddedTrips(_:sortKeys:digest:in:)``),
/// with the insert-logging triggers dropped while they are written; replaced trips are logged row by
/// row. The temporary tables live in SQLite's temporary file, not in memory.
struct StreamingTripMerge {
  /// How many new trips are written at a time (in id order, so that the id indexes grow at their
  /// ends more than in their middles).
  static let batchSize = 512

  private let connection: SQLiteConnection
  private let policy: ImportConflictPolicy
  private let stored: (Trip.ID) throws -> Trip?
  /// What happened to each trip so far.
  private(set) var summary = ImportSummary()
  /// How many trips were handed over, and the first one's id.
  private(set) var tripCount = 0
  private(set) var firstTripID: Trip.ID?
  /// The edit being recorded, nil when none is.
  let editID: Int64?
  private let firstSortKey: Int64
  private var nextSortKey: Int64
  private let storeWasEmpty: Bool
  private var inserter: TripInserter
  private var pending: [(trip: Trip, sortKey: Int64)] = []
  private let claimStop: SQLiteStatement
  private let claimTrip: SQLiteStatement

  /// Starts an import into `connection`'s open transaction; `stored` loads a stored trip.
  init(
    connection: SQLiteConnection, onConflict policy: ImportConflictPolicy,
    stored: @escaping (Trip.ID) throws -> Trip?
  ) throws {
    self.connection = connection
    self.policy = policy
    self.stored = stored
    firstSortKey = try connection.integer("SELECT COALESCE(MIN(sort_key), 1) - 1 FROM trip") ?? 0
    nextSortKey = firstSortKey
    storeWasEmpty = try connection.integer("SELECT 1 FROM trip LIMIT 1") == nil
    editID = try EditHistory.recordingEdit(in: connection)
    try connection.execute(
      """
      CREATE TEMP TABLE IF NOT EXISTS import_stop(id TEXT PRIMARY KEY NOT NULL, trip_id TEXT NOT NULL)
        WITHOUT ROWID;
      CREATE TEMP TABLE IF NOT EXISTS import_trip(id TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID;
      DELETE FROM temp.import_stop;
      DELETE FROM temp.import_trip;
      """)
    if editID != nil {
      try EditHistory.pauseLogging(in: connection)
      try Self.dropInsertLogging(in: connection)
    }
    inserter = try TripInserter(connection: connection)
    claimStop = try connection.statement("INSERT OR IGNORE INTO temp.import_stop(id, trip_id) VALUES (?1, ?2)")
    claimTrip = try connection.statement("INSERT OR IGNORE INTO temp.import_trip(id) VALUES (?1)")
    pending.reserveCapacity(Self.batchSize)
  }

  /// Imports `trip` (written with its batch, or at once when it replaces a stored trip).
  mutating func add(_ trip: Trip) throws {
    if let repeated = Self.repeatedStopID(trip) { throw TripStoreError.duplicateStop(repeated) }
    tripCount += 1
    if firstTripID == nil { firstTripID = trip.id }
    if !storeWasEmpty,
      let sortKey = try connection.integer("SELECT sort_key FROM trip WHERE id = ?", [.uuid(trip.id)])
    {
      // Added by this import already, or a stored trip it has already dealt with.
      guard !(nextSortKey < sortKey && sortKey <= firstSortKey), try claim(trip.id) else {
        throw RepeatedTripID(id: trip.id)
      }
      if let existing = try stored(trip.id), existing == trip {
        summary.skipped.append(trip.id)
      } else if policy == .replace {
        try withLogging { try TripRows.replaceTrip(with: trip, in: connection) }
        try claimStops(of: trip)
        summary.replaced.append(trip.id)
      } else {
        let copy = try trip.copy(nameSuffix: " (imported)")
        try queue(copy)
        summary.copied.append(copy.id)
      }
      return
    }
    try claimStops(of: trip)
    try queue(trip)
    summary.added.append(trip.id)
  }

  /// Writes the last batch, records the added trips in the history and checks the stop ids
  /// against the stored trips'.
  /// - Returns: what happened to each trip.
  mutating func finish() throws -> ImportSummary {
    try flush()
    if let editID {
      try connection.execute(EditHistory.loggingTriggers)
      if inserter.tripCount > 0 {
        try EditHistory.recordAddedTrips(
          editID, sortKeys: (nextSortKey + 1)...firstSortKey, digest: inserter.digest, in: connection)
      }
      try EditHistory.resumeLogging(editID, in: connection)
    }
    if !storeWasEmpty { try requireUniqueStopIDs() }
    try connection.execute("DROP TABLE temp.import_stop; DROP TABLE temp.import_trip")
    return summary
  }

  // MARK: - Writing

  private mutating func queue(_ trip: Trip) throws {
    pending.append((trip, nextSortKey))
    nextSortKey -= 1
    if pending.count >= Self.batchSize { try flush() }
  }

  /// Writes the pending trips in id order.
  private mutating func flush() throws {
    guard !pending.isEmpty else { return }
    pending.sort { TripRows.idPrecedes($0.trip.id, $1.trip.id) }
    for (trip, sortKey) in pending {
      do {
        try inserter.insert(trip, sortKey: sortKey)
      } catch {
        // The only key a new trip can clash on is its id: another trip of the batch had it.
        let primary = error.primary
        if primary == SQLITE_CONSTRAINT { throw RepeatedTripID(id: trip.id) }
        throw error
      }
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// Runs `body` (which replaces a stored trip) with every change it makes logged.
  private func withLogging(_ body: () throws -> Void) throws {
    guard let editID else { return try body() }
    try connection.execute(EditHistory.loggingTriggers)
    try EditHistory.resumeLogging(editID, in: connection)
    try body()
    try EditHistory.pauseLogging(in: connection)
    try Self.dropInsertLogging(in: connection)
  }

  /// Drops the insert-logging triggers (see ``EditHistory/withoutInsertLogging(in:_:)``): the
  /// transaction's rollback, or ``EditHistory/loggingTriggers``, makes them again.
  private static func dropInsertLogging(in connection: SQLiteConnection) throws {
    try connection.execute(
      "DROP TRIGGER IF EXISTS temp.log_trip_insert; DROP TRIGGER IF EXISTS temp.log_waypoint_insert")
  }

  // MARK: - Ids

  /// Claims a stored trip's id for this import; false when it was claimed before.
  private func claim(_ id: Trip.ID) throws -> Bool {
    var row = RowDigest.Row(table: RowDigest.tripTable)
    try claimTrip.bind(1, text: SQLiteValue.canonicalText(id.uuid), digest: &row)
    try claimTrip.runOnce()
    return connection.changes > 0
  }

  /// Claims the ids of `trip`'s stops; throws when another trip of the import claimed one.
  private func claimStops(of trip: Trip) throws {
    guard !trip.stops.isEmpty else { return }
    var row = RowDigest.Row(table: RowDigest.stopTable)
    try claimStop.bind(2, text: SQLiteValue.canonicalText(trip.id.uuid), digest: &row)
    for stop in trip.stops {
      try claimStop.bind(1, text: SQLiteValue.canonicalText(stop.id.uuid), digest: &row)
      try claimStop.runOnce()
      guard connection.changes > 0 else { throw TripStoreError.duplicateStop(stop.id) }
    }
  }

  /// Throws ``TripStoreError/stopIDInUse(_:tripName:)`` when a stop of a trip the import wrote has
  /// the id of a stop of another stored trip: one pass over the stop rows (the first such row in
  /// their order, as ``StopIDOwnership`` finds it).
  private func requireUniqueStopIDs() throws {
    let clash = try connection.query(
      """
      SELECT w.id, t.name FROM waypoint w CROSS JOIN temp.import_stop s ON s.id = w.id
        JOIN trip t ON t.id = w.trip_id
      WHERE s.trip_id <> w.trip_id LIMIT 1
      """
    ) { row in (row.text(0).flatMap { StopID(uuidString: $0) }, row.text(1) ?? "") }.first
    if let (id, name) = clash, let id { throw TripStoreError.stopIDInUse(id, tripName: name) }
  }

  /// ``Trip/repeatedStopID``, without making a set for a trip of a few stops.
  private static func repeatedStopID(_ trip: Trip) -> StopID? {
    let stops = trip.stops
    guard stops.count <= 8 else { return trip.repeatedStopID }
    for later in stops.indices.dropFirst() {
      for earlier in stops.indices[..<later] where stops[earlier].id == stops[later].id {
        return stops[later].id
      }
    }
    return nil
  }
}
