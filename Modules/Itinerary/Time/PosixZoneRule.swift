/// The POSIX `TZ` rule at the end of a TZif file (RFC 8536 §3.3), which says the offset for every
/// instant after the file's last transition: `CST6CDT,M3.2.0,M11.1.0`, `<+03>-3`,
/// `CET-1CEST,M3.5.0,M10.5.0/3`.
struct PosixZoneRule: Hashable, Sendable {
  /// Standard time.
  var standard: ZoneOffset
  /// Daylight-saving time and when it starts and ends, or nil when the zone has none.
  var daylight: Daylight?

  /// Summer time: its offset and the yearly rules for its start and end, in local time.
  struct Daylight: Hashable, Sendable {
    var offset: ZoneOffset
    var start: Transition
    var end: Transition
  }

  /// A yearly change: a day of the year and seconds after its local midnight (may be negative or
  /// past 24 hours, RFC 8536's extension).
  struct Transition: Hashable, Sendable {
    var day: DayRule
    var seconds: Int
  }

  /// The three POSIX ways to name a day of the year.
  enum DayRule: Hashable, Sendable {
    /// `Jn`: day 1…365, February 29 never counted.
    case julianNoLeap(Int)
    /// `n`: day 0…365, February 29 counted.
    case zeroBased(Int)
    /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (1…5, 5 = last) of month `m`.
    case monthWeekDay(month: Int, week: Int, weekday: Int)
  }

  // MARK: - Reading the offset

  /// The offset in effect at `instant`.
  func offset(at instant: Int64) -> ZoneOffset {
    guard let daylight else { return standard }
    // The year, read in standard time (a transition moves the local year by an hour at most, and
    // a change is never within an hour of New Year in practice; both neighbours are checked).
    let localDay = (instant + Int64(standard.seconds)).floorDivided(by: 86_400)
    let year = CivilYear.year(ofDay: localDay)
    for candidate in [year - 1, year, year + 1].reversed() {
      let start = transitionInstant(daylight.start, year: candidate, offset: standard.seconds)
      let end = transitionInstant(daylight.end, year: candidate, offset: daylight.offset.seconds)
      if start <= end {
        if instant >= end { return standard }
        if instant >= start { return daylight.offset }
      } else {
        // Southern hemisphere: summer spans New Year.
        if instant >= start { return daylight.offset }
        if instant >= end { return standard }
      }
    }
    return standard
  }

  /// The instant of `transition` in `year`, read with `offset` (the offset in force before it).
  private func transitionInstant(_ transition: Transition, year: Int, offset: Int) -> Int64 {
    let day = dayNumber(transition.day, year: year)
    return day * 86_400 + Int64(transition.seconds) - Int64(offset)
  }

  /// Days since 1970-01-01 of `rule`'s day in `year`.
  private func dayNumber(_ rule: DayRule, year: Int) -> Int64 {
    let january1 = CivilYear.firstDay(ofYear: year)
    switch rule {
    case .julianNoLeap(let n):
      // Day n of a 365-day year: after February, a leap year's extra day is skipped.
      let leapShift = (CivilYear.isLeap(year) && n >= 60) ? 1 : 0
      return january1 + Int64(n - 1 + leapShift)
    case .zeroBased(let n):
      return january1 + Int64(n)
    case .monthWeekDay(let month, let week, let weekday):
      let first = CivilYear.firstDay(ofYear: year, month: month)
      let firstWeekday = Int((first + 4).floorModulo(7))  // 1970-01-01 was a Thursday (4)
      var day = first + Int64((weekday - firstWeekday + 7) % 7) + Int64(7 * (week - 1))
      let monthLength = Int64(CivilYear.daysIn(month: month, year: year))
      while day >= first + monthLength { day -= 7 }
      return day
    }
  }
}
