import Foundation
import Navigation
import Routes
import TripModels

/// Moves the main stack on behalf of the trip detail screen.
@MainActor
final class TripDetailRouter {
  /// The trip the screen shows.
  let tripID: TripID
  private let stack: NavigationStack<Route>

  /// A router for the trip `tripID`'s screen on `stack`.
  init(tripID: TripID, stack: NavigationStack<Route>) {
    self.tripID = tripID
    self.stack = stack
  }

  /// Opens the stop editor on the stop `stopID` of this trip.
  func openStop(_ stopID: StopID) {
    stack.push(.waypoint(trip: tripID, waypoint: stopID))
  }

  /// Opens the stop editor on a new stop, stored only once a place is applied, after the stop
  /// `after` (at the end when nil).
  func openNewStop(after: StopID?) {
    stack.push(.newStop(trip: tripID, after: after))
  }

  /// Drops every screen of this trip (its detail and stop editors) after the trip was deleted.
  func closeDeletedTrip() {
    let tripID = tripID
    stack.prune { $0.mentions(trip: tripID) }
  }
}
