import Foundation
import Geo
import TripModels

// MARK: - Trips

extension SQLiteTripStore {
  /// Creates a trip at the top of the list.
  @discardableResult public func createTrip(named name: String) throws(TripStoreError) -> Trip {
    let trip = try validating { () throws(ValidationError) in try Trip(name: name) }
    try writing {
      let sortKey = try connection.integer("SELECT COALESCE(MAX(sort_key), 0) + 1 FROM trip") ?? 1
      try TripRows.insertTrip(id: trip.id, name: trip.name, sortKey: sortKey, into: connection)
    }
    report(TripStoreChange(changedTrips: [trip.id], listChanged: true))
    return trip
  }

  /// Renames a trip.
  public func renameTrip(_ id: Trip.ID, to name: String) throws(TripStoreError) {
    let valid = try validating { () throws(ValidationError) in try EntityName.validated(name) }
    try writing {
      try connection.run("UPDATE trip SET name = ? WHERE id = ?", [.text(valid), .uuid(id)])
      guard connection.changes == 1 else { throw TripStoreError.tripNotFound(id) }
    }
    report(TripStoreChange(changedTrips: [id]))
  }

  /// Deletes a trip and its stops.
  public func deleteTrip(_ id: Trip.ID) throws(TripStoreError) {
    try writing {
      try connection.run("DELETE FROM trip WHERE id = ?", [.uuid(id)])
      guard connection.changes == 1 else { throw TripStoreError.tripNotFound(id) }
    }
    report(TripStoreChange(deletedTrips: [id], listChanged: true))
  }

  /// Adds trips in one transaction; a trip whose id exists is replaced in place, new ones go below.
  /// - Throws: ``TripStoreError/duplicateWaypoint(_:)`` when two stops of a trip share an id.
  public func importTrips(_ trips: [Trip]) throws(TripStoreError) {
    for trip in trips {
      var seen: Set<Stop.ID> = []
      for waypoint in trip.stops where !seen.insert(waypoint.id).inserted {
        throw TripStoreError.duplicateStop(waypoint.id)
      }
    }
    // A big import touches most of the indexes: a larger page cache keeps it from spilling.
    let bigImport = trips.count > 1000
    if bigImport { try? connection.execute("PRAGMA cache_size = -131072") }
    defer { if bigImport { try? connection.execute("PRAGMA cache_size = -8192") } }
    try writing { try TripRows.importTrips(trips, into: connection) }
    report(TripStoreChange(changedTrips: Set(trips.map(\.id)), listChanged: true))
  }

  // MARK: - Stops

  /// Appends a stop after the last one; the cached summary grows by one leg without reading the
  /// other stops.
  @discardableResult
  public func addStop(to tripID: Trip.ID, name: String, coordinate: Coordinate) throws(TripStoreError) -> Stop
  {
    let waypoint = try validating { () throws(ValidationError) in
      try Stop(name: name, coordinate: coordinate)
    }
    try writing {
      var summary = try storedSummary(tripID)
      let last = try neighbour(of: nil, in: tripID, .after)
      summary.totalMeters += last.map { Geodesic.distance(from: $0.coordinate, to: waypoint.coordinate) } ?? 0
      try TripRows.insertStop(
        waypoint, tripID: tripID, position: last.map { Int($0.position) + 1 } ?? 0, into: connection)
      summary.stopCount += 1
      summary.firstStopName = summary.firstStopName ?? waypoint.name
      summary.lastStopName = waypoint.name
      try settle(summary)
    }
    report(TripStoreChange(changedTrips: [tripID]))
    return waypoint
  }

  /// Replaces a stop's name and coordinate; only its two legs are measured again.
  public func updateStop(_ waypoint: Stop, in tripID: Trip.ID) throws(TripStoreError) {
    try writing {
      var summary = try storedSummary(tripID)
      let old = try stop(waypoint.id, in: tripID)
      let before = try neighbour(of: old, in: tripID, .before)
      let after = try neighbour(of: old, in: tripID, .after)
      var new = old
      new.name = waypoint.name
      new.coordinate = waypoint.coordinate
      summary.totalMeters += Self.length([before, new, after]) - Self.length([before, old, after])
      if before == nil { summary.firstStopName = new.name }
      if after == nil { summary.lastStopName = new.name }
      try connection.run(
        "UPDATE waypoint SET name = ?, latitude = ?, longitude = ? WHERE trip_id = ? AND id = ?",
        [
          .text(waypoint.name), .real(waypoint.coordinate.latitude), .real(waypoint.coordinate.longitude),
          .uuid(tripID), .uuid(waypoint.id),
        ])
      try settle(summary)
    }
    report(TripStoreChange(changedTrips: [tripID]))
  }

  /// Removes a stop; the others keep their positions (order is all positions mean), and the legs
  /// either side of it become one.
  public func removeStop(_ stopID: Stop.ID, from tripID: Trip.ID) throws(TripStoreError) {
    try writing {
      var summary = try storedSummary(tripID)
      let old = try stop(stopID, in: tripID)
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
    try writing {
      var summary = try storedSummary(tripID)
      let moving = try stop(stopID, in: tripID)
      let from = Int(
        try connection.integer(
          "SELECT COUNT(*) FROM waypoint WHERE trip_id = ? AND position < ?",
          [.uuid(tripID), .integer(moving.position)]) ?? 0)
      let target = min(max(0, index), summary.stopCount - 1)
      _ = try swap(stopID, in: tripID, by: target - from, summary: &summary)
      try settle(summary)
    }
    report(TripStoreChange(changedTrips: [tripID]))
  }

  /// Moves a stop `offset` places (negative: earlier), stopping at either end, by swapping
  /// positions with its neighbours: the cost is the places moved, not the trip's length.
  /// - Returns: the places it moved (0 when it is already at that end).
  @discardableResult
  public func moveStop(_ stopID: Stop.ID, in tripID: Trip.ID, by offset: Int) throws(TripStoreError) -> Int {
    let moved = try writing {
      var summary = try storedSummary(tripID)
      let moved = try swap(stopID, in: tripID, by: offset, summary: &summary)
      try settle(summary)
      return moved
    }
    if moved != 0 { report(TripStoreChange(changedTrips: [tripID])) }
    return moved
  }

  // MARK: - Settings

  /// Remembers a setting.
  public func setSetting(_ key: String, to value: String) throws(TripStoreError) {
    try writing {
      try connection.run(
        "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        [.text(key), .text(value)])
    }
  }

  // MARK: - Helpers

  private func validating<T>(_ body: () throws(ValidationError) -> T) throws(TripStoreError) -> T {
    do { return try body() } catch { throw .invalid(error) }
  }
}
