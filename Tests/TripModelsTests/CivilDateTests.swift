import Testing
import TripModels

/// A trip's start date as a person types it: `YYYY-MM-DD`, real days only.
@Suite("Civil dates")
struct CivilDateTests {
  @Test("a date is read from YYYY-MM-DD and written back the same")
  func roundTrip() throws {
    for text in ["2026-06-01", "2028-02-29", "0001-01-01", "9999-12-31"] {
      let date = try #require(CivilDate(text))
      #expect(date.description == text)
    }
    #expect(CivilDate(year: 2026, month: 6, day: 1) == CivilDate("2026-06-01"))
  }

  @Test("days that do not exist and other shapes are refused")
  func refused() {
    for text in [
      "2027-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00",
      "26-06-01", "2026/06/01", "2026-6-1", "2026-06-01 ", "２０２６-06-01", "", "0000-01-01",
    ] {
      #expect(CivilDate(text) == nil, "\(text) was accepted")
    }
  }

  @Test("leap years follow the Gregorian rule")
  func leapYears() {
    #expect(CivilDate.isLeap(2024))
    #expect(CivilDate.isLeap(2000))
    #expect(!CivilDate.isLeap(1900))
    #expect(!CivilDate.isLeap(2026))
    #expect(CivilDate.daysIn(month: 2, year: 2024) == 29)
    #expect(CivilDate.daysIn(month: 2, year: 2100) == 28)
  }

  @Test("dates order by year, then month, then day")
  func ordering() throws {
    let dates = try ["2026-12-31", "2026-01-02", "2025-12-31", "2026-01-01"].map {
      try #require(CivilDate($0))
    }
    #expect(dates.sorted().map(\.description) == ["2025-12-31", "2026-01-01", "2026-01-02", "2026-12-31"])
  }
}
