import Geo
import Navigation
import Routes
import Routing
import TestSupport
import TextUI
import TripModels

@testable import TripDetail

/// A trip detail presenter with road figures from a fake router (or none) and kept legs in memory.
@MainActor
final class RoadsHarness {
  let trip: Trip
  let repository: InMemoryTripRepository
  let presenter: TripDetailPresenter

  init(
    trip: Trip, repository: InMemoryTripRepository? = nil, router: FakeRoadRouter?,
    store: InMemoryRoadLegStore,
    units: DistanceUnit = .kilometers
  ) {
    self.trip = trip
    let repository = repository ?? InMemoryTripRepository(trips: [trip])
    self.repository = repository
    let stack = NavigationStack<Route>(root: .trips, path: [.trip(trip.id)])
    let work = ScreenWork()
    presenter = TripDetailPresenter(
      interactor: TripDetailInteractor(tripID: trip.id, repository: repository),
      router: TripDetailRouter(tripID: trip.id, stack: stack), work: work, units: units,
      roads: TripDetailRoadInteractor(source: TripDetailRoadSource(router: router, store: store), work: work),
      report: { _ in })
    presenter.start()
  }

  /// The view-model.
  var viewModel: TripDetailViewModel { presenter.viewModel }
  /// Each leg's road state.
  var legs: [LegRoad] { presenter.state.roads.legs }
  /// Each leg's distance text.
  var legTexts: [String] { viewModel.legs(fitting: 100).legs.map(\.distance) }
  /// The stored trip's coordinates.
  var coordinates: [Coordinate] { repository.trips.first { $0.id == trip.id }?.stops.map(\.coordinate) ?? [] }
}
