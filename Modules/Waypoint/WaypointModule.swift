import Geo
import Navigation
import PlaceSearch
import Routes
import TextUI
import TripModels

/// The stop editor: name a stop, note it, and search a place for it and apply it.
public enum WaypointModule {
  /// Which stop an editor edits: a stored stop, or a new stop of a trip.
  public enum Editing: Hashable, Sendable {
    /// The stop `stop` of the trip `trip` (the route `.waypoint`).
    case stop(StopID, of: TripID)
    /// A new stop of the trip `trip`, to be inserted after the stop `after` (at the end when nil,
    /// or when that stop is gone by then; the route `.newStop`).
    case newStop(in: TripID, after: StopID?)

    var target: WaypointTarget {
      switch self {
      case .stop(let stopID, let tripID): WaypointTarget(tripID: tripID, stopID: stopID)
      case .newStop(let tripID, let after): WaypointTarget(newStopIn: tripID, after: after)
      }
    }
  }

  /// Builds the stop editor for `editing` (a stored stop, or a new stop of a trip), shown by the
  /// navigation entry `entryID` of `stack`.
  ///
  /// The screen registers a navigation guard on `entryID` (leaving with a chosen but unapplied result
  /// asks "Discard changes? (y/n)"), observes `repository` (a stop or trip deleted elsewhere is
  /// reported and its screens pruned), and searches `places` as the user types, `debounce` after the
  /// last keystroke (150 ms in the TUI; zero in scripts), measured on `clock` (the continuous clock;
  /// tests inject a manual one). A typed coordinate is named after the nearest place, its distance
  /// in `units`. `settle` waits for the screen's work (searches, look-ups, closing itself). Messages for the status line ("Saved",
  /// errors) go to `report`. Typing in Name renames the stop and typing in Note notes it, at once.
  /// A trip without other stops ranks results near the places chosen in `recentSearches` (share one
  /// between editors so a new trip's first search is ranked near the last place searched for).
  ///
  /// A new stop (``Editing/newStop(in:after:)``): nothing is stored until a place is applied; then
  /// the stop is inserted with the name and note typed, and the screen closes. Leaving before
  /// (Cancel, Esc, `q`) stores nothing; a typed name or note, or a result chosen by hand, makes
  /// leaving ask "Discard changes? (y/n)" first.
  @MainActor
  public static func build<C: Clock<Duration>>(
    editing: Editing, entryID: EntryID, repository: any TripRepository,
    places: any PlaceSearching, stack: NavigationStack<Route>, units: DistanceUnit = .kilometers,
    report: @escaping @MainActor (StatusMessage) -> Void, debounce: Duration,
    clock: C = ContinuousClock(), recentSearches: RecentSearches = RecentSearches()
  ) -> Screen {
    screen(
      for: assemble(
        target: editing.target, entryID: entryID, repository: repository, places: places, stack: stack,
        units: units, report: report, debounce: debounce, clock: clock, recentSearches: recentSearches))
  }

  @MainActor
  private static func screen(for presenter: WaypointPresenter) -> Screen {
    Screen(
      title: { [weak presenter] in presenter?.title ?? WaypointCopy.title("—") },
      content: AnyView(WaypointView(presenter: presenter)),
      owner: presenter,
      work: presenter.work,
      retrySaves: { [weak presenter] in presenter?.retryWaitingSave() })
  }

  /// Wires the editor's presenter, interactor and router for `target` (a stored stop or a new
  /// one), registers its navigation guard on `entryID`, and starts the first search.
  @MainActor
  static func assemble<C: Clock<Duration>>(
    target: WaypointTarget, entryID: EntryID, repository: any TripRepository,
    places: any PlaceSearching, stack: NavigationStack<Route>, units: DistanceUnit = .kilometers,
    report: @escaping @MainActor (StatusMessage) -> Void, debounce: Duration,
    clock: C = ContinuousClock(), recentSearches: RecentSearches = RecentSearches()
  ) -> WaypointPresenter {
    let interactor = WaypointInteractor(
      target: target, repository: repository, places: places, units: units, recentSearches: recentSearches)
    let router = WaypointRouter(stack: stack, entryID: entryID, target: target)
    let presenter = WaypointPresenter(
      interactor: interactor, router: router, work: ScreenWork(), debounce: debounce, clock: clock,
      report: report)
    presenter.start()
    return presenter
  }

  /// The stop editor's title as the trail shows it below other screens ("Stop: NAME", read alone;
  /// "Stop: ?" when it cannot be read), or "New stop" for a new stop's editor.
  @MainActor public static func title(
    ofStop stopID: StopID?, in tripID: TripID, repository: any TripRepository
  ) -> String {
    guard let stopID else { return WaypointCopy.newStopTitle }
    return WaypointCopy.title((try? repository.stop(stopID, in: tripID))?.name ?? "?")
  }

  /// The places the stop editors' searches chose, newest last, shared by the editors given the same
  /// instance: a trip with nothing else to rank by ranks results near them (see
  /// docs/gazetteer.md). One per app session; the memory is never stored.
  @MainActor
  public final class RecentSearches {
    /// The searches remembered.
    var searches = PreviousSearches()

    /// An empty memory.
    public init() {}
  }
}
