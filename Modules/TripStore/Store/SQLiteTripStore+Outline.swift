import Geo
import TripModels

/// Reading a trip's outline (every stop's id, coordinate and stay): a long trip's from the runs the
/// store keeps (``KeptOutline``) and the rows no run covers, which are kept as runs for the next
/// time; a part of it (the stops an edit touched) from its rows.
extension SQLiteTripStore {
  /// Every stop's id, coordinate and stay in trip order; nil if there is no such trip. A trip of at
  /// least ``KeptOutline/shortestRun`` stops is read from its kept runs and the rows between them,
  /// and those rows are kept as runs afterwards (without waiting for the disk; skipped when another
  /// connection wrote in between, or the store cannot be written). A bad id or a coordinate off the
  /// globe in a row is reported as damage, as ``trip(id:)`` reports it; a kept run that does not
  /// read back whole is ignored and the rows are read instead.
  public func stopOutline(of tripID: Trip.ID) throws(TripStoreError) -> StopOutline? {
    guard let read = try reading({ try readOutline(of: tripID) }) else { return nil }
    if !read.newRuns.isEmpty || read.forgetKept {
      keepRuns(read, of: tripID)
    }
    return read.rows
  }

  /// The outline of the stops strictly between `span`'s bounds: two lookups by id, then the rows
  /// between their positions.
  public func stopOutline(of tripID: Trip.ID, in span: StopSpan) throws(TripStoreError) -> StopOutline? {
    try reading {
      guard try connection.integer("SELECT 1 FROM trip WHERE id = ?", [.uuid(tripID)]) != nil else {
        return nil
      }
      let position = { (id: Stop.ID) throws -> Int64? in
        try self.connection.integer(
          "SELECT position FROM waypoint WHERE trip_id = ? AND id = ?", [.uuid(tripID), .uuid(id)])
      }
      var low = Int64.min
      var high = Int64.max
      if let before = span.before {
        guard let found = try position(before) else { return nil }
        low = found
      }
      if let after = span.after {
        guard let found = try position(after) else { return nil }
        high = found
      }
      var rows = StopOutline(reserving: 0)
      _ = try appendRows(of: tripID, between: low, and: high, to: &rows)
      return rows
    }
  }

  // MARK: - Kept runs

  /// An outline as read, with what to keep of it.
  private struct OutlineRead {
    var rows: StopOutline
    /// The stops of `rows` to keep as new runs, with the positions of their first and last stop.
    var newRuns: [(stops: Range<Int>, first: Int64, last: Int64)] = []
    /// Whether the trip's kept runs did not add up and are all to be replaced.
    var forgetKept = false
    /// `PRAGMA data_version` when it was read: the runs are kept only if nobody wrote since.
    var dataVersion: Int64 = 0
  }

  /// The outline from the kept runs and the rows between them; from the rows alone when the runs do
  /// not add up to the trip's stop count. Nil when there is no such trip.
  private func readOutline(of tripID: Trip.ID) throws -> OutlineRead? {
    guard let stopCount = try connection.integer("SELECT stop_count FROM trip WHERE id = ?", [.uuid(tripID)])
    else { return nil }
    let count = Int(stopCount)
    var read = OutlineRead(rows: StopOutline(reserving: count))
    guard count >= KeptOutline.shortestRun else {
      _ = try appendRows(of: tripID, between: .min, and: .max, to: &read.rows)
      try checkCount(read.rows, count, of: tripID)
      return read
    }
    read.dataVersion = try connection.integer("PRAGMA data_version") ?? 0
    if try readKept(of: tripID, into: &read), read.rows.count == count { return read }
    // The kept runs overlap, do not read back or do not add up: the rows alone, kept afresh.
    read = OutlineRead(rows: StopOutline(reserving: count), forgetKept: true, dataVersion: read.dataVersion)
    try appendGap(of: tripID, between: .min, and: .max, to: &read)
    try checkCount(read.rows, count, of: tripID)
    return read
  }

