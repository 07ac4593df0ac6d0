import Geo
import TripModels

/// Stop edits: each reads and writes only the stops it changes and their neighbours, and adjusts
/// the trip's cached summary by the legs that changed.
extension SQLiteTripStore {
  /// How far apart positions are put when an insert finds no gap between two stops.
  private static let positionGap: Int64 = 1024

  /// Inserts `stop` just after `previous` (at the end when nil).
  @discardableResult
  public func insertStop(
    _ stop: Stop, into tripID: Trip.ID, after previous: Stop.ID?
  ) throws(TripStoreError) -> Stop {
    try recording {
      TripEdit(kind: .addStop, subject: stop.name, tripID: tripID, stopID: stop.id)
    } _: { () throws -> Void in
      var summary = try storedSummary(tripID)
      let before: StoredStop?
      if let previous {
        before = try self.storedStop(previous, in: tripID)
      } else {
        before = try neighbour(of: nil, in: tripID, .after)
      }
      var after: StoredStop? = nil
      if let before { after = try neighbour(of: before, in: tripID, .after) }
      if let before, let next = after, next.position - before.position < 2 {
        // No room between them: the stops after `before` move up, leaving room for later inserts.
        try connection.run(
          "UPDATE waypoint SET \(RowChecksum.stopUpdate(["position": "position + ?1"]))"
            + " WHERE trip_id = ?2 AND position > ?3",
          [.integer(Self.positionGap), .uuid(tripID), .integer(before.position)])
        after?.position += Self.positionGap
      }
      let position: Int64 =
        switch (before, after) {
        case (let before?, let after?): before.position + (after.position - before.position) / 2
        case (let before?, nil): before.position + 1
        case (nil, _): 0
        }
      let new = StoredStop(
        id: stop.id.uuidString, position: position, name: stop.name, coordinate: stop.coordinate,
        note: stop.note)
      summary.totalMeters += Self.length([before, new, after]) - Self.length([before, after])
      summary.stopCount += 1
      if before == nil { summary.firstStopName = stop.name }
      if after == nil { summary.lastStopName = stop.name }
      try TripRows.insertStop(stop, tripID: tripID, position: position, into: connection)
      try settle(summary)
    }
    report(TripStoreChange(changedTrips: [tripID]))
    return stop
  }

  /// Replaces a stop's name, coordinate, note and stay; only its two legs are measured again.
  public func updateStop(_ stop: Stop, in tripID: Trip.ID) throws(TripStoreError) {
    try recording {
      _ = try storedSummary(tripID)
      let old = try self.storedStop(stop.id, in: tripID)
      let stayChanged = old.nights != stop.stay.nights || old.visitMinutes != stop.stay.visitMinutes
      let kind = TripEdit.Kind.stopUpdate(
        placeChanged: old.coordinate != stop.coordinate, nameChanged: old.name != stop.name,
        stayChanged: stayChanged)
      return TripEdit(kind: kind, subject: old.name, tripID: tripID, stopID: stop.id)
    } _: {
      var summary = try storedSummary(tripID)
      let old = try self.storedStop(stop.id, in: tripID)
      let before = try neighbour(of: old, in: tripID, .before)
      let after = try neighbour(of: old, in: tripID, .after)
      var new = old
      new.name = stop.name
      new.coordinate = stop.coordinate
      summary.totalMeters += Self.length([before, new, after]) - Self.length([before, old, after])
      if before == nil { summary.firstStopName = new.name }
      if after == nil { summary.lastStopName = new.name }
      try connection.run(
        """
        UPDATE waypoint SET \(RowChecksum.stopUpdate([
          "name": "?1", "latitude": "?2", "longitude": "?3", "note": "?4", "nights": "?5", "visit_minutes": "?6",
        ]))
        WHERE trip_id = ?7 AND id = ?8
        """,
        [
          .text(stop.name), .real(stop.coordinate.latitude), .real(stop.coordinate.longitude),
          .text(stop.note), .int(stop.stay.nights), .int(stop.stay.visitMinutes), .uuid(tripID),
          .uuid(stop.id),
        ])
      try settle(summary)
    }
    report(TripStoreChange(changedTrips: [tripID]))
  }

