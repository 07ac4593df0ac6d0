import Geo

// MARK: - Schedule

extension SheetCopy {
  /// Opens the Schedule sheet of the open trip (or the trip selected in the list).
  static let scheduleKey: Character = "S"
  /// Under the days of a trip without a start date (the trip screen's `P`): how to date them.
  static let undatedDaysHint = "No start date — \(scheduleKey) sets one"
  /// Said when the schedule key is pressed with no trip open or selected.
  static let noTripToSchedule = "no trip to schedule — select or open one first"

  /// The Schedule sheet's title for trip `name`.
  static func scheduleTitle(_ name: String) -> String { "Schedule of “\(name)”" }
  /// The start date field's label.
  static let startDateLabel = "Start date"
  /// The departure field's label.
  static let departureLabel = "Departure"
  /// The daily driving limit field's label.
  static let dailyDrivingLabel = "Daily driving"
  /// The estimate speed field's label.
  static let estimateSpeedLabel = "Estimate speed"
  /// The Schedule sheet's key hint.
  static let scheduleHint = "Tab next · Enter \(saveVerb) · Esc close"
  /// What the start date field takes.
  static let startDateForm = "YYYY-MM-DD, or empty for no dates"
  /// What the departure field takes.
  static let departureForm = "HH:MM, local time each travel morning"
  /// What the daily driving field takes.
  static let dailyDrivingForm = "H:MM a day before a day is flagged"

  /// What the estimate speed field takes, in `unit`'s speed.
  static func estimateSpeedForm(_ unit: DistanceUnit) -> String {
    "\(speedUnit(unit)) where no road time is known"
  }

  /// `km/h` or `mph`.
  static func speedUnit(_ unit: DistanceUnit) -> String { unit == .kilometers ? "km/h" : "mph" }

  /// Why a field of the Schedule sheet was refused, and its valid form.
  static func scheduleProblem(_ problem: ScheduleProblem) -> String {
    switch problem {
    case .startDate(let text):
      "start date “\(text.prefix(20))” is not a date — type YYYY-MM-DD, or leave it empty for none"
    case .departure(let text):
      "departure “\(text.prefix(20))” is not a time — type HH:MM, 00:00 to 23:59"
    case .dailyDriving(let text):
      "daily driving “\(text.prefix(20))” is not hours:minutes — type H:MM, 0:01 to 24:00"
    case .estimateSpeed(let text, let unit):
      "estimate speed “\(text.prefix(20))” is not a speed — type a whole number from 1 to "
        + "\(ScheduleForm.speedRange(in: unit).upperBound) (\(speedUnit(unit)))"
    }
  }

  /// Said after a schedule was saved.
  static func scheduleSaved(_ name: String) -> String { "Schedule of “\(name)” saved" }
  /// Said when the trip was deleted while its Schedule sheet was open.
  static let scheduleTripGone = "this trip no longer exists — no schedule was saved"
}
