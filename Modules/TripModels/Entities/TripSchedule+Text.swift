/// The schedule's times as text: `HH:MM` for a time of day (24-hour), `H:MM` for a duration.
/// Plain ASCII digits, no locale.
extension TripSchedule {
  /// Minutes after midnight from `HH:MM` (two digits each, 00:00…23:59), or nil.
  public static func minutes(clock text: String) -> Int? {
    let bytes = Array(text.utf8)
    guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
      let hours = digits(bytes[0..<2]), let minutes = digits(bytes[3..<5]), hours < 24, minutes < 60
    else { return nil }
    return hours * 60 + minutes
  }

  /// `HH:MM` for minutes after midnight (taken modulo a day).
  public static func clockText(_ minutes: Int) -> String {
    let day = ((minutes % 1440) + 1440) % 1440
    return twoDigits(day / 60) + ":" + twoDigits(day % 60)
  }

  /// Minutes from a duration written `H:MM` or `HH:MM` (minutes 00…59), or nil.
  public static func minutes(duration text: String) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].utf8.count), parts[1].utf8.count == 2,
      let hours = digits(parts[0].utf8), let minutes = digits(parts[1].utf8), minutes < 60
    else { return nil }
    return hours * 60 + minutes
  }

  /// `H:MM` for a duration in minutes (`8:00`, `10:30`).
  public static func durationText(_ minutes: Int) -> String {
    String(max(0, minutes) / 60) + ":" + twoDigits(max(0, minutes) % 60)
  }

  /// The departure as `HH:MM`.
  public var departureText: String { Self.clockText(departureMinutes) }

  private static func digits<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? {
    var value = 0
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return bytes.isEmpty ? nil : value
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0" + String(value) : String(value)
  }
}
