import Foundation
import Itinerary
import TestSupport
import Testing
import TripModels

/// The calendar export read back by two independent iCalendar readers, every event's start and
/// end checked against the schedule rules.
@Suite struct CalendarReaderTests {
  /// Prints one line per event: UID, SUMMARY, start, end (epoch seconds for a time, YYYY-MM-DD for
  /// a date), with tabs between.
  static let icalendarProgram = """
    from sys import argv
    from icalendar import Calendar
    cal = Calendar.from_ical(open(argv[1], 'rb').read())
    from datetime import datetime as moment, timedelta
    def text(value):
        if isinstance(value, moment):
            assert value.tzinfo is not None and value.utcoffset() == timedelta(0), value
            return str(int(value.timestamp()))
        return value.isoformat()
    for event in cal.walk('VEVENT'):
        print('\\t'.join([str(event.get('uid')), str(event.get('summary')),
                         text(event.decoded('dtstart')), text(event.decoded('dtend'))]))
    """

  static let vobjectProgram = """
    from sys import argv
    from vobject import readOne
    cal = readOne(open(argv[1], encoding='utf-8').read())
    from datetime import datetime as moment, timedelta
    def text(value):
        if isinstance(value, moment):
            assert value.utcoffset() == timedelta(0), value
            return str(int(value.timestamp()))
        return value.isoformat()
    for event in cal.vevent_list:
        print('\\t'.join([event.uid.value, event.summary.value,
                         text(event.dtstart.value), text(event.dtend.value)]))
    """

  /// What the rules say each event must be, in the readers' line form.
  static func expectedEvents(_ plan: PlannedItinerary, tripID: TripID) -> Set<String> {
    let base = tripID.uuidString.lowercased()
    var lines: Set<String> = []
    for day in plan.days {
      let summary =
        "Day \(day.number): \(plan.stops[day.firstStop].stop.name) → \(plan.stops[day.lastStop].stop.name)"
      lines.insert(
        "\(base)-day-\(day.number)@roadtrip\t\(summary)\t\(day.start.secondsSinceEpoch)\t\(day.end.secondsSinceEpoch)"
      )
    }
    for planned in plan.stops.dropFirst() where planned.stop.stay.nights > 0 {
      let arrival = planned.arrivalLocal?.date
      let end = arrival?.adding(days: planned.stop.stay.nights)
      let nights = planned.stop.stay.nights == 1 ? "1 night" : "\(planned.stop.stay.nights) nights"
      lines.insert(
        "\(base)-stay-\(planned.stop.id.uuidString.lowercased())@roadtrip\t\(planned.stop.name) · \(nights)\t"
          + "\(arrival?.description ?? "?")\t\(end?.description ?? "?")")
    }
    return lines
  }

  static func export() throws -> (plan: PlannedItinerary, file: URL, tripID: TripID) {
    let plan = Route66Tests().plan
    let tripID = TripID()
    let text = try CalendarExport.ics(
      plan, tripID: tripID, tripName: "Route 66, west", unit: .kilometers,
      stamp: Instant(secondsSinceEpoch: 1_780_000_000))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "itinerary-\(UUID().uuidString).ics")
    try Data(text.utf8).write(to: file)
    return (plan, file, tripID)
  }

  @Test(
    "The icalendar package reads every event at the instants and dates the rules give (needs python3 with icalendar)",
    .requires(.python3, .icalendar))
  func icalendarReadsItBack() throws {
    let (plan, file, tripID) = try Self.export()
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try ExternalTool.runPython(Self.icalendarProgram, arguments: [file.path])
    let lines = Set(String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init))
    #expect(lines == Self.expectedEvents(plan, tripID: tripID))
  }

  @Test(
    "The vobject package reads the same events (needs python3 with vobject)", .requires(.python3, .vobject))
  func vobjectReadsItBack() throws {
    let (plan, file, tripID) = try Self.export()
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try ExternalTool.runPython(Self.vobjectProgram, arguments: [file.path])
    let lines = Set(String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init))
    #expect(lines == Self.expectedEvents(plan, tripID: tripID))
  }
}
