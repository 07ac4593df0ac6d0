import Geo
import Testing
import TripModels

@testable import TripList

@Suite("Trip list row")
struct TripListRowTests {
  @Test("a trip with stops shows its count, total distance and first → last")
  @MainActor func tripWithStops() throws {
    let row = TripListRow(TripSummary(try TripFixtures.pacificCoast()), units: .kilometers)
    #expect(row.name == "Pacific Coast")
    #expect(row.stops == "3 stops")
    #expect(row.route == "Monterey → Big Sur")
    #expect(row.distance.hasSuffix(" km"))
  }

  @Test("one stop is singular and names the stop alone")
  @MainActor func oneStop() throws {
    let row = TripListRow(TripSummary(try TripFixtures.kyotoWeekend()), units: .kilometers)
    #expect(row.stops == "1 stop")
    #expect(row.route == "Kyoto")
    #expect(row.distance == "0.0 km")
  }

  @Test("no stops says so")
  @MainActor func noStops() throws {
    let row = TripListRow(TripSummary(try TripFixtures.someday()), units: .miles)
    #expect(row.stops == "0 stops")
    #expect(row.route == "No stops")
    #expect(row.distance == "0.0 mi")
  }

  @Test("distance follows the chosen unit")
  func units() {
    let summary = TripSummary(
      id: .init(), name: "Long", stopCount: 2, totalMeters: 1_609_344, firstStopName: "A",
      lastStopName: "B")
    #expect(TripListRow(summary, units: .miles).distance == "1,000 mi")
    #expect(TripListRow(summary, units: .kilometers).distance == "1,609 km")
  }
}
