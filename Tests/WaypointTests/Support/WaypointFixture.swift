import Foundation
import Geo
import PlaceSearch
import TestSupport
import Testing
import TripModels

@testable import Waypoint

/// A trip "Pacific Coast" with two stops, in an in-memory store, and a fake place search.
@MainActor
struct WaypointFixture {
  let repository: InMemoryTripRepository
  let places: FakePlaceSearch
  let trip: Trip
  /// The first stop, "Monterey".
  let stop: Stop
  /// The second stop, "Carmel".
  let otherStop: Stop

  /// Monterey's and Carmel's coordinates.
  static let pacificCoast = (
    edited: Coordinate(latitude: 36.60024, longitude: -121.89468),
    other: Coordinate(latitude: 36.55524, longitude: -121.92329)
  )

  /// The fixture with its two stops at `coordinates` (the edited stop's, then the other's).
  init(
    places: [Place] = FakePlaceSearch.samplePlaces, stopName: String = "Monterey",
    coordinates: (edited: Coordinate, other: Coordinate) = pacificCoast
  ) throws {
    let stop = try Stop(name: stopName, coordinate: coordinates.edited)
    let otherStop = try Stop(name: "Carmel", coordinate: coordinates.other)
    let trip = try Trip(name: "Pacific Coast", stops: [stop, otherStop])
    self.stop = stop
    self.otherStop = otherStop
    self.trip = trip
    self.repository = InMemoryTripRepository(trips: [trip])
    self.places = FakePlaceSearch(places: places)
  }

  var target: WaypointTarget { WaypointTarget(tripID: trip.id, stopID: stop.id) }

  func makeInteractor() -> WaypointInteractor {
    WaypointInteractor(target: target, repository: repository, places: places)
  }

  /// The edited stop as the store has it now.
  func storedStop() throws -> Stop? {
    try repository.trip(id: trip.id)?.stops.first { $0.id == stop.id }
  }

  /// The sample place called `name`.
  static func place(_ name: String) throws -> Place {
    try #require(FakePlaceSearch.samplePlaces.first { $0.name == name })
  }

  /// `count` places named "Springfield 1" … sharing a prefix, most populous first.
  static func springfields(_ count: Int) -> [Place] {
    (1...count).map { index in
      Place(
        id: PlaceID("test:\(index)"), name: "Springfield \(index)", countryCode: "US",
        coordinate: Coordinate(latitude: 39.8 + Double(index) / 100, longitude: -89.6),
        population: 100_000 - index)
    }
  }
}
