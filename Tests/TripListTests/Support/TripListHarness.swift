import Foundation
import Geo
import Navigation
import Routes
import TestSupport
import TextUI
import TripModels

@testable import TripList

/// A trip list presenter wired to a real in-memory repository and a real navigation stack, with the
/// status messages it reported.
@MainActor
final class TripListHarness {
  let repository: InMemoryTripRepository
  let stack: NavigationStack<Route>
  let presenter: TripListPresenter
  /// Every status message the presenter reported.
  let messages = StatusLog()

  init(trips: [Trip], pageSize: Int = 64, units: DistanceUnit = .kilometers) {
    repository = InMemoryTripRepository(trips: trips)
    stack = NavigationStack(root: .trips)
    let messages = messages
    let work = ScreenWork()
    presenter = TripListPresenter(
      interactor: TripListInteractor(repository: repository, pageSize: pageSize),
      router: TripListRouter(stack: stack, work: work), work: work, units: units,
      report: { messages.report($0) })
    presenter.start()
  }

  /// Every status message reported so far.
  var reported: [String] { messages.texts }

  /// The routes above the list.
  var path: [Route] { stack.state.path.map(\.route) }

  /// The selected trip's name.
  var selectedName: String? {
    presenter.viewModel.selectedIndex.flatMap { presenter.row(at: $0)?.name }
  }

  /// The names of every row, read through the presenter.
  var rowNames: [String] {
    (0..<presenter.viewModel.rowCount).compactMap { presenter.row(at: $0)?.name }
  }
}
