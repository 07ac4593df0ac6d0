import Geo
import Testing
import TripModels

/// The schedule's settings and a stop's stay keep to their ranges, and travel with the trip.
@Suite("Schedule values")
struct ScheduleValueTests {
  @Test("the standard schedule: no date, 09:00, 8 hours a day, 70 km/h, and it is valid")
  func standard() {
    let standard = TripSchedule.standard
    #expect(standard.startDate == nil)
    #expect(standard.departureMinutes == 540)
    #expect(standard.dailyDrivingMinutes == 480)
    #expect(standard.estimateSpeedKmh == 70)
    #expect(standard.isValid)
  }

  @Test("a schedule outside its ranges is not valid")
  func ranges() {
    var schedule = TripSchedule.standard
    schedule.departureMinutes = 1440
    #expect(!schedule.isValid)
    schedule = .standard
    schedule.dailyDrivingMinutes = 0
    #expect(!schedule.isValid)
    schedule = .standard
    schedule.estimateSpeedKmh = 301
    #expect(!schedule.isValid)
  }

  @Test("a stay refuses negative or too many nights and visits longer than a day")
  func stays() {
    #expect(StopStay(nights: 2, visitMinutes: 30)?.nights == 2)
    #expect(StopStay(nights: -1, visitMinutes: 0) == nil)
    #expect(StopStay(nights: 366, visitMinutes: 0) == nil)
    #expect(StopStay(nights: 0, visitMinutes: 1441) == nil)
    #expect(StopStay(nights: 0, visitMinutes: 0) == .passingThrough)
  }

  @Test("renaming, editing a stop and copying a trip keep its schedule and stays")
  func keptByEdits() throws {
    let stay = try #require(StopStay(nights: 2, visitMinutes: 0))
    let stop = try Stop(name: "Flagstaff", coordinate: Coordinate(latitude: 35.2, longitude: -111.65))
      .with(stay: stay)
    var trip = try Trip(name: "Route 66", stops: [stop])
    trip.schedule.startDate = CivilDate("2027-06-01")
    #expect(try trip.renamed("Mother Road").schedule == trip.schedule)
    #expect(try stop.with(note: "Lowell Observatory").stay == stay)
    #expect(try stop.with(name: "Flag", coordinate: stop.coordinate).stay == stay)
    let copy = try trip.copy(nameSuffix: " (copy)")
    #expect(copy.schedule == trip.schedule)
    #expect(copy.stops.map(\.stay) == [stay])
  }
}
