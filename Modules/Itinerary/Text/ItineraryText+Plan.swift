import Geo
import TripModels

// MARK: - The whole plan as plain text

extension ItineraryText {
  /// The day plan as plain text for a message or a print (`roadtrip itinerary`): a summary line,
  /// then each day's header, its stops with arrival and departure, and the legs between them.
  public static func plainText(_ plan: PlannedItinerary, tripName: String, unit: DistanceUnit) -> String {
    var lines = [summary(plan, tripName: tripName, unit: unit)]
    guard !plan.days.isEmpty else {
      lines.append("Add at least two stops to plan days.")
      return lines.joined(separator: "\n") + "\n"
    }
    for day in plan.days {
      lines.append("")
      lines.append(dayHeader(day, in: plan))
      let dayZone = plan.stops[day.firstStop].stop.zone
      let dayStart = dayZone.localTime(at: day.start).day
      for index in day.firstStop...day.lastStop {
        let planned = plan.stops[index]
        if index > day.firstStop {
          lines.append("    ↓ " + leg(plan.legs[index - 1], unit: unit))
        }
        let zone = planned.stop.zone
        var arrival = ""
        if index > day.firstStop, let time = planned.arrival {
          arrival =
            "arr " + self.time(time, zone: zone, abbreviation: planned.arrivalAbbreviation, day: dayStart)
        }
        var departure = ""
        if index < day.lastStop, let time = planned.departure {
          departure =
            "dep " + self.time(time, zone: zone, abbreviation: planned.departureAbbreviation, day: dayStart)
        }
        var line = "  " + padded(arrival, 18) + " " + padded(departure, 18) + " " + planned.stop.name
        if index == day.lastStop, index > 0, planned.stop.stay.nights > 0 {
          line += " · " + nights(planned.stop.stay.nights)
        }
        lines.append(trailingSpacesRemoved(line))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "Route 66 · 3 days from Mon 1 Jun 2026 · 3,940 km · 38 h 10 min driving (est.) · leaving
  /// 09:00, 8 h a day".
  static func summary(_ plan: PlannedItinerary, tripName: String, unit: DistanceUnit) -> String {
    let count = plan.days.count
    var parts = [tripName, count == 1 ? "1 day" : "\(count) days"]
    if let start = plan.schedule.startDate {
      parts[1] += " from " + date(start) + " \(start.year)"
    } else {
      parts[1] += " (no start date)"
    }
    parts.append(unit.format(meters: plan.totalMeters))
    let estimated = plan.legs.contains { $0.isEstimated }
    parts.append(
      DurationText.format(seconds: plan.totalDriveSeconds) + " driving" + (estimated ? " est." : ""))
    parts.append(
      "leaving " + DurationText.clock(minutes: plan.schedule.departureMinutes) + ", "
        + DurationText.format(seconds: plan.schedule.dailyDrivingMinutes * 60) + " a day")
    return parts.joined(separator: " · ")
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  private static func trailingSpacesRemoved(_ text: String) -> String {
    var text = Substring(text)
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
