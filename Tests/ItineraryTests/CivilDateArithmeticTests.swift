import Itinerary
import Testing
import TripModels

/// Calendar arithmetic without Foundation.
@Suite struct CivilDateArithmeticTests {
  @Test func dayCountsRoundTripOverFourHundredYears() throws {
    var date = try #require(CivilDate("1900-01-01"))
    var count = date.daysSinceEpoch
    #expect(count == -25_567)
    for _ in 0..<146_097 {
      let next = try #require(date.adding(days: 1))
      #expect(next.daysSinceEpoch == count + 1)
      #expect(CivilDate(daysSinceEpoch: count + 1) == next)
      date = next
      count += 1
    }
    #expect(date.description == "2300-01-01")
  }

  @Test func weekdaysAreRight() throws {
    #expect(try #require(CivilDate("1970-01-01")).weekday == .thursday)
    #expect(try #require(CivilDate("2026-06-01")).weekday == .monday)
    #expect(try #require(CivilDate("2027-06-02")).weekday == .wednesday)
    #expect(try #require(CivilDate("2026-03-29")).weekday == .sunday)
    #expect(try #require(CivilDate("2000-02-29")).weekday == .tuesday)
  }

  @Test func addingDaysCrossesMonthsYearsAndLeapDays() throws {
    let date = try #require(CivilDate("2028-02-27"))
    #expect(date.adding(days: 2)?.description == "2028-02-29")
    #expect(date.adding(days: 3)?.description == "2028-03-01")
    #expect(date.adding(days: -58)?.description == "2027-12-31")
    #expect(CivilDate("9999-12-31")?.adding(days: 1) == nil)
    #expect(CivilDate("0001-01-01")?.adding(days: -1) == nil)
  }

  @Test func datesReadInWords() throws {
    #expect(ItineraryText.date(try #require(CivilDate("2027-06-02"))) == "Wed 2 Jun")
  }
}
