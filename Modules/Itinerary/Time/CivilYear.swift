/// Day counts of years and months for the zone rules, on plain integers (no range limit, unlike
/// ``CivilDate``).
enum CivilYear {
  /// Days since 1970-01-01 of the first day of `month` (default January) of `year`.
  static func firstDay(ofYear year: Int, month: Int = 1) -> Int64 {
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = y.floorDivided(by: 400)
    let yearOfEra = y - era * 400
    let shiftedMonth = Int64(month > 2 ? month - 3 : month + 9)
    let dayOfYear = (153 * shiftedMonth + 2) / 5
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year that the day `day` days after 1970-01-01 falls in.
  static func year(ofDay day: Int64) -> Int {
    // An estimate from the mean Gregorian year, corrected by at most one either way.
    var year = Int(1970 + (day * 400).floorDivided(by: 146_097))
    while firstDay(ofYear: year) > day { year -= 1 }
    while firstDay(ofYear: year + 1) <= day { year += 1 }
    return year
  }

  /// Whether `year` is a Gregorian leap year.
  static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The length of `month` in `year`.
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
