import Geo
import Testing
import TripStore

@testable import TripDetail

@Suite("Legs")
@MainActor
struct LegTests {
  @Test("one leg per pair of consecutive stops, with names and geodesic metres")
  func legsOfTrip() throws {
    let trip = try Fixtures.pacificCoast()
    let legs = Leg.legs(of: trip)
    #expect(legs.map(\.fromIndex) == [0, 1])
    #expect(legs.map(\.fromName) == ["Monterey", "Carmel"])
    #expect(legs.map(\.toName) == ["Carmel", "Big Sur"])
    #expect(legs[0].meters == Geodesic.distance(from: Fixtures.monterey, to: Fixtures.carmel))
    #expect(legs.map(\.meters).reduce(0, +) == trip.totalMeters)
  }

  @Test("a trip with fewer than two stops has no legs")
  func noLegs() throws {
    let single = try Trip(name: "Solo", stops: [Fixtures.stop("Kyoto", Fixtures.kyoto)])
    #expect(Leg.legs(of: single).isEmpty)
    #expect(Leg.legs(of: try Trip(name: "Empty")).isEmpty)
  }
}
