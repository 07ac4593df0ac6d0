import Foundation
import Geo

// MARK: - Trips

extension SQLiteTripStore {
  /// Creates a trip at the top of the list.
  @discardableResult public func createTrip(named name: String) throws -> Trip {
    let trip = try validating { () throws(ValidationError) in try Trip(name: name) }
    try writing {
      let sortKey = try connection.integer("SELECT COALESCE(MAX(sort_key), 0) + 1 FROM trip") ?? 1
      try TripRows.insertTrip(id: trip.id, name: trip.name, sortKey: sortKey, into: connection)
    }
    report(TripStoreChange(changedTrips: [trip.id], listChanged: true))
    return trip
  }

  /// Renames a trip.
  public func renameTrip(_ id: Trip.ID, to name: String) throws {
    let valid = try validating { () throws(ValidationError) in try EntityName.validated(name) }
    try writing {
      try connection.run("UPDATE trip SET name = ? WHERE id = ?", [.text(valid), .uuid(id)])
      guard connection.changes == 1 else { throw TripStoreError.tripNotFound(id) }
    }
    report(TripStoreChange(changedTrips: [id]))
  }

  /// Deletes a trip and its stops.
  public func deleteTrip(_ id: Trip.ID) throws {
    try writing {
      try connection.run("DELETE FROM trip WHERE id = ?", [.uuid(id)])
      guard connection.changes == 1 else { throw TripStoreError.tripNotFound(id) }
    }
    report(TripStoreChange(deletedTrips: [id], listChanged: true))
  }

  /// Adds trips in one transaction; a trip whose id exists is replaced in place, new ones go below.
  /// - Throws: ``TripStoreError/duplicateWaypoint(_:)`` when two stops of a trip share an id.
  public func importTrips(_ trips: [Trip]) throws {
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

  /// Appends a stop; the cached summary grows by one leg without reading the other stops.
  @discardableResult
  public func addStop(to tripID: Trip.ID, name: String, coordinate: Coordinate) throws -> Stop {
    let waypoint = try validating { () throws(ValidationError) in
      try Stop(name: name, coordinate: coordinate)
    }
    try writing {
      guard
        let summary = try connection.query(
          "SELECT stop_count, total_meters, first_stop_name FROM trip WHERE id = ?", [.uuid(tripID)],
          row: { ($0.int(0), $0.double(1), $0.text(2)) }
        ).first
      else { throw TripStoreError.tripNotFound(tripID) }
      let last = try connection.query(
        "SELECT latitude, longitude FROM waypoint WHERE trip_id = ? ORDER BY position DESC LIMIT 1",
        [.uuid(tripID)], row: { Coordinate(latitude: $0.double(0), longitude: $0.double(1)) }
      ).first
      let leg = last.map { Geodesic.distance(from: $0, to: waypoint.coordinate) } ?? 0
      try TripRows.insertStop(waypoint, tripID: tripID, position: summary.0, into: connection)
      try TripRows.updateSummary(
        TripSummary(
          id: tripID, name: "", stopCount: summary.0 + 1, totalMeters: summary.1 + leg,
          firstStopName: summary.2 ?? waypoint.name, lastStopName: waypoint.name),
        in: connection)
    }
    report(TripStoreChange(changedTrips: [tripID]))
    return waypoint
  }

  /// Replaces a stop's name and coordinate.
  public func updateStop(_ waypoint: Stop, in tripID: Trip.ID) throws {
    try changingStops(of: tripID) { stops in
      guard let index = stops.firstIndex(where: { $0.id == waypoint.id }) else {
        throw TripStoreError.stopNotFound(waypoint.id)
      }
      stops[index] = waypoint
      try connection.run(
        "UPDATE waypoint SET name = ?, latitude = ?, longitude = ? WHERE trip_id = ? AND id = ?",
        [
          .text(waypoint.name), .real(waypoint.coordinate.latitude), .real(waypoint.coordinate.longitude),
          .uuid(tripID), .uuid(waypoint.id),
        ])
    }
  }

  /// Removes a stop.
  public func removeStop(_ stopID: Stop.ID, from tripID: Trip.ID) throws {
    try changingStops(of: tripID) { stops in
      guard let index = stops.firstIndex(where: { $0.id == stopID }) else {
        throw TripStoreError.stopNotFound(stopID)
      }
      stops.remove(at: index)
      try connection.run(
        "DELETE FROM waypoint WHERE trip_id = ? AND id = ?", [.uuid(tripID), .uuid(stopID)])
      try connection.run(
        "UPDATE waypoint SET position = position - 1 WHERE trip_id = ? AND position > ?",
        [.uuid(tripID), .int(index)])
    }
  }

  /// Moves a stop to `index` (clamped).
  public func moveStop(_ stopID: Stop.ID, in tripID: Trip.ID, to index: Int) throws {
    try changingStops(of: tripID) { stops in
      guard let from = stops.firstIndex(where: { $0.id == stopID }) else {
        throw TripStoreError.stopNotFound(stopID)
      }
      let moved = stops.remove(at: from)
      let target = min(max(0, index), stops.count)
      stops.insert(moved, at: target)
      for position in min(from, target)...max(from, target) {
        try connection.run(
          "UPDATE waypoint SET position = ? WHERE trip_id = ? AND id = ?",
          [.int(position), .uuid(tripID), .uuid(stops[position].id)])
      }
    }
  }

  // MARK: - Settings

  /// Remembers a setting.
  public func setSetting(_ key: String, to value: String) throws {
    try writing {
      try connection.run(
        "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        [.text(key), .text(value)])
    }
  }

  // MARK: - Helpers

  /// Loads a trip's stops, lets `change` edit them (and their rows), then recomputes the cached
  /// summary — all in one transaction.
  private func changingStops(of tripID: Trip.ID, _ change: (inout [Stop]) throws -> Void) throws {
    try writing {
      var trip = try existingTrip(tripID)
      try change(&trip.stops)
      try TripRows.updateSummary(TripSummary(trip), in: connection)
    }
    report(TripStoreChange(changedTrips: [tripID]))
  }

  private func validating<T>(_ body: () throws(ValidationError) -> T) throws(TripStoreError) -> T {
    do { return try body() } catch { throw .invalid(error) }
  }
}
