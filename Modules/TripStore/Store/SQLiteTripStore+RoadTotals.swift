import Geo
import TripModels

/// Each trip's total by road, kept for the list (the `trip_road` table, schema version 5; version 7
/// added how many legs are straight): the trip screen keeps the total it shows once no leg is
/// waiting for the router and some leg has a road, and the list shows it, one primary-key
/// lookup per row, for as long as the trip row's stop count, straight-line metres and first and last
/// stop names are what they were then.
extension SQLiteTripStore {
  /// The columns of a trip's road total, for a query over `trip` (NULL when none is kept or the
  /// trip's stops changed since): metres, seconds, then the straight legs.
  static let roadTotalColumns = """
    (SELECT meters FROM trip_road r WHERE \(roadTotalMatch)), \
    (SELECT seconds FROM trip_road r WHERE \(roadTotalMatch)), \
    (SELECT straight_legs FROM trip_road r WHERE \(roadTotalMatch))
    """

  /// A kept total row `r` that still belongs to the trip row `trip` as it is.
  private static let roadTotalMatch = """
    r.trip_id = trip.id AND r.stop_count = trip.stop_count AND r.straight_meters = trip.total_meters \
    AND r.first_stop_name IS trip.first_stop_name AND r.last_stop_name IS trip.last_stop_name
    """

  /// The road total in the row's ``roadTotalColumns``, starting at `metersColumn`.
  static func roadTotal(_ row: SQLiteStatement, metersColumn: Int32) -> TripRoadTotal? {
    guard !row.isNull(metersColumn), !row.isNull(metersColumn + 1), !row.isNull(metersColumn + 2) else {
      return nil
    }
    return TripRoadTotal(
      meters: row.double(metersColumn), seconds: row.double(metersColumn + 1),
      straightLegs: row.int(metersColumn + 2))
  }

  /// Keeps `total` as the trip's road total while its stops are `stops` (nil forgets it). Nothing is
  /// written when the total is already kept, when the trip's stops are no longer `stops` (another
  /// process changed them since they were routed) or when the store is damaged (read-only);
  /// observers hear a change of the trip's header otherwise.
  public func keepRoadTotal(
    _ total: TripRoadTotal?, of tripID: Trip.ID, through stops: [Coordinate]
  ) throws(TripStoreError) {
    // A damaged store is read-only: a figure derived from others is not worth a refusal to report.
    guard damage == nil else { return }
    let kept = try reading {
      try connection.query("SELECT \(Self.roadTotalColumns) FROM trip WHERE id = ?", [.uuid(tripID)]) {
        Self.roadTotal($0, metersColumn: 0)
      }
    }
    guard let current = kept.first, current != total else { return }  // no such trip, or kept already
    let changed = try writingDerived { () throws -> Bool in
      guard let total else {
        try connection.run("DELETE FROM trip_road WHERE trip_id = ?", [.uuid(tripID)])
        return true
      }
      guard try storedCoordinates(of: tripID) == stops else { return false }
      try connection.run(
        """
        INSERT OR REPLACE INTO trip_road(trip_id, stop_count, straight_meters, first_stop_name, last_stop_name,
          meters, seconds, straight_legs)
        SELECT id, stop_count, total_meters, first_stop_name, last_stop_name, ?, ?, ? FROM trip WHERE id = ?
        """, [.real(total.meters), .real(total.seconds), .int(total.straightLegs), .uuid(tripID)])
      return true
    }
    if changed {
      report(TripStoreChange(changedTrips: [tripID], renamedTrips: [tripID], roadTotalTrips: [tripID]))
    }
  }

  /// The trip's stops' coordinates, in order.
  private func storedCoordinates(of tripID: Trip.ID) throws -> [Coordinate] {
    try connection.query(
      "SELECT latitude, longitude FROM waypoint WHERE trip_id = ? ORDER BY position", [.uuid(tripID)]
    ) { Coordinate(latitude: $0.double(0), longitude: $0.double(1)) }
  }
}
