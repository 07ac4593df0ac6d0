import TripModels

// MARK: - ISO 8601

extension Instant {
  /// "2026-06-01T14:00:00Z" (ISO 8601 in UTC, as GPX's `<time>` takes it), or nil outside years
  /// 1…9999.
  public var iso8601UTC: String? {
    let time = LocalTime(localSeconds: secondsSinceEpoch)
    guard let date = time.date else { return nil }
    let seconds = time.secondsOfDay
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(date)T\(two(seconds / 3_600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))Z"
  }
}

extension PlannedItinerary {
  /// Each stop's planned time in ISO 8601 UTC: the arrival, or for the first stop the departure;
  /// nil for every stop when the plan has no start date.
  public var stopTimesISO8601: [String?] {
    guard isDated else { return stops.map { _ in nil } }
    return stops.map { ($0.arrival ?? $0.departure)?.iso8601UTC }
  }
}
