import Geo
import TripModels

/// The itinerary as an iCalendar file (RFC 5545), a pure function of the worked-out plan.
///
/// One timed event per travel day, from the departure to the last arrival, both in UTC ("…Z", so
/// no VTIMEZONE is needed and every calendar places them at the right instant), SUMMARY "Day N:
/// A → B", DESCRIPTION one line per leg. One all-day event per stay (a stop after the first with
/// one night or more): DTSTART the arrival date in the stop's zone, DTEND that date plus the
/// nights (DTEND is exclusive), SUMMARY "Amarillo · 2 nights". UIDs are made of the trip's id and
/// the day number (days) or the stop's id (stays), so importing the file again updates the same
/// events rather than adding copies.
public enum CalendarExport {
  /// Why a plan cannot be written as a calendar.
  public enum Refusal: Error, Equatable, CustomStringConvertible {
    /// The trip has no start date, so its days have no dates.
    case noStartDate
    /// A date falls after year 9999.
    case dateOutOfRange

    /// What to do, in one sentence.
    public var description: String {
      switch self {
      case .noStartDate:
        "A calendar needs dates: set the trip's start date in its Schedule first."
      case .dateOutOfRange:
        "The trip's dates run past the year 9999: set an earlier start date or fewer nights."
      }
    }
  }

  /// The calendar for `plan`, the trip `tripID` called `tripName`; distances in `unit`, DTSTAMP
  /// `stamp` (the time of the export).
  /// - Throws: ``Refusal`` without a start date or with dates past 9999.
  public static func ics(
    _ plan: PlannedItinerary, tripID: TripID, tripName: String, unit: DistanceUnit, stamp: Instant
  ) throws(Refusal) -> String {
    guard plan.isDated else { throw .noStartDate }
    let stampText = try utc(stamp)
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//RoadTrip//Itinerary//EN", "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH", "X-WR-CALNAME:" + CalendarText.escaped(tripName),
    ]
    let uidBase = tripID.uuidString.lowercased()
    for day in plan.days {
      let from = plan.stops[day.firstStop].stop.name
      let to = plan.stops[day.lastStop].stop.name
      let legs = day.legIndices.map { index in
        "\(plan.stops[index].stop.name) → \(plan.stops[index + 1].stop.name) · "
          + ItineraryText.leg(plan.legs[index], unit: unit)
      }
      let flags = ItineraryText.flags(day)
      let description = (legs + (flags.isEmpty ? [] : ["Flagged: " + flags.joined(separator: ", ")]))
        .joined(separator: "\n")
      lines += [
        "BEGIN:VEVENT", "UID:\(uidBase)-day-\(day.number)@roadtrip", "DTSTAMP:" + stampText,
        "DTSTART:" + (try utc(day.start.roundedToMinute)), "DTEND:" + (try utc(day.end.roundedToMinute)),
        "SUMMARY:" + CalendarText.escaped("Day \(day.number): \(from) → \(to)"),
        "DESCRIPTION:" + CalendarText.escaped(description), "END:VEVENT",
      ]
    }
    for planned in plan.stops.dropFirst() where planned.stop.stay.nights > 0 {
      guard let arrival = planned.arrivalLocal, let start = arrival.date,
        let end = start.adding(days: planned.stop.stay.nights)
      else { throw .dateOutOfRange }
      let uid = "\(uidBase)-stay-\(planned.stop.id.uuidString.lowercased())@roadtrip"
      let summary = "\(planned.stop.name) · \(ItineraryText.nights(planned.stop.stay.nights))"
      lines += [
        "BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + stampText, "DTSTART;VALUE=DATE:" + compact(start),
        "DTEND;VALUE=DATE:" + compact(end), "SUMMARY:" + CalendarText.escaped(summary), "TRANSP:TRANSPARENT",
        "END:VEVENT",
      ]
    }
    lines.append("END:VCALENDAR")
    return lines.map(CalendarText.folded).joined()
  }

  // MARK: - Date forms

  /// "20260601T140000Z".
  static func utc(_ instant: Instant) throws(Refusal) -> String {
    let time = LocalTime(localSeconds: instant.secondsSinceEpoch)
    guard let date = time.date else { throw .dateOutOfRange }
    let seconds = time.secondsOfDay
    return compact(date) + "T" + two(seconds / 3_600) + two(seconds / 60 % 60) + two(seconds % 60) + "Z"
  }

  /// "20260601".
  static func compact(_ date: CivilDate) -> String {
    let year = String(date.year)
    return String(repeating: "0", count: max(0, 4 - year.count)) + year + two(date.month) + two(date.day)
  }

  private static func two(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
