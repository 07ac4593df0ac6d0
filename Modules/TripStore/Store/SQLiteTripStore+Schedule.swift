import TripModels

/// A trip's schedule and a stop's stay (docs/itinerary.md): read without the trip's stops, and
/// changed as one undoable edit each.
extension SQLiteTripStore {
  /// The trip's schedule, nil if there is no such trip.
  public func tripSchedule(id: Trip.ID) throws(TripStoreError) -> TripSchedule? {
    try reading {
      guard
        let stored = try connection.query(
          "SELECT \(TripRows.scheduleColumns), \(RowChecksum.tripIntact()) FROM trip WHERE id = ?",
          [.uuid(id)],
          row: { (TripRows.storedSchedule($0, from: 0), $0.int(4) != 0) }
        ).first
      else { return nil }
      try TripRows.checkIntact(stored.1, trip: id.uuidString, path: path)
      return try TripRows.schedule(stored.0, trip: id.uuidString, path: path)
    }
  }

  /// Replaces a trip's schedule; an unchanged schedule records nothing.
  public func setSchedule(_ schedule: TripSchedule, of tripID: Trip.ID) throws(TripStoreError) {
    guard schedule.isValid else { throw .invalid(.scheduleOutOfRange) }
    try recording {
      TripEdit(kind: .scheduleTrip, subject: try storedSummary(tripID).name, tripID: tripID)
    } _: {
      try TripRows.updateSchedule(schedule, of: tripID, in: connection)
    }
    report(TripStoreChange(changedTrips: [tripID]))
  }

  /// Replaces a stop's nights and visit minutes.
  public func setStay(_ stay: StopStay, of stopID: Stop.ID, in tripID: Trip.ID) throws(TripStoreError) {
    try recording {
      _ = try storedSummary(tripID)
      return TripEdit(
        kind: .stayStop, subject: try storedStop(stopID, in: tripID).name, tripID: tripID, stopID: stopID)
    } _: {
      try connection.run(
        "UPDATE waypoint SET \(RowChecksum.stopUpdate(["nights": "?1", "visit_minutes": "?2"]))"
          + " WHERE trip_id = ?3 AND id = ?4",
        [.int(stay.nights), .int(stay.visitMinutes), .uuid(tripID), .uuid(stopID)])
    }
    report(TripStoreChange(changedTrips: [tripID]))
  }
}
