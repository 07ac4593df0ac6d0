import Foundation
import Geo
import Navigation
import PlaceSearch
import Routes
import TextUI
import TripModels

/// The stop editor: search a place for one stop of a trip and apply it.
public enum WaypointModule {
  /// Builds the stop editor for the stop `waypointID` of the trip `tripID`, shown by the navigation
  /// entry `entryID` of `stack`.
  ///
  /// The screen registers a navigation guard on `entryID` (leaving with a chosen but unapplied result
  /// asks "Discard changes? (y/n)"), observes `repository` (a stop or trip deleted elsewhere is
  /// reported and its screens pruned), and searches `places` as the user types, `debounce` after the
  /// last keystroke (150 ms in the TUI; zero in scripts), measured on `clock` (the continuous clock;
  /// tests inject a manual one). `settle` waits for the search in flight. Messages for the status
  /// line ("Saved", errors) go to `report`.
  @MainActor
  public static func build<C: Clock<Duration>>(
    tripID: TripID, stopID: StopID, entryID: EntryID, repository: any TripRepository,
    places: any PlaceSearching, stack: NavigationStack<Route>,
    report: @escaping @MainActor (StatusMessage) -> Void, debounce: Duration,
    clock: C = ContinuousClock()
  ) -> Screen {
    let presenter = assemble(
      tripID: tripID, stopID: stopID, entryID: entryID, repository: repository,
      places: places, stack: stack, report: report, debounce: debounce, clock: clock)
    return Screen(
      title: { [weak presenter] in presenter?.title ?? WaypointCopy.title("—") },
      content: AnyView(WaypointView(presenter: presenter)),
      owner: presenter,
      settle: { [weak presenter] in await presenter?.settle() },
      settleNavigation: { [weak presenter] in await presenter?.settleLeaving() })
  }

  /// Wires the editor's presenter, interactor and router, registers its navigation guard on
  /// `entryID`, and starts the first search (for the stop's current name).
  @MainActor
  static func assemble<C: Clock<Duration>>(
    tripID: TripID, stopID: StopID, entryID: EntryID, repository: any TripRepository,
    places: any PlaceSearching, stack: NavigationStack<Route>,
    report: @escaping @MainActor (StatusMessage) -> Void, debounce: Duration,
    clock: C = ContinuousClock()
  ) -> WaypointPresenter {
    let target = WaypointTarget(tripID: tripID, stopID: stopID)
    let interactor = WaypointInteractor(target: target, repository: repository, places: places)
    let router = WaypointRouter(stack: stack, entryID: entryID, target: target)
    let presenter = WaypointPresenter(
      interactor: interactor, router: router, debounce: debounce, clock: clock, report: report)
    presenter.start()
    return presenter
  }
}
