import TripModels

/// A trip's schedule and a stop's stay read from an exchange document's fields (docs/exchange.md):
/// `startDate` (`YYYY-MM-DD`, or null for none), `departure` (`HH:MM`), `dailyDrivingMinutes` and
/// `estimateSpeedKmh` on a trip; `nights` and `visitMinutes` on a stop. An absent field takes its
/// default (``TripSchedule/standard``, ``StopStay/passingThrough``); a present one must be valid.
enum ScheduleFields {
  /// A field that is not valid: its key and what is wrong.
  struct Problem: Error {
    var key: String
    var message: String
  }

  /// The schedule in a trip's fields.
  static func schedule(_ fields: [String: JSONValue]) throws(Problem) -> TripSchedule {
    var schedule = TripSchedule.standard
    switch fields["startDate"] {
    case nil, .null?: break
    case .string(let text)?:
      guard let date = CivilDate(text) else {
        throw Problem(key: "startDate", message: "“\(text.prefix(20))” is not a date — write YYYY-MM-DD")
      }
      schedule.startDate = date
    case let value?:
      throw Problem(
        key: "startDate", message: "expected a date as text (YYYY-MM-DD), found \(value.typeName)")
    }
    if let value = fields["departure"] {
      guard case .string(let text) = value else {
        throw Problem(key: "departure", message: "expected a time as text (HH:MM), found \(value.typeName)")
      }
      guard let minutes = TripSchedule.minutes(clock: text) else {
        throw Problem(
          key: "departure", message: "“\(text.prefix(20))” is not a time — write HH:MM, 00:00 to 23:59")
      }
      schedule.departureMinutes = minutes
    }
    schedule.dailyDrivingMinutes = try whole(
      fields, "dailyDrivingMinutes", in: TripSchedule.dailyDrivingRange, unit: "minutes",
      default: schedule.dailyDrivingMinutes)
    schedule.estimateSpeedKmh = try whole(
      fields, "estimateSpeedKmh", in: TripSchedule.estimateSpeedRange, unit: "km/h",
      default: schedule.estimateSpeedKmh)
    return schedule
  }

  /// The stay in a stop's fields.
  static func stay(_ fields: [String: JSONValue]) throws(Problem) -> StopStay {
    let nights = try whole(fields, "nights", in: StopStay.nightsRange, unit: "nights", default: 0)
    let visit = try whole(fields, "visitMinutes", in: StopStay.visitMinutesRange, unit: "minutes", default: 0)
    return StopStay(nights: nights, visitMinutes: visit) ?? .passingThrough
  }

  /// A whole number in `range`, or `fallback` when the key is absent.
  private static func whole(
    _ fields: [String: JSONValue], _ key: String, in range: ClosedRange<Int>, unit: String,
    default fallback: Int
  ) throws(Problem) -> Int {
    guard let value = fields[key] else { return fallback }
    let expected = "expected a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound)"
    guard case .number(let number) = value else {
      throw Problem(key: key, message: "\(expected), found \(value.typeName)")
    }
    guard number.isFinite, number == number.rounded(), number >= Double(range.lowerBound),
      number <= Double(range.upperBound)
    else {
      let shown =
        number.isFinite && number == number.rounded() && abs(number) < 1e15
        ? String(Int(number)) : "\(number)"
      throw Problem(key: key, message: "\(expected), found \(shown)")
    }
    return Int(number)
  }
}