  /// Removes a stop; the others keep their positions (order is all positions mean), and the legs
  /// either side of it become one.
  public func removeStop(_ stopID: Stop.ID, from tripID: Trip.ID) throws(TripStoreError) {
    try recording {
      try stopEdit(.removeStop, stopID, in: tripID)
    } _: {
      var summary = try storedSummary(tripID)
      let old = try storedStop(stopID, in: tripID)
      let before = try neighbour(of: old, in: tripID, .before)
      let after = try neighbour(of: old, in: tripID, .after)
      summary.totalMeters += Self.length([before, after]) - Self.length([before, old, after])
      summary.stopCount -= 1
      if before == nil { summary.firstStopName = after?.name }
      if after == nil { summary.lastStopName = before?.name }
      try connection.run(
        "DELETE FROM waypoint WHERE trip_id = ? AND id = ?", [.uuid(tripID), .uuid(stopID)])
      try settle(summary)
    }
    report(TripStoreChange(changedTrips: [tripID]))
  }

  /// Moves a stop to `index` (clamped). Finding where it is now counts the stops before it; the
  /// move itself swaps it past its neighbours.
  public func moveStop(_ stopID: Stop.ID, in tripID: Trip.ID, to index: Int) throws(TripStoreError) {
    let moved = try recording {
      try stopEdit(.moveStop, stopID, in: tripID)
    } _: {
      var summary = try storedSummary(tripID)
      let moving = try storedStop(stopID, in: tripID)
      let from = Int(
        try connection.integer(
          "SELECT COUNT(*) FROM waypoint WHERE trip_id = ? AND position < ?",
          [.uuid(tripID), .integer(moving.position)]) ?? 0)
      let target = min(max(0, index), summary.stopCount - 1)
      let moved = try swap(stopID, in: tripID, by: target - from, summary: &summary)
      try settle(summary)
      return moved
    }
    if moved != 0 { report(TripStoreChange(changedTrips: [tripID])) }
  }

  /// Moves a stop `offset` places (negative: earlier), stopping at either end, by swapping
  /// positions with its neighbours: the cost is the places moved, not the trip's length.
  /// - Returns: the places it moved (0 when it is already at that end).
  @discardableResult
  public func moveStop(_ stopID: Stop.ID, in tripID: Trip.ID, by offset: Int) throws(TripStoreError) -> Int {
    let moved = try recording {
      try stopEdit(.moveStop, stopID, in: tripID)
    } _: {
      var summary = try storedSummary(tripID)
      let moved = try swap(stopID, in: tripID, by: offset, summary: &summary)
      try settle(summary)
      return moved
    }
    if moved != 0 { report(TripStoreChange(changedTrips: [tripID])) }
    return moved
  }

  /// The edit `kind` of stop `stopID`, named after the stop (throwing when the trip, then the stop,
  /// is missing).
  private func stopEdit(_ kind: TripEdit.Kind, _ stopID: Stop.ID, in tripID: Trip.ID) throws -> TripEdit {
    _ = try storedSummary(tripID)
    return TripEdit(
      kind: kind, subject: try storedStop(stopID, in: tripID).name, tripID: tripID, stopID: stopID)
  }

  /// Puts a trip's stops in reverse order: each stop takes the position of its mirror.
  public func reverseStops(in tripID: Trip.ID) throws(TripStoreError) {
    try recording {
      TripEdit(kind: .reverseStops, subject: try storedSummary(tripID).name, tripID: tripID)
    } _: {
      var summary = try storedSummary(tripID)
      let rows = try connection.query(
        "SELECT id, position FROM waypoint WHERE trip_id = ? ORDER BY position", [.uuid(tripID)]
      ) { (id: $0.text(0) ?? "", position: $0.int64(1)) }
      for (row, mirror) in zip(rows, rows.reversed()) where row.id != mirror.id {
        try connection.run(
          TripRows.setPositionSQL,
          [.integer(mirror.position), .uuid(tripID), .text(row.id)])
      }
      (summary.firstStopName, summary.lastStopName) = (summary.lastStopName, summary.firstStopName)
      try settle(summary)
    }
    report(TripStoreChange(changedTrips: [tripID]))
  }
}
