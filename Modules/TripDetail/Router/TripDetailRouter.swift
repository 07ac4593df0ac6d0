import Navigation
import Routes
import TripModels

/// Moves the main stack on behalf of the trip detail screen.
@MainActor
final class TripDetailRouter {
  /// The trip the screen shows.
  let tripID: TripID
  private let stack: NavigationStack<Route>
  /// The screen's own entry on the stack (nil: a screen built outside a stack entry, no guard).
  private let entryID: EntryID?

  /// A router for the trip `tripID`'s screen, the entry `entryID`, on `stack`.
  init(tripID: TripID, stack: NavigationStack<Route>, entryID: EntryID? = nil) {
    self.tripID = tripID
    self.stack = stack
    self.entryID = entryID
  }

  /// Registers the check that runs for every way out of the screen (back, root, a deep link, quit).
  func guardLeaving(_ canLeave: @escaping @MainActor () async -> Bool) {
    guard let entryID else { return }
    _ = stack.setGuard(for: entryID, canLeave)
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

  /// The stop whose editor the last navigation closed to reveal this trip's screen (going back
  /// from a stop, however it was opened: from this screen, a deep link, a restored stack), nil when
  /// the last navigation did not reveal the screen that way. The screen is built when it is first
  /// revealed, so it reads this once when it is built.
  var stopJustLeft: StopID? { stopLeft(in: stack.lastEvents) }

  /// Calls `handler` with the stop left every time going back from a stop reveals this trip's
  /// screen again, for as long as this router lives.
  func observeStopsLeft(_ handler: @escaping @MainActor (StopID) -> Void) {
    stack.addEventObserver(self) { [weak self] events in
      if let stop = self?.stopLeft(in: events) { handler(stop) }
    }
  }

  /// The stop of this trip directly above its screen among the entries `events` removed, when they
  /// revealed this trip's screen.
  private func stopLeft(in events: [NavigationEvent<Route>]) -> StopID? {
    let tripID = tripID
    guard events.contains(where: { $0.kind == .didAppear && $0.entry.route == .trip(tripID) }) else {
      return nil
    }
    // Removed entries come top first: the last stop of this trip is the one just above the trip.
    return events.filter { $0.kind == .removed }.compactMap { event -> StopID? in
      guard case .waypoint(tripID, let stopID) = event.entry.route else { return nil }
      return stopID
    }.last
  }

  /// Drops every screen of this trip (its detail and stop editors) after the trip was deleted.
  func closeDeletedTrip() {
    let tripID = tripID
    stack.prune { $0.mentions(trip: tripID) }
  }
}
