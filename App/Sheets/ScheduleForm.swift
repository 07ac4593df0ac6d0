import Geo
import TripModels

/// The Schedule sheet's four fields as typed, and the rules that turn them into a
/// ``TripSchedule``: each field refused whole with a one-line message that says its valid form.
struct ScheduleForm: Equatable {
  /// `YYYY-MM-DD`, or empty for no start date.
  var startDate: String
  /// `HH:MM`, 24-hour.
  var departure: String
  /// `H:MM`, hours and minutes.
  var dailyDriving: String
  /// A whole number, in the unit's speed (km/h or mph).
  var estimateSpeed: String

  /// One of the four fields.
  enum Field: Sendable {
    case startDate, departure, dailyDriving, estimateSpeed
  }

  /// The text of `field`.
  subscript(field: Field) -> String {
    get {
      switch field {
      case .startDate: startDate
      case .departure: departure
      case .dailyDriving: dailyDriving
      case .estimateSpeed: estimateSpeed
      }
    }
    set {
      switch field {
      case .startDate: startDate = newValue
      case .departure: departure = newValue
      case .dailyDriving: dailyDriving = newValue
      case .estimateSpeed: estimateSpeed = newValue
      }
    }
  }

  /// The fields showing `schedule`, the speed in `unit`'s speed.
  init(_ schedule: TripSchedule, unit: DistanceUnit) {
    startDate = schedule.startDate?.description ?? ""
    departure = schedule.departureText
    dailyDriving = TripSchedule.durationText(schedule.dailyDrivingMinutes)
    estimateSpeed = String(Self.speed(kmh: schedule.estimateSpeedKmh, in: unit))
  }

  /// The schedule the fields say; `original` gives the speed when its field was not changed (a
  /// speed shown in mph is rounded, and must not drift by merely saving).
  func schedule(from original: TripSchedule, unit: DistanceUnit) -> Result<TripSchedule, ScheduleProblem> {
    var schedule = original
    let date = startDate.trimmingWhitespace()
    if date.isEmpty {
      schedule.startDate = nil
    } else {
      guard let parsed = CivilDate(date) else { return .failure(.startDate(date)) }
      schedule.startDate = parsed
    }
    guard let departure = TripSchedule.minutes(clock: departure.trimmingWhitespace()) else {
      return .failure(.departure(self.departure.trimmingWhitespace()))
    }
    schedule.departureMinutes = departure
    let driving = dailyDriving.trimmingWhitespace()
    guard let minutes = TripSchedule.minutes(duration: driving),
      TripSchedule.dailyDrivingRange.contains(minutes)
    else { return .failure(.dailyDriving(driving)) }
    schedule.dailyDrivingMinutes = minutes
    let speedText = estimateSpeed.trimmingWhitespace()
    if speedText != String(Self.speed(kmh: original.estimateSpeedKmh, in: unit)) {
      let range = Self.speedRange(in: unit)
      guard speedText.utf8.count <= 4, let speed = Int(speedText), range.contains(speed) else {
        return .failure(.estimateSpeed(speedText, unit: unit))
      }
      schedule.estimateSpeedKmh = Self.kmh(speed, from: unit)
    }
    return .success(schedule)
  }

  // MARK: - Speed in the user's unit

  /// `kmh` in `unit`'s speed, rounded.
  static func speed(kmh: Int, in unit: DistanceUnit) -> Int {
    Int((Double(kmh) * 1_000 / unit.metersPerUnit).rounded())
  }

  /// A speed in `unit`'s speed as km/h, rounded and kept within the valid speeds.
  static func kmh(_ speed: Int, from unit: DistanceUnit) -> Int {
    let value = Int((Double(speed) * unit.metersPerUnit / 1_000).rounded())
    return min(
      max(value, TripSchedule.estimateSpeedRange.lowerBound), TripSchedule.estimateSpeedRange.upperBound)
  }

  /// The valid speeds in `unit`'s speed (1–300 km/h, 1–186 mph).
  static func speedRange(in unit: DistanceUnit) -> ClosedRange<Int> {
    1...speed(kmh: TripSchedule.estimateSpeedRange.upperBound, in: unit)
  }
}

/// A field of the Schedule sheet that is not in its valid form: the text typed.
enum ScheduleProblem: Error, Equatable {
  case startDate(String)
  case departure(String)
  case dailyDriving(String)
  case estimateSpeed(String, unit: DistanceUnit)
}
