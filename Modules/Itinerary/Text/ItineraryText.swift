import Geo
import TripModels

/// The day plan in words, the same on every locale: day headers ("Day 2 · Wed 2 Jun · St. Louis →
/// Amarillo · 9 h 20 min"), 24-hour local times, distances in the chosen unit.
public enum ItineraryText {
  /// "Wed 2 Jun".
  public static func date(_ date: CivilDate) -> String {
    "\(date.weekday.shortName) \(date.day) \(MonthName.short(date.month))"
  }

  /// "Day 2 · Wed 2 Jun · St. Louis → Amarillo · 9 h 20 min", with "est." after the time when a leg
  /// is estimated, and the flags: "1 h 20 min over", "arrives after midnight".
  public static func dayHeader(_ day: PlannedDay, in plan: PlannedItinerary) -> String {
    var parts = ["Day \(day.number)"]
    if let date = day.date { parts.append(Self.date(date)) }
    parts.append("\(plan.stops[day.firstStop].stop.name) → \(plan.stops[day.lastStop].stop.name)")
    parts.append(DurationText.format(seconds: day.driveSeconds) + (day.isEstimated ? " est." : ""))
    parts += flags(day)
    return parts.joined(separator: " · ")
  }

  /// A day's header in every width it has, widest first: ``dayHeader(_:in:)``, then without its
  /// first and last stops' names (the lines under it name them), then its date alone, then
  /// "Day 2" alone — each keeping the day's flags.
  public static func dayHeaderVariants(_ day: PlannedDay, in plan: PlannedItinerary) -> [String] {
    let flags = flags(day)
    let drive = DurationText.format(seconds: day.driveSeconds) + (day.isEstimated ? " est." : "")
    let dated = ["Day \(day.number)"] + (day.date.map { [Self.date($0)] } ?? [])
    let variants = [
      dayHeader(day, in: plan), (dated + [drive] + flags).joined(separator: " · "),
      (dated + flags).joined(separator: " · "), (["Day \(day.number)"] + flags).joined(separator: " · "),
    ]
    return variants.enumerated().filter { index, text in !variants[..<index].contains(text) }.map(\.element)
  }

  /// The words a flagged day carries: "1 h 20 min over", "arrives after midnight".
  public static func flags(_ day: PlannedDay) -> [String] {
    var flags: [String] = []
    if day.overLimitSeconds > 0 { flags.append(DurationText.format(seconds: day.overLimitSeconds) + " over") }
    if day.arrivesAfterMidnight { flags.append("arrives after midnight") }
    return flags
  }

  /// "475 km · 4 h 14 min est.": a leg's length and drive time.
  public static func leg(_ leg: PlannedLeg, unit: DistanceUnit) -> String {
    unit.format(meters: leg.meters) + " · " + DurationText.format(seconds: leg.seconds)
      + (leg.isEstimated ? " est." : "")
  }

  /// "13:14 CDT", "13:14" or "01:10 +1": a local time, the zone abbreviation when given, and how
  /// many days after `day` it falls when later. The time is rounded to the nearest minute, as drive
  /// times are, so 09:00 and a leg of "5 min" (4 min 50 s) arrive at 09:05, not 09:04.
  public static func time(_ instant: Instant, zone: TimeZoneRules, abbreviation: String?, day: Int64)
    -> String
  {
    let local = zone.localTime(at: instant.roundedToMinute)
    var text = DurationText.clock(local)
    if let abbreviation { text += " " + abbreviation }
    if local.day > day { text += " +\(local.day - day)" }
    return text
  }

  /// "1 night", "3 nights".
  public static func nights(_ count: Int) -> String {
    count == 1 ? "1 night" : "\(count) nights"
  }
}
