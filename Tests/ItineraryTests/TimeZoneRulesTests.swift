import Itinerary
import Testing
import TripModels

/// Time zones read from the system's tz database: offsets, abbreviations, and wall-clock times
/// in gaps and overlaps.
@Suite struct TimeZoneRulesTests {
  @Test func chicagoIsCentralDaylightTimeInJuneAndStandardInJanuary() throws {
    let chicago = try #require(ZoneDatabase.system.zone(named: "America/Chicago"))
    let june = chicago.offset(at: Fixture.utc("2026-06-01", 12))
    #expect(june.seconds == -5 * 3_600)
    #expect(june.abbreviation == "CDT")
    #expect(june.isDaylightSaving)
    let january = chicago.offset(at: Fixture.utc("2026-01-15", 12))
    #expect(january == ZoneOffset(seconds: -6 * 3_600, abbreviation: "CST", isDaylightSaving: false))
  }

  @Test func instantsPastTheTableFollowTheFooterRule() throws {
    let chicago = try #require(ZoneDatabase.system.zone(named: "America/Chicago"))
    #expect(chicago.offset(at: Fixture.utc("2100-07-04", 12)).abbreviation == "CDT")
    #expect(chicago.offset(at: Fixture.utc("2100-12-25", 12)).abbreviation == "CST")
    // 2100: the second Sunday of March is the 14th; the change is at 02:00 CST (08:00 UTC).
    #expect(chicago.offset(at: Fixture.utc("2100-03-14", 7, 59)).abbreviation == "CST")
    #expect(chicago.offset(at: Fixture.utc("2100-03-14", 8)).abbreviation == "CDT")
    let sydney = try #require(ZoneDatabase.system.zone(named: "Australia/Sydney"))
    #expect(sydney.offset(at: Fixture.utc("2090-01-10", 0)).abbreviation == "AEDT")
    #expect(sydney.offset(at: Fixture.utc("2090-07-10", 0)).abbreviation == "AEST")
  }

  @Test func arizonaKeepsMountainStandardTimeAllYear() throws {
    let phoenix = try #require(ZoneDatabase.system.zone(named: "America/Phoenix"))
    #expect(phoenix.offset(at: Fixture.utc("2026-07-01", 20)).abbreviation == "MST")
    #expect(phoenix.offset(at: Fixture.utc("2026-07-01", 20)).seconds == -7 * 3_600)
  }

  @Test func theLastSundayOfMarchSkipsAnHourInBerlin() throws {
    let berlin = try #require(ZoneDatabase.system.zone(named: "Europe/Berlin"))
    let day = try #require(CivilDate("2026-03-29")).daysSinceEpoch
    // 01:00 UTC: 02:00 CET becomes 03:00 CEST.
    #expect(berlin.offset(at: Fixture.utc("2026-03-29", 0, 59)).abbreviation == "CET")
    #expect(berlin.offset(at: Fixture.utc("2026-03-29", 1)).abbreviation == "CEST")
    // 02:30 does not happen: read with the offset before (CET), it is 01:30 UTC, shown 03:30.
    let gap = berlin.instant(at: LocalTime(day: day, secondsOfDay: 2 * 3_600 + 1_800))
    #expect(gap == Fixture.utc("2026-03-29", 1, 30))
    #expect(DurationText.clock(berlin.localTime(at: gap)) == "03:30")
    // 09:00 that morning is summer time.
    #expect(berlin.instant(at: LocalTime(day: day, secondsOfDay: 9 * 3_600)) == Fixture.utc("2026-03-29", 7))
  }

  @Test func anAutumnOverlapTakesTheEarlierReading() throws {
    let berlin = try #require(ZoneDatabase.system.zone(named: "Europe/Berlin"))
    let day = try #require(CivilDate("2026-10-25")).daysSinceEpoch
    let twice = berlin.instant(at: LocalTime(day: day, secondsOfDay: 2 * 3_600 + 1_800))
    #expect(twice == Fixture.utc("2026-10-25", 0, 30))
    #expect(berlin.offset(at: twice).abbreviation == "CEST")
  }

  @Test func localTimesRoundTripAcrossAYearOfHours() throws {
    let zone = try #require(ZoneDatabase.system.zone(named: "America/Denver"))
    var instant = Fixture.utc("2026-01-01", 0)
    for _ in 0..<(366 * 24) {
      let local = zone.localTime(at: instant)
      let back = zone.instant(at: local)
      // Only the repeated autumn hour reads back to the earlier instant.
      #expect(back == instant || zone.localTime(at: back) == local)
      instant = instant.adding(seconds: 3_600)
    }
  }

  @Test func unknownOrUnsafeNamesHaveNoZoneAndUTCIsAlwaysKnown() {
    #expect(ZoneDatabase.system.zone(named: "Mars/Olympus_Mons") == nil)
    #expect(ZoneDatabase.system.zone(named: "../../etc/passwd") == nil)
    #expect(ZoneDatabase.system.zone(named: "") == nil)
    #expect(ZoneDatabase.system.zone(named: "UTC") != nil)
    #expect(ZoneDatabase.system.zoneOrUTC(named: nil).name == "UTC")
  }

  @Test func aZoneIsReadOnceAndShared() throws {
    let first = try #require(ZoneDatabase.system.zone(named: "Asia/Tokyo"))
    let second = try #require(ZoneDatabase.system.zone(named: "Asia/Tokyo"))
    #expect(first === second)
    #expect(first.offset(at: Fixture.utc("2026-06-01", 0)).abbreviation == "JST")
  }

  @Test func aZoneWithANumericAbbreviationReadsIt() throws {
    let istanbul = try #require(ZoneDatabase.system.zone(named: "Europe/Istanbul"))
    let offset = istanbul.offset(at: Fixture.utc("2030-06-01", 0))
    #expect(offset.seconds == 3 * 3_600)
    #expect(offset.abbreviation == "+03")
  }
}