  /// Appends the kept runs in position order and the rows before, between and after them; false
  /// when a run overlaps the one before it or does not read back.
  private func readKept(of tripID: Trip.ID, into read: inout OutlineRead) throws -> Bool {
    let statement = try connection.statement(
      """
      SELECT first_position, last_position, stop_count, stops, checksum FROM outline_run
      WHERE trip_id = ? ORDER BY first_position
      """)
    defer { statement.reset() }
    try statement.bind([.uuid(tripID)])
    var low = Int64.min
    while try statement.step() {
      let first = statement.int64(0)
      let last = statement.int64(1)
      guard first > low, last >= first else { return false }
      try appendGap(of: tripID, between: low, and: first, to: &read)
      let stops = statement.blobBytes(3)
      guard KeptOutline.checksum(stops) == statement.int64(4),
        KeptOutline.decode(stops, count: statement.int(2), into: &read.rows)
      else {
        return false
      }
      low = last
    }
    try appendGap(of: tripID, between: low, and: .max, to: &read)
    return true
  }

  /// Appends the rows strictly between two positions, and marks the runs to keep of them.
  private func appendGap(of tripID: Trip.ID, between low: Int64, and high: Int64, to read: inout OutlineRead)
    throws
  {
    let start = read.rows.count
    let positions = try appendRows(of: tripID, between: low, and: high, to: &read.rows)
    for run in KeptOutline.runs(0..<positions.count) {
      guard let first = positions[run].first, let last = positions[run].last else { continue }
      read.newRuns.append((run.lowerBound + start..<run.upperBound + start, first, last))
    }
  }

  /// Keeps the runs read from rows (and forgets the trip's runs first when they did not add up), in
  /// one write that does not wait for the disk, only if no other connection wrote since the read.
  /// A store that cannot be written, or is busy, keeps nothing: the next open reads the rows again.
  private func keepRuns(_ read: OutlineRead, of tripID: Trip.ID) {
    keepingIfPossible {
      guard try connection.integer("PRAGMA data_version") == read.dataVersion else { return }
      if read.forgetKept {
        try connection.run("DELETE FROM outline_run WHERE trip_id = ?", [.uuid(tripID)])
      }
      let insert = try connection.statement(
        """
        INSERT INTO outline_run(trip_id, first_position, last_position, stop_count, checksum, stops)
        VALUES (?, ?, ?, ?, ?, ?)
        """)
      defer { insert.reset() }
      for run in read.newRuns {
        let stops = KeptOutline.encode(read.rows, run.stops)
        try insert.bind([
          .uuid(tripID), .integer(run.first), .integer(run.last), .int(run.stops.count),
          .integer(stops.withUnsafeBytes(KeptOutline.checksum)),
        ])
        try insert.bind(6, blob: stops)
        try insert.runOnce()
      }
    }
  }

  // MARK: - Rows

  /// Throws damage when the outline does not hold the trip's cached stop count.
  private func checkCount(_ rows: StopOutline, _ count: Int, of tripID: Trip.ID) throws {
    guard rows.count == count else {
      throw TripStoreError.corrupt(
        path: path,
        reason: "trip \(tripID.uuidString) should have \(count) stops but \(rows.count) were found")
    }
  }

  /// Appends the trip's stops whose positions are strictly between `low` and `high`; their positions.
  private func appendRows(of tripID: Trip.ID, between low: Int64, and high: Int64, to rows: inout StopOutline)
    throws -> [Int64]
  {
    var positions: [Int64] = []
    let statement = try connection.statement(
      """
      SELECT id, latitude, longitude, nights, visit_minutes, position FROM waypoint
      WHERE trip_id = ? AND position > ? AND position < ? ORDER BY position
      """
    )
    defer { statement.reset() }
    try statement.bind([.uuid(tripID), .integer(low), .integer(high)])
    while try statement.step() {
      let coordinate = Coordinate(latitude: statement.double(1), longitude: statement.double(2))
      guard let id = statement.stopID(0), abs(coordinate.latitude) <= 90, abs(coordinate.longitude) <= 180
      else {
        throw TripStoreError.corrupt(
          path: path, reason: "trip \(tripID.uuidString) has a stop with a bad id or off the globe")
      }
      let nights = statement.int(3)
      let visitMinutes = statement.int(4)
      let stay =
        nights == 0 && visitMinutes == 0
        ? StopStay.passingThrough
        : try TripRows.stay(nights: nights, visitMinutes: visitMinutes, stop: id.uuidString, path: path)
      rows.ids.append(id)
      rows.coordinates.append(coordinate)
      rows.stays.append(stay)
      positions.append(statement.int64(5))
    }
    return positions
  }
}
