import Geo
import Itinerary
import TestSupport
import Testing
import TripModels

/// The itinerary as an iCalendar file: its shape, and two real readers reading it back.
@Suite struct CalendarExportTests {
  static let tripID = TripID(uuidString: "6F1C2A34-5B6D-4E7F-8091-A2B3C4D5E6F7") ?? TripID()
  let trip = Route66Tests()

  func ics(stamp: Int64 = 1_780_000_000) throws -> String {
    try CalendarExport.ics(
      trip.plan, tripID: Self.tripID, tripName: "Route 66; the mother road, west", unit: .miles,
      stamp: Instant(secondsSinceEpoch: stamp))
  }

  @Test func linesEndInCRLFAndFoldAt75Octets() throws {
    let text = try ics()
    let bytes = Array(text.utf8)
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    // Every LF is preceded by CR.
    for (index, byte) in bytes.enumerated() where byte == 10 { #expect(index > 0 && bytes[index - 1] == 13) }
    let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.utf8.count <= 75 })
    #expect(lines.contains { $0.hasPrefix(" ") })  // the descriptions are long enough to fold
    #expect(text.contains("X-WR-CALNAME:Route 66\\; the mother road\\, west"))
  }

  @Test func oneTimedEventPerDayAndOneAllDayEventPerStay() throws {
    let text = try ics()
    let unfolded = text.replacingFolds()
    #expect(unfolded.components("BEGIN:VEVENT") == 7)  // 4 days, 3 stays
    #expect(unfolded.contains("SUMMARY:Day 2: St. Louis → Amarillo\r\n"))
    #expect(unfolded.contains("DTSTART:20270601T140000Z\r\nDTEND:20270601T183000Z\r\n"))
    #expect(
      unfolded.contains(
        "DTSTART;VALUE=DATE:20270603\r\nDTEND;VALUE=DATE:20270605\r\nSUMMARY:Flagstaff · 2 nights"))
    #expect(unfolded.contains("UID:6f1c2a34-5b6d-4e7f-8091-a2b3c4d5e6f7-day-1@roadtrip"))
  }

  @Test func exportingAgainKeepsEveryUID() throws {
    func uids(_ text: String) -> [Substring] {
      text.replacingFolds().split(separator: "\r\n").filter { $0.hasPrefix("UID:") }
    }
    #expect(uids(try ics(stamp: 1)) == uids(try ics(stamp: 2_000_000_000)))
  }
}

extension String {
  /// The text with RFC 5545 folds undone.
  func replacingFolds() -> String {
    split(separator: "\r\n ", omittingEmptySubsequences: false).joined()
  }

  /// How many times `needle` occurs.
  func components(_ needle: String) -> Int {
    split(separator: needle, omittingEmptySubsequences: false).count - 1
  }
}
