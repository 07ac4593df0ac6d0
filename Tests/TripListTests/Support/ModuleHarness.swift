import Foundation
import Geo
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripList
import TripModels

/// The trip list built through its public builder and run in a `ScreenHost`, as the App and
/// scripts drive it.
@MainActor
final class ModuleHarness {
  let repository: InMemoryTripRepository
  let stack: NavigationStack<Route>
  let messages = StatusLog()
  let screen: Screen
  let host: ScreenHost

  init(trips: [Trip], size: Size = Size(width: 80, height: 24), units: DistanceUnit = .kilometers) {
    repository = InMemoryTripRepository(trips: trips)
    stack = NavigationStack(root: .trips)
    let messages = messages
    screen = TripListModule.build(
      repository: repository, stack: stack, units: units, report: { messages.report($0) })
    let content = screen.content
    host = ScreenHost(size: size) { content }
  }

  /// The routes above the list.
  var path: [Route] { stack.state.path.map(\.route) }

  /// The current frame as plain text, checked to be the same with retention on and off.
  var frameText: String {
    host.expectRetentionChangesNothing()
    return host.plainText
  }
}
