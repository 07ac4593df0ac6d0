import Geo
import Routing
import TripModels

/// Road legs kept between runs (the `road_leg` table, schema version 3): a trip reopened shows its
/// road figures at once and offline. A leg is found by its two ends' coordinates, the avoid options
/// and the router, so a moved stop's legs are not found and an undone move finds them again.
extension SQLiteTripStore: RoadLegStore {
  /// See ``RoadLegStore/keptRoadLegs(_:router:)``.
  public func keptRoadLegs(_ keys: [RoadLegKey], router: String?) throws -> [RoadLegKey: RoadLeg] {
    guard !keys.isEmpty else { return [:] }
    return try reading {
      var found: [RoadLegKey: RoadLeg] = [:]
      let sql = """
        SELECT meters, seconds, shape FROM road_leg
        WHERE from_lat = ?1 AND from_lon = ?2 AND to_lat = ?3 AND to_lon = ?4 AND options = ?5
        AND (?6 IS NULL OR router = ?6) ORDER BY routed DESC LIMIT 1
        """
      let statement = try connection.statement(sql)
      defer { statement.reset() }
      for key in Set(keys) {
        statement.reset()
        try statement.bind(Self.bindings(key) + [.optionalText(router)])
        guard try statement.step() else { continue }
        let shape = (try? EncodedPolyline.decode(statement.text(2) ?? "")) ?? []
        found[key] = RoadLeg(meters: statement.double(0), seconds: statement.double(1), shape: shape)
      }
      return found
    }
  }

  /// See ``RoadLegStore/keepRoadLegs(_:router:)``. Written as figures the store can work out again
  /// (``writingDerived(_:)``: the commit does not wait for the disk), and with what it costs bound
  /// by the legs kept, not by the store: the batch number is read once and then counted, and the
  /// bound on kept legs is checked every ``pruneCheckInterval``-th batch.
  public func keepRoadLegs(_ legs: [RoadLegKey: RoadLeg], router: String) throws {
    guard !legs.isEmpty else { return }
    try writingDerived {
      let batch =
        try nextRoadLegBatch ?? connection.integer("SELECT COALESCE(MAX(routed), 0) + 1 FROM road_leg") ?? 1
      let statement = try connection.statement(
        """
        INSERT OR REPLACE INTO road_leg(from_lat, from_lon, to_lat, to_lon, options, router, meters, seconds,
          shape, routed) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
        """)
      defer { statement.reset() }
      for (key, leg) in legs {
        statement.reset()
        try statement.bind(
          Self.bindings(key) + [
            .text(router), .real(leg.meters), .real(leg.seconds), .text(EncodedPolyline.encode(leg.shape)),
            .integer(batch),
          ])
        _ = try statement.step()
      }
      // The kept legs never grow without bound: past the bound, the legs no trip has are forgotten.
      // Counting them and the stops reads both tables whole, so it is done once in a while.
      if batch % Self.pruneCheckInterval == 0 {
        let kept = try connection.integer("SELECT COUNT(*) FROM road_leg") ?? 0
        let stops = try connection.integer("SELECT COUNT(*) FROM waypoint") ?? 0
        if kept > Self.keptLegsBound(stops: stops) { try connection.run(Self.pruneSQL) }
      }
      nextRoadLegBatch = batch + 1
    }
  }

  /// Every how many batches of kept legs their number is checked against ``keptLegsBound(stops:)``
  /// (a batch is at most a trip's legs, so the bound is passed by at most this many trips' legs).
  static let pruneCheckInterval: Int64 = 32

  /// How many legs may be kept before the legs no trip has are forgotten: a few per stop (a leg
  /// kept for each set of options and router), and some room for legs a trip had a moment ago.
  static func keptLegsBound(stops: Int64) -> Int64 { 4 * stops + 1_000 }

  /// See ``RoadLegStore/pruneRoadLegs()``.
  @discardableResult
  public func pruneRoadLegs() throws -> Int {
    try writing {
      try connection.run(Self.pruneSQL)
      return Int(try connection.integer("SELECT changes()") ?? 0)
    }
  }

  /// Deletes the kept legs that are no trip's leg (two consecutive stops of a trip).
  private static let pruneSQL = """
    DELETE FROM road_leg WHERE NOT EXISTS (
      SELECT 1 FROM waypoint a JOIN waypoint b ON b.trip_id = a.trip_id AND b.position = (
        SELECT MIN(position) FROM waypoint c WHERE c.trip_id = a.trip_id AND c.position > a.position)
      WHERE a.latitude = road_leg.from_lat AND a.longitude = road_leg.from_lon
      AND b.latitude = road_leg.to_lat AND b.longitude = road_leg.to_lon)
    """

  private static func bindings(_ key: RoadLegKey) -> [SQLiteValue] {
    [
      .real(key.from.latitude), .real(key.from.longitude), .real(key.to.latitude), .real(key.to.longitude),
      .text(key.options.key),
    ]
  }
}
