import TripModels

// MARK: - Day counts

extension CivilDate {
  /// Days since 1970-01-01 (negative before it), in the proleptic Gregorian calendar.
  public var daysSinceEpoch: Int64 {
    // Howard Hinnant's days_from_civil.
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = y.floorDivided(by: 400)
    let yearOfEra = y - era * 400
    let shiftedMonth = Int64(month > 2 ? month - 3 : month + 9)
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `days` days after 1970-01-01, or nil outside years 1…9999.
  public init?(daysSinceEpoch days: Int64) {
    guard (-719_162...2_932_896).contains(days) else { return nil }
    let z = days + 719_468
    let era = z.floorDivided(by: 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = Int(dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
    let month = Int(shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9)
    let year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
    self.init(year: year, month: month, day: day)
  }

  /// The date `days` days later (earlier when negative), or nil outside years 1…9999.
  public func adding(days: Int) -> CivilDate? {
    CivilDate(daysSinceEpoch: daysSinceEpoch + Int64(days))
  }

  /// The day of the week.
  public var weekday: Weekday { Weekday(daysSinceEpoch: daysSinceEpoch) }
}

// MARK: - Weekday

/// A day of the week, Monday first (ISO 8601).
public enum Weekday: Int, CaseIterable, Sendable {
  case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

  /// The weekday of the day `days` after 1970-01-01 (a Thursday).
  public init(daysSinceEpoch days: Int64) {
    // 1970-01-01 is ISO weekday 4.
    self = Weekday(rawValue: Int((days + 3).floorModulo(7)) + 1) ?? .monday
  }

  /// Sunday = 0 … Saturday = 6, as POSIX TZ rules count.
  var posixNumber: Int { rawValue % 7 }

  /// "Mon" … "Sun".
  public var shortName: String {
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue - 1]
  }
}

/// English month abbreviations, "Jan" … "Dec".
enum MonthName {
  static func short(_ month: Int) -> String {
    let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return (1...12).contains(month) ? names[month - 1] : "?"
  }
}
