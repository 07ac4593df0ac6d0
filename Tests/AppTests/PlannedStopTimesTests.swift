import Geo
import Routing
import TestSupport
import Testing
import TripModels
import TripStore

@testable import App

/// The planned `<time>`s of an export of every trip: worked out for each dated trip from its own
/// stops, given only to the same trip, written while the export streams.
@MainActor
@Suite("Planned stop times in an export of every trip")
struct PlannedStopTimesTests {
  private static let chicago = Coordinate(latitude: 41.8781, longitude: -87.6298)
  private static let stLouis = Coordinate(latitude: 38.627, longitude: -90.1994)

  private func trips() throws -> [Trip] {
    var dated = try Trip(
      name: "Dated",
      stops: [
        try Stop(name: "Chicago", coordinate: Self.chicago),
        try Stop(name: "St. Louis", coordinate: Self.stLouis),
      ])
    dated.schedule.startDate = CivilDate(year: 2027, month: 6, day: 1)
    let undated = try Trip(
      name: "Undated",
      stops: [
        try Stop(name: "Chicago", coordinate: Self.chicago),
        try Stop(name: "St. Louis", coordinate: Self.stLouis),
      ])
    return [dated, undated]
  }

  private var sources: ItineraryCommands.Sources {
    ItineraryCommands.Sources(
      naming: FakeTimeZoneNaming([(Self.chicago, "America/Chicago")]), units: .kilometers, roads: nil,
      options: RoutingOptions())
  }

  @Test("a 2-trip GPX export streams with the dated trip's times and none for the undated one")
  func twoTrips() async throws {
    let repository = InMemoryTripRepository(trips: try trips())
    let times = try await PlannedStopTimes.ofDatedTrips(in: repository, sources: sources)
    #expect(times.count == 1)
    var document = ""
    try TripExchange.export(from: repository, as: .gpx, times: times.times(for:)) { document += $0 }
    let routes = document.components(separatedBy: "<rte>").dropFirst()
    #expect(routes.count == 2)
    // 09:00 CDT is 14:00 UTC; 422 km on the straight line at 70 km/h is 6 h 1 min 42 s.
    #expect(
      routes.first?.contains("<time>2027-06-01T14:00:00Z</time>") == true
        && routes.first?.contains("<time>2027-06-01T20:01:42Z</time>") == true)
    #expect(routes.last?.contains("<time>") == false)
  }

  @Test("a trip changed after its times were worked out gets none rather than another version's")
  func changedTripGetsNone() async throws {
    let repository = InMemoryTripRepository(trips: try trips())
    let times = try await PlannedStopTimes.ofDatedTrips(in: repository, sources: sources)
    var changed = repository.trips[0]
    #expect(times.times(for: changed).count == 2)
    changed.schedule.departureMinutes = 8 * 60
    #expect(times.times(for: changed).isEmpty)
  }
}
