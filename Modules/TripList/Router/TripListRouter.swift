import Navigation
import Routes
import TripModels

import class TextUI.ScreenWork

/// Drives the main navigation stack for the trip list: opening a trip, and dropping the screens of a
/// trip that was deleted.
@MainActor
final class TripListRouter {
  private let stack: NavigationStack<Route>
  private let work: ScreenWork

  /// Creates a router over `stack` (the main stack, whose root is the trip list); navigation that
  /// waits (for another screen's guard) runs as `work`.
  init(stack: NavigationStack<Route>, work: ScreenWork) {
    self.stack = stack
    self.work = work
  }

  /// The trip on top of the stack (its detail, or one of its stops), read live: in split view this
  /// is the trip shown next to the list.
  var openTripID: TripID? {
    stack.state.path.last?.route.tripID
  }

  /// Shows trip `id`: pushed over the list, or — when another screen is already open next to the
  /// list — in place of it (asking that screen's guard first; the stack applies requests made
  /// meanwhile in order).
  func openTrip(_ id: TripID) {
    let path = stack.state.path
    if path.isEmpty {
      stack.push(.trip(id))
    } else if path.map(\.route) != [.trip(id)] {
      work.run(.navigation) { [stack] in _ = await stack.replace(path: [.trip(id)]) }
    }
  }

  /// Registers the check quitting runs on the list (the stack's root, which no pop leaves).
  func guardQuitting(_ canQuit: @escaping @MainActor () async -> Bool) {
    _ = stack.setGuard(for: stack.state.rootEntry.id, canQuit)
  }

  /// Removes every screen of trip `id` (it was deleted); no guard is asked, the data is gone.
  func closeTrip(_ id: TripID) {
    stack.prune { $0.mentions(trip: id) }
  }
}
