import CSQLite
import TripModels

/// Imports trips handed over one at a time into the caller's transaction, by the rules of
/// ``TripRows/mergeTrips(_:onConflict:into:stored:)`` (a new id added below every stored trip, an
/// identical trip skipped, another replaced or copied), holding one trip at a time, never all of
/// them.
///
/// A new trip's rows (and a copy's) are first written, as they come, to temporary tables
/// (`temp.import_trip_rows`, `temp.import_stop_rows`: SQLite's temporary file, not memory), with
/// their checksums and the history's digest computed as ``TripInserter`` computes them. At the end
/// they are copied into the store in id order, as ``TripRows/mergeTrips(_:onConflict:into:stored:)``
/// writes them after sorting them in memory: every index on ids then grows at its end, and a small
/// page cache is enough (rows written in file order would land all over the indexes on random
/// ids, and the cache would write each page many times). SQLite sorts them, in bounded memory.
///
/// What the whole-array merge learns by looking at every trip first is learnt from the tables:
///
/// - A trip id given twice: the copy into the store hits the id's primary key (two new trips), or
///   a stored trip's id comes a second time (`temp.import_claimed`). Throws ``RepeatedTripID``.
/// - A stop id given twice: a unique index over the new stops' ids (and the replaced trips' stops,
///   `temp.import_claimed_stops`) cannot be built. Throws ``TripStoreError/duplicateStop(_:)``.
/// - A stop id of another stored trip (``StopIDOwnership``), when the store held trips before the
///   import: one pass over the stop rows against those ids. Throws
///   ``TripStoreError/stopIDInUse(_:tripName:)``.
///
/// The added trips are recorded in the history as one entry
/// (``EditHistory/recordAddedTrips(_:sortKeys:digest:in:)``), copied with the insert-logging
/// triggers dropped; replaced trips are written at once and logged row by row.
struct StreamingTripMerge {
  /// The page cache, in KiB, while the rows are sorted and copied into the store (SQLite sorts in
  /// as much memory as the cache may take): they are written in index order, so a few pages are
  /// enough, and the import's memory stays that of a small one.
  static let cacheKiB = 1_024
  /// The stops per trip, on average, from which a file's stops are copied in file order.
  static let longTripStops = 16
  /// The temporary tables' page cache, in KiB: they are written at their ends.
  static let temporaryCacheKiB = 1_024

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
  private var stager: TripInserter
  private var claimsStops = false

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
      DROP TABLE IF EXISTS temp.import_trip_rows;
      DROP TABLE IF EXISTS temp.import_stop_rows;
      DROP TABLE IF EXISTS temp.import_claimed;
      DROP TABLE IF EXISTS temp.import_claimed_stops;
      PRAGMA temp.cache_size = -\(Self.temporaryCacheKiB);
      CREATE TEMP TABLE import_trip_rows(\(TripInserter.tripColumns));
      CREATE TEMP TABLE import_stop_rows(\(TripInserter.stopColumns));
      CREATE TEMP TABLE import_claimed(id TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID;
      CREATE TEMP TABLE import_claimed_stops(id TEXT NOT NULL, trip_id TEXT NOT NULL);
      """)
    stager = try TripInserter(
      connection: connection, trips: "temp.import_trip_rows", stops: "temp.import_stop_rows")
  }

  /// Imports `trip`: a new one (or a copy) is staged, a replacing one written at once.
  mutating func add(_ trip: Trip) throws {
    if let repeated = trip.repeatedStopID { throw TripStoreError.duplicateStop(repeated) }
    tripCount += 1
    if firstTripID == nil { firstTripID = trip.id }
    if !storeWasEmpty, try connection.integer("SELECT 1 FROM trip WHERE id = ?", [.uuid(trip.id)]) != nil {
      // A stored trip: the import deals with it once.
      try connection.run("INSERT OR IGNORE INTO temp.import_claimed(id) VALUES (?)", [.uuid(trip.id)])
      guard connection.changes > 0 else { throw RepeatedTripID(id: trip.id) }
      if let existing = try stored(trip.id), existing == trip {
        summary.skipped.append(trip.id)
      } else if policy == .replace {
        // Logged row by row (staging writes only temporary tables, which nothing logs).
        try TripRows.replaceTrip(with: trip, in: connection)
        for stop in trip.stops {
          try connection.run(
            "INSERT INTO temp.import_claimed_stops(id, trip_id) VALUES (?, ?)",
            [.uuid(stop.id), .uuid(trip.id)])
        }
        claimsStops = claimsStops || !trip.stops.isEmpty
        summary.replaced.append(trip.id)
      } else {
        let copy = try trip.copy(nameSuffix: " (imported)")
        try stage(copy)
        summary.copied.append(copy.id)
      }
      return
    }
    try stage(trip)
    summary.added.append(trip.id)
  }

  /// Copies the staged trips into the store, records them in the history and checks the ids.
  /// - Returns: what happened to each trip.
  mutating func finish() throws -> ImportSummary {
    // SQLite sorts with as much memory as the page cache may take.
    try connection.execute("PRAGMA cache_size = -\(Self.cacheKiB)")
    defer { try? connection.execute("PRAGMA cache_size = -\(SQLiteTripStore.cacheKiB)") }
    try requireDistinctStopIDs()
    if editID != nil { try EditHistory.pauseLogging(in: connection) }
    if stager.tripCount > 0 {
      if editID != nil {
        try EditHistory.withoutInsertLogging(in: connection) { try copyStagedRows() }
      } else {
        try copyStagedRows()
      }
    }
    if let editID {
      if stager.tripCount > 0 {
        try EditHistory.recordAddedTrips(
          editID, sortKeys: (nextSortKey + 1)...firstSortKey, digest: stager.digest, in: connection)
      }
      try EditHistory.resumeLogging(editID, in: connection)
    }
    if !storeWasEmpty { try requireStopIDsFree() }
    try connection.execute(
      """
      DROP TABLE temp.import_trip_rows; DROP TABLE temp.import_stop_rows;
      DROP TABLE temp.import_claimed; DROP TABLE temp.import_claimed_stops;
      """)
    return summary
  }

  // MARK: - Writing

  /// Copies the staged rows into the store, in id order.
  private func copyStagedRows() throws {
    // A trip's stops come together in the file, so each trip's index entries are written in one
    // place in file order too: long trips are copied as they came (no sort of their many stops),
    // many short trips sorted by trip, or their entries would land all over the indexes.
    let stops = stager.digest.rows - stager.tripCount
    let stopOrder = stops >= Self.longTripStops * stager.tripCount ? "rowid" : "trip_id, position"
    do {
      try connection.execute(
        """
        INSERT INTO main.trip(\(TripInserter.tripColumns))
          SELECT \(TripInserter.tripColumns) FROM temp.import_trip_rows ORDER BY id;
        INSERT INTO main.waypoint(\(TripInserter.stopColumns))
          SELECT \(TripInserter.stopColumns) FROM temp.import_stop_rows ORDER BY \(stopOrder);
        """)
    } catch {
      // Two new trips with one id (the stops' ids were checked before).
      guard error.primary == SQLITE_CONSTRAINT else { throw error }
      let repeated = try connection.query(
        "SELECT id FROM temp.import_trip_rows GROUP BY id HAVING COUNT(*) > 1 LIMIT 1"
      ) { $0.text(0).flatMap(TripID.init(uuidString:)) }.first
      throw RepeatedTripID(id: repeated.flatMap { $0 } ?? TripID())
    }
  }

  private mutating func stage(_ trip: Trip) throws {
    try stager.insert(trip, sortKey: nextSortKey)
    nextSortKey -= 1
  }

  // MARK: - Ids

  /// Throws ``TripStoreError/duplicateStop(_:)`` when two stops the import writes share an id.
  private func requireDistinctStopIDs() throws {
    do {
      try connection.execute("CREATE UNIQUE INDEX temp.import_stop_ids ON import_stop_rows(id)")
    } catch {
      guard error.primary == SQLITE_CONSTRAINT else { throw error }
      let id = try repeatedStop(
        "SELECT id FROM temp.import_stop_rows GROUP BY id HAVING COUNT(*) > 1 LIMIT 1")
      throw TripStoreError.duplicateStop(id ?? StopID())
    }
    guard claimsStops else { return }
    try connection.execute("CREATE INDEX temp.import_claimed_stop_ids ON import_claimed_stops(id)")
    if let id = try repeatedStop(
      """
      SELECT id FROM temp.import_claimed_stops GROUP BY id HAVING COUNT(*) > 1
      UNION ALL SELECT c.id FROM temp.import_claimed_stops c JOIN temp.import_stop_rows s ON s.id = c.id
      LIMIT 1
      """)
    {
      throw TripStoreError.duplicateStop(id)
    }
  }

  private func repeatedStop(_ sql: String) throws -> StopID? {
    try connection.query(sql) { $0.text(0).flatMap(StopID.init(uuidString:)) }.first.flatMap { $0 }
  }

  /// Throws ``TripStoreError/stopIDInUse(_:tripName:)`` when a stop the import wrote has the id of
  /// a stop of another stored trip: one pass over the stop rows, finding the first such row in
  /// their order, as ``StopIDOwnership`` finds it.
  private func requireStopIDsFree() throws {
    let clash = try connection.query(
      """
      SELECT w.id, (SELECT name FROM trip WHERE id = w.trip_id) FROM waypoint w
      WHERE EXISTS (SELECT 1 FROM temp.import_stop_rows s WHERE s.id = w.id AND s.trip_id <> w.trip_id)
        OR EXISTS (SELECT 1 FROM temp.import_claimed_stops c WHERE c.id = w.id AND c.trip_id <> w.trip_id)
      LIMIT 1
      """
    ) { row in (row.text(0).flatMap(StopID.init(uuidString:)), row.text(1) ?? "") }.first
    if let (id, name) = clash, let id { throw TripStoreError.stopIDInUse(id, tripName: name) }
  }
}
