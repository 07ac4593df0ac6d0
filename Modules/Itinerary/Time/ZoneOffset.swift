/// A zone's reading of UTC at some instant: the offset, its abbreviation, and whether it is
/// daylight-saving (summer) time.
public struct ZoneOffset: Hashable, Sendable {
  /// Seconds east of UTC (Chicago in winter: −21,600).
  public var seconds: Int
  /// The abbreviation the tz database gives ("CDT", "MST", "CET", "+03").
  public var abbreviation: String
  /// Whether this is daylight-saving time.
  public var isDaylightSaving: Bool

  /// An offset of `seconds` east of UTC called `abbreviation`.
  public init(seconds: Int, abbreviation: String, isDaylightSaving: Bool) {
    self.seconds = seconds
    self.abbreviation = abbreviation
    self.isDaylightSaving = isDaylightSaving
  }

  /// UTC itself.
  public static let utc = ZoneOffset(seconds: 0, abbreviation: "UTC", isDaylightSaving: false)
}
