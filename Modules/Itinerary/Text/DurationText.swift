/// Durations and clock times in words, the same on every locale.
public enum DurationText {
  /// "9 h 20 min", "45 min", "12 h" (rounded to the minute; "0 min" for nothing).
  public static func format(seconds: Int) -> String {
    let minutes = (max(seconds, 0) + 30) / 60
    let hours = minutes / 60
    let rest = minutes % 60
    switch (hours, rest) {
    case (0, _): return "\(rest) min"
    case (_, 0): return "\(hours) h"
    default: return "\(hours) h \(rest) min"
    }
  }

  /// "09:05": a 24-hour clock reading.
  public static func clock(_ time: LocalTime) -> String {
    clock(minutes: time.secondsOfDay / 60)
  }

  /// "09:05" for 545 minutes after midnight.
  public static func clock(minutes: Int) -> String {
    let hours = minutes / 60
    let rest = minutes % 60
    return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
  }
}
