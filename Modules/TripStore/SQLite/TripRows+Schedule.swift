import TripModels

/// A trip's schedule and a stop's stay as stored: the trip's `start_date` (`YYYY-MM-DD` or NULL),
/// `departure_minutes`, `daily_driving_minutes` and `estimate_speed_kmh`, and the stop's `nights`
/// and `visit_minutes` (docs/itinerary.md).
extension TripRows {
  // MARK: - Schedule

  /// The trip columns ``storedSchedule(_:from:)`` reads, in its order.
  static let scheduleColumns = "start_date, departure_minutes, daily_driving_minutes, estimate_speed_kmh"

  /// A trip's schedule columns, as stored (not yet checked).
  struct StoredSchedule: Equatable {
    var startDate: String?
    var departureMinutes: Int
    var dailyDrivingMinutes: Int
    var estimateSpeedKmh: Int
  }

  /// Reads the ``scheduleColumns`` selected from column `first` on.
  static func storedSchedule(_ row: SQLiteStatement, from first: Int32) -> StoredSchedule {
    StoredSchedule(
      startDate: row.text(first), departureMinutes: row.int(first + 1),
      dailyDrivingMinutes: row.int(first + 2),
      estimateSpeedKmh: row.int(first + 3))
  }

  /// Validates a stored schedule; a row another program damaged is reported as corruption.
  static func schedule(_ stored: StoredSchedule, trip: String, path: String) throws -> TripSchedule {
    var startDate: CivilDate?
    if let text = stored.startDate {
      guard let date = CivilDate(text) else {
        throw TripStoreError.corrupt(
          path: path, reason: "trip \(trip): start date “\(text.prefix(20))” is not YYYY-MM-DD")
      }
      startDate = date
    }
    let schedule = TripSchedule(
      startDate: startDate, departureMinutes: stored.departureMinutes,
      dailyDrivingMinutes: stored.dailyDrivingMinutes, estimateSpeedKmh: stored.estimateSpeedKmh)
    guard schedule.isValid else {
      throw TripStoreError.corrupt(path: path, reason: "trip \(trip): its schedule is out of range")
    }
    return schedule
  }

  /// The values bound for the schedule columns, in ``scheduleColumns`` order.
  static func bindings(_ schedule: TripSchedule) -> [SQLiteValue] {
    [
      schedule.startDate.map { .text($0.description) } ?? .null, .int(schedule.departureMinutes),
      .int(schedule.dailyDrivingMinutes), .int(schedule.estimateSpeedKmh),
    ]
  }

  /// Stores a trip's schedule columns.
  static func updateSchedule(_ schedule: TripSchedule, of tripID: Trip.ID, in connection: SQLiteConnection)
    throws
  {
    try connection.run(
      """
      UPDATE trip SET \(RowChecksum.tripUpdate([
        "start_date": "?1", "departure_minutes": "?2", "daily_driving_minutes": "?3", "estimate_speed_kmh": "?4",
      ]))
      WHERE id = ?5
      """, bindings(schedule) + [.uuid(tripID)])
  }

  // MARK: - Stay

  /// Validates a stored stay; a row another program damaged is reported as corruption.
  static func stay(nights: Int, visitMinutes: Int, stop: String, path: String) throws -> StopStay {
    guard let stay = StopStay(nights: nights, visitMinutes: visitMinutes) else {
      throw TripStoreError.corrupt(
        path: path,
        reason: "stop \(stop): \(nights) nights and \(visitMinutes) visit minutes are out of range")
    }
    return stay
  }
}
