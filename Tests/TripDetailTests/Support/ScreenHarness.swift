import Foundation
import Geo
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripDetail

/// The trip detail screen as the App gets it from ``TripDetailModule/build``, driven through a
/// `ScreenHost` the way a user or a script drives it.
@MainActor
final class ScreenHarness {
  let trip: Trip
  let repository: InMemoryTripRepository
  let stack: NavigationStack<Route>
  private(set) var screen: Screen?
  private(set) var host: ScreenHost?
  private(set) var messages: [String] = []

  init(trip: Trip, width: Int = 80, height: Int = 24) {
    self.trip = trip
    repository = InMemoryTripRepository(trips: [trip])
    stack = NavigationStack(root: .trips, path: [.trip(trip.id)])
    let screen = TripDetailModule.build(
      tripID: trip.id, repository: repository, stack: stack, units: .kilometers,
      report: { [weak self] in self?.messages.append($0.text) })
    self.screen = screen
    host = ScreenHost(size: Size(width: width, height: height)) { screen.content }
  }

  /// The host (recording an issue instead of trapping if the screen was dropped).
  var driven: ScreenHost {
    get throws { try requireValue(host) }
  }

  /// The current frame's lines.
  var lines: [String] {
    host?.expectRetentionChangesNothing()
    return (host?.plainText ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The screen's live title.
  var title: String { screen?.title() ?? "" }

  /// The routes above the root, top last.
  var path: [Route] { stack.state.path.map(\.route) }

  /// The stored stops' names.
  var storedStopNames: [String] {
    repository.trips.first { $0.id == trip.id }?.stops.map(\.name) ?? []
  }

  /// Drops the screen and its host, as the App does when the entry is popped.
  func drop() {
    host = nil
    screen = nil
  }
}

/// Thrown when a value a test needs is missing.
struct MissingValue: Error {}

/// `value`, or a thrown ``MissingValue``.
func requireValue<T>(_ value: T?) throws -> T {
  guard let value else { throw MissingValue() }
  return value
}
