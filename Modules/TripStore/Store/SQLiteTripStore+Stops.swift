import Geo
import TripModels

/// The pieces of a stop edit that touch only the stops it changes: a stop and its neighbours by
/// position (the `waypoint_order` index), the trip's cached summary adjusted by the legs that
/// changed, and moves made by swapping positions.
///
/// Positions order a trip's stops; they need not be consecutive (a deleted stop leaves a gap), so
/// no edit renumbers the stops after it.
extension SQLiteTripStore {
  // MARK: - Rows

  /// A stop row as the edits need it.
  struct StoredStop: Equatable {
    var id: String
    var position: Int64
    var name: String
    var coordinate: Coordinate
    var note: String
    var nights = 0
    var visitMinutes = 0
    /// Whether the row still matches its checksum (``RowChecksum``).
    var intact = true
  }

  /// Which neighbour of a stop.
  enum Side {
    case before, after
  }

  /// Trips of at most this many stops get their summary recomputed from every stop after an edit
  /// (exact, and as cheap as adjusting it); longer trips have it adjusted by the changed legs.
  static let exactSummaryStopLimit = 256

  /// The stop `id` of trip `tripID`.
  func storedStop(_ id: Stop.ID, in tripID: Trip.ID) throws -> StoredStop {
    let found = try connection.query(
      "SELECT \(Self.storedStopColumns) FROM waypoint WHERE trip_id = ? AND id = ?",
      [.uuid(tripID), .uuid(id)], row: Self.storedStop)
    let rows = try intact(found)
    guard let row = rows.first else { throw TripStoreError.stopNotFound(id) }
    return row
  }

  /// The stop just before or after `stop` in the trip; with `stop` nil, the first or last stop.
  func neighbour(of stop: StoredStop?, in tripID: Trip.ID, _ side: Side) throws -> StoredStop? {
    let sql =
      switch (side, stop == nil) {
      case (.before, false):
        "SELECT \(Self.storedStopColumns) FROM waypoint WHERE trip_id = ? AND position < ? ORDER BY position DESC LIMIT 1"
      case (.after, false):
        "SELECT \(Self.storedStopColumns) FROM waypoint WHERE trip_id = ? AND position > ? ORDER BY position LIMIT 1"
      case (.before, true):
        "SELECT \(Self.storedStopColumns) FROM waypoint WHERE trip_id = ? ORDER BY position LIMIT 1"
      case (.after, true):
        "SELECT \(Self.storedStopColumns) FROM waypoint WHERE trip_id = ? ORDER BY position DESC LIMIT 1"
      }
    let bindings: [SQLiteValue] = stop.map { [.uuid(tripID), .integer($0.position)] } ?? [.uuid(tripID)]
    return try intact(try connection.query(sql, bindings, row: Self.storedStop)).first
  }

  /// The columns ``storedStop(_:)`` reads (the last: whether the row matches its checksum).
  private static let storedStopColumns =
    "id, position, name, latitude, longitude, note, nights, visit_minutes, \(RowChecksum.stopIntact())"

  private static func storedStop(_ row: SQLiteStatement) -> StoredStop {
    StoredStop(
      id: row.text(0) ?? "", position: row.int64(1), name: row.text(2) ?? "",
      coordinate: Coordinate(latitude: row.double(3), longitude: row.double(4)), note: row.text(5) ?? "",
      nights: row.int(6), visitMinutes: row.int(7), intact: row.int(8) != 0)
  }

  /// Reports stop rows an edit read that no longer match their checksums as damage: an edit never
  /// works from a damaged stop.
  private func intact(_ rows: [StoredStop]) throws -> [StoredStop] {
    if let damaged = rows.first(where: { !$0.intact }) {
      throw TripStoreError.corrupt(path: path, reason: RowChecksum.mismatch("stop", id: damaged.id))
    }
    return rows
  }

  // MARK: - Summary

  /// The trip's cached summary columns.
  func storedSummary(_ tripID: Trip.ID) throws -> TripSummary {
    let rows = try connection.query(
      """
      SELECT name, stop_count, total_meters, first_stop_name, last_stop_name, \(RowChecksum.tripIntact())
      FROM trip WHERE id = ?
      """,
      [.uuid(tripID)]
    ) {
      (
        TripSummary(
          id: tripID, name: $0.text(0) ?? "", stopCount: $0.int(1), totalMeters: $0.double(2),
          firstStopName: $0.text(3), lastStopName: $0.text(4)), $0.int(5) != 0
      )
    }
    guard let (summary, intact) = rows.first else { throw TripStoreError.tripNotFound(tripID) }
    try TripRows.checkIntact(intact, trip: tripID.uuidString, path: path)
    return summary
  }

  /// Stores an adjusted summary; a short trip's is recomputed from its stops instead.
  func settle(_ summary: TripSummary) throws {
    guard summary.stopCount <= Self.exactSummaryStopLimit else {
      try TripRows.updateSummary(summary, in: connection)
      return
    }
    try TripRows.updateSummary(TripSummary(try existingTrip(summary.id)), in: connection)
  }

  /// The length of the path through `stops`, skipping the missing ones.
  static func length(_ stops: [StoredStop?]) -> Double {
    let present = stops.compactMap { $0?.coordinate }
    return zip(present, present.dropFirst()).reduce(0) { $0 + Geodesic.distance(from: $1.0, to: $1.1) }
  }

  // MARK: - Moving

  /// Swaps the stop `id` past `offset` neighbours (stopping at an end), adjusting `summary`.
  /// - Returns: the places it moved.
  func swap(_ id: Stop.ID, in tripID: Trip.ID, by offset: Int, summary: inout TripSummary) throws -> Int {
    var moving = try storedStop(id, in: tripID)
    let side: Side = offset < 0 ? .before : .after
    var moved = 0
    while moved < abs(offset), let other = try neighbour(of: moving, in: tripID, side) {
      // In list order: outer, first, second, beyond — first and second trade places.
      let (first, second) = side == .after ? (moving, other) : (other, moving)
      let outer = try neighbour(of: first, in: tripID, .before)
      let beyond = try neighbour(of: second, in: tripID, .after)
      summary.totalMeters +=
        Self.length([outer, second, first, beyond]) - Self.length([outer, first, second, beyond])
      if outer == nil { summary.firstStopName = second.name }
      if beyond == nil { summary.lastStopName = first.name }
      try connection.run(
        TripRows.setPositionSQL,
        [.integer(other.position), .uuid(tripID), .text(moving.id)])
      try connection.run(
        TripRows.setPositionSQL,
        [.integer(moving.position), .uuid(tripID), .text(other.id)])
      moving.position = other.position
      moved += 1
    }
    return offset < 0 ? -moved : moved
  }
}
