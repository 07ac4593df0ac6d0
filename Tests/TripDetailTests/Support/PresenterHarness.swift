import Foundation
import Geo
import Navigation
import Routes
import TestSupport
import TextUI
import TripModels

@testable import TripDetail

/// A trip detail presenter wired to an in-memory store and a real navigation stack showing
/// Trips → the trip, collecting status messages.
@MainActor
final class PresenterHarness {
  let trip: Trip
  let repository: InMemoryTripRepository
  let stack: NavigationStack<Route>
  let presenter: TripDetailPresenter
  private(set) var messages: [String] = []

  init(trip: Trip, others: [Trip] = [], units: DistanceUnit = .kilometers) {
    self.trip = trip
    repository = InMemoryTripRepository(trips: [trip] + others)
    stack = NavigationStack(root: .trips, path: [.trip(trip.id)])
    let interactor = TripDetailInteractor(tripID: trip.id, repository: repository)
    let router = TripDetailRouter(tripID: trip.id, stack: stack)
    var report: (@MainActor (String) -> Void)?
    presenter = TripDetailPresenter(
      interactor: interactor, router: router, work: ScreenWork(), units: units, report: { report?($0.text) })
    report = { [weak self] in self?.messages.append($0) }
    presenter.start()
  }

  /// The routes above the root, top last.
  var path: [Route] { stack.state.path.map(\.route) }
  /// The trip as stored now.
  var stored: Trip? { repository.trips.first { $0.id == trip.id } }
  /// The stored stops' names.
  var storedStopNames: [String] { stored?.stops.map(\.name) ?? [] }
  /// The view-model.
  var viewModel: TripDetailViewModel { presenter.viewModel }
  /// The selected stop's name.
  var selectedName: String? { viewModel.stops.first { $0.id == viewModel.selectedStopID }?.name }
}

/// Navigation stacks for router tests.
@MainActor
enum NavigationStackFixture {
  /// Trips → the trip `id`.
  static func detail(of id: TripID) -> NavigationStack<Route> {
    NavigationStack(root: .trips, path: [.trip(id)])
  }
}
