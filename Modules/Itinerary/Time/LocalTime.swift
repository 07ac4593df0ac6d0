import TripModels

/// A wall-clock reading in some zone: a day (counted from 1970-01-01) and the seconds into it.
public struct LocalTime: Hashable, Comparable, Sendable {
  /// Days since 1970-01-01 (``CivilDate/daysSinceEpoch``).
  public var day: Int64
  /// Seconds after local midnight, 0…86,399.
  public var secondsOfDay: Int

  /// The reading `secondsOfDay` seconds into `day`; seconds outside one day carry into the day.
  public init(day: Int64, secondsOfDay: Int) {
    let carry = Int64(secondsOfDay.floorDivided(by: 86_400))
    self.day = day + carry
    self.secondsOfDay = secondsOfDay.floorModulo(86_400)
  }

  /// The reading at `seconds` local seconds since 1970-01-01 00:00.
  init(localSeconds seconds: Int64) {
    self.init(day: seconds.floorDivided(by: 86_400), secondsOfDay: Int(seconds.floorModulo(86_400)))
  }

  /// Local seconds since 1970-01-01 00:00.
  var localSeconds: Int64 { day * 86_400 + Int64(secondsOfDay) }

  /// The calendar date, or nil outside years 1…9999.
  public var date: CivilDate? { CivilDate(daysSinceEpoch: day) }
  /// The hour, 0…23.
  public var hour: Int { secondsOfDay / 3_600 }
  /// The minute of the hour, 0…59.
  public var minute: Int { secondsOfDay / 60 % 60 }

  /// Earlier first.
  public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
    (lhs.day, lhs.secondsOfDay) < (rhs.day, rhs.secondsOfDay)
  }
}

// MARK: - Floor division

extension BinaryInteger {
  /// The quotient rounded towards minus infinity.
  func floorDivided(by divisor: Self) -> Self {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }

  /// The remainder of ``floorDivided(by:)``, with the divisor's sign.
  func floorModulo(_ divisor: Self) -> Self {
    self - floorDivided(by: divisor) * divisor
  }
}
