/// When a trip happens: the settings the itinerary is computed from (docs/itinerary.md).
///
/// Every field has a default, so a trip without a schedule still has numbered days.
public struct TripSchedule: Hashable, Sendable {
  /// The first travel day, or nil for numbered days without dates.
  public var startDate: CivilDate?
  /// The local time each travel morning starts, in minutes after midnight (0…1439).
  public var departureMinutes: Int
  /// How long a day may drive before it is flagged, in minutes (1…1440).
  public var dailyDrivingMinutes: Int
  /// The speed used on the straight line for a leg without a road time, in km/h (1…300).
  public var estimateSpeedKmh: Int

  /// 09:00 departure, 8 hours of driving a day, 70 km/h on the straight line, no start date.
  public static let standard = TripSchedule(
    startDate: nil, departureMinutes: 9 * 60, dailyDrivingMinutes: 480, estimateSpeedKmh: 70)

  /// The valid departure times, in minutes after midnight.
  public static let departureRange = 0...1439
  /// The valid daily driving limits, in minutes.
  public static let dailyDrivingRange = 1...1440
  /// The valid estimate speeds, in km/h.
  public static let estimateSpeedRange = 1...300

  /// Creates a schedule; ``isValid`` says whether every field is inside its range.
  public init(
    startDate: CivilDate?, departureMinutes: Int, dailyDrivingMinutes: Int, estimateSpeedKmh: Int
  ) {
    self.startDate = startDate
    self.departureMinutes = departureMinutes
    self.dailyDrivingMinutes = dailyDrivingMinutes
    self.estimateSpeedKmh = estimateSpeedKmh
  }

  /// Whether every field is inside its range.
  public var isValid: Bool {
    Self.departureRange.contains(departureMinutes)
      && Self.dailyDrivingRange.contains(dailyDrivingMinutes)
      && Self.estimateSpeedRange.contains(estimateSpeedKmh)
  }
}
