import TripModels

/// Writes new trips and their stops with two statements prepared once, binding each value
/// straight from the trip (each trip row written once, with its summary), and keeps a
/// ``RowDigest`` of every row written: what the edit history records of the trips an import adds
/// (see ``EditHistory``). Each row's hash is also its checksum (``RowChecksum``), bound as the
/// last value: no row is hashed twice.
///
/// It writes into the store's `trip` and `waypoint` tables, or into tables with the same columns
/// (``StreamingTripMerge`` stages an import's rows in temporary ones).
struct TripInserter {
  /// The columns of a trip row, summary and checksum included, in the order they are bound.
  static let tripColumns = """
    id, name, sort_key, stop_count, total_meters, first_stop_name, last_stop_name,
      start_date, departure_minutes, daily_driving_minutes, estimate_speed_kmh, checksum
    """
  /// The columns of a stop row, checksum included, in the order they are bound.
  static let stopColumns =
    "trip_id, id, position, name, latitude, longitude, note, nights, visit_minutes, checksum"
  /// The trip row, summary included.
  static func tripSQL(_ table: String) -> String {
    "INSERT INTO \(table)(\(tripColumns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"
  }
  /// One stop row.
  static func stopSQL(_ table: String) -> String {
    "INSERT INTO \(table)(\(stopColumns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)"
  }

  private let tripStatement: SQLiteStatement
  private let stopStatement: SQLiteStatement
  /// The digest of every row written so far.
  private(set) var digest = RowDigest()
  /// How many trips were written.
  private(set) var tripCount = 0

  /// Prepares (or takes from the connection's cache) the two statements, writing into the tables
  /// `trips` and `stops`.
  init(connection: SQLiteConnection, trips: String = "trip", stops: String = "waypoint") throws(SQLiteFailure)
  {
    tripStatement = try connection.statement(Self.tripSQL(trips))
    stopStatement = try connection.statement(Self.stopSQL(stops))
  }

  /// Inserts `trip` with `sortKey`, and its stops at positions 0, 1, 2…
  mutating func insert(_ trip: Trip, sortKey: Int64) throws(SQLiteFailure) {
    let summary = TripSummary(trip)
    let id = SQLiteValue.canonicalText(trip.id.uuid)
    var row = RowDigest.Row(table: RowDigest.tripTable)
    try tripStatement.bind(1, text: id, digest: &row)
    try tripStatement.bind(2, text: trip.name, digest: &row)
    try tripStatement.bind(3, integer: sortKey, digest: &row)
    try tripStatement.bind(4, integer: Int64(summary.stopCount), digest: &row)
    try tripStatement.bind(5, real: summary.totalMeters, digest: &row)
    try tripStatement.bind(6, text: summary.firstStopName, digest: &row)
    try tripStatement.bind(7, text: summary.lastStopName, digest: &row)
    let schedule = trip.schedule
    try tripStatement.bind(8, text: schedule.startDate?.description, digest: &row)
    try tripStatement.bind(9, integer: Int64(schedule.departureMinutes), digest: &row)
    try tripStatement.bind(10, integer: Int64(schedule.dailyDrivingMinutes), digest: &row)
    try tripStatement.bind(11, integer: Int64(schedule.estimateSpeedKmh), digest: &row)
    try tripStatement.bind(12, checksumOf: row)
    try tripStatement.runOnce()
    digest.add(row)
    tripCount += 1
    for (position, stop) in trip.stops.enumerated() {
      var row = RowDigest.Row(table: RowDigest.stopTable)
      try stopStatement.bind(1, text: id, digest: &row)
      try stopStatement.bind(2, text: SQLiteValue.canonicalText(stop.id.uuid), digest: &row)
      try stopStatement.bind(3, integer: Int64(position), digest: &row)
      try stopStatement.bind(4, text: stop.name, digest: &row)
      try stopStatement.bind(5, real: stop.coordinate.latitude, digest: &row)
      try stopStatement.bind(6, real: stop.coordinate.longitude, digest: &row)
      try stopStatement.bind(7, text: stop.note, digest: &row)
      try stopStatement.bind(8, integer: Int64(stop.stay.nights), digest: &row)
      try stopStatement.bind(9, integer: Int64(stop.stay.visitMinutes), digest: &row)
      try stopStatement.bind(10, checksumOf: row)
      try stopStatement.runOnce()
      digest.add(row)
    }
  }
}
