import Navigation
import Routes
import TripModels

/// Drives the main navigation stack for the stop editor: leaving it, guarding the way out, and
/// dropping screens whose data disappeared.
@MainActor
final class WaypointRouter {
  private let stack: NavigationStack<Route>
  /// The stop editor's own entry on the stack.
  let entryID: EntryID
  private let tripID: TripID
  /// The editor's own route when it was opened for a new stop (it names no stop).
  private let draftRoute: Route?

  /// Creates a router for the stop editor shown by the entry `entryID`.
  init(stack: NavigationStack<Route>, entryID: EntryID, target: WaypointTarget) {
    self.stack = stack
    self.entryID = entryID
    self.tripID = target.tripID
    self.draftRoute = target.isDraft ? .newStop(trip: target.tripID, after: target.after) : nil
  }

  /// Registers the check that runs for every way out of the editor (back, root, deep link).
  func guardLeaving(_ canLeave: @escaping @MainActor () async -> Bool) {
    stack.setGuard(for: entryID, canLeave)
  }

  /// Goes back from the stop editor: removes its entry, after its guard agrees.
  func close() async {
    // An entry that already left the stack (pruned, popped by a deep link) has nothing to close.
    _ = try? await stack.remove(entryID)
  }

  /// Drops every screen of the stop `stopID` (it was deleted elsewhere), this editor included;
  /// guards do not run.
  func closeStop(_ stopID: StopID?) {
    let draftRoute = draftRoute
    stack.prune { route in (stopID.map { route.mentions(stop: $0) } ?? false) || route == draftRoute }
  }

  /// Drops every screen of the edited stop's trip (it was deleted elsewhere); guards do not run.
  func closeTrip() {
    let tripID = tripID
    stack.prune { $0.mentions(trip: tripID) }
  }
}
