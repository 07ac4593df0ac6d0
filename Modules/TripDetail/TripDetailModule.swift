import Geo
import Navigation
import RouteMap
import Routes
import TextUI
import TripModels

/// The trip detail screen, built as a VIPER module.
public enum TripDetailModule {
  /// Builds the detail screen of the trip `tripID`.
  ///
  /// - Parameters:
  ///   - tripID: the trip shown. If it does not exist (any more), the screen closes itself (its
  ///     entries are pruned from `stack`) and `report` says so.
  ///   - repository: where the trip is read and every change is saved at once; the screen observes
  ///     it and refreshes on every change, another process's included.
  ///   - stack: the main navigation stack; Enter pushes `.waypoint(trip:waypoint:)` and "Add stop"
  ///     pushes `.newStop(trip:after:)` with the selected stop (nothing is stored until the stop
  ///     editor applies a place; the stop it stores then becomes the selection), and a trip deleted
  ///     elsewhere prunes every route that mentions it.
  ///   - units: the unit distances are shown in.
  ///   - roads: where the legs' road figures come from; nil shows straight lines only.
  ///   - itinerary: where the day plan (`P`) gets each stop's time zone and the places it offers
  ///     for a night (`N`); nil leaves the day plan out.
  ///   - report: shows a one-line status message ("Saved", errors).
  ///   - entryID: the screen's entry on `stack`: leaving it while a typed name waits for another
  ///     program's lock asks first.
  ///   - carried: the `carriedState` of the screen this one replaces (the same trip, rebuilt after
  ///     the units or the router changed): the days shown and the map's zoom and pan are kept.
  ///   - mapPictures: where a long trip's map, once drawn, is kept for the next time it is opened
  ///     unchanged at the same size (nil: nowhere; every opening draws it).
  /// - Returns: the screen; `owner` keeps the module alive, `title` is the trip's name (live), and
  ///   `retrySaves` saves a name that waited for the store's lock.
  @MainActor
  public static func build(
    tripID: TripID, repository: any TripRepository, stack: NavigationStack<Route>, units: DistanceUnit,
    roads: TripDetailRoadSource? = nil, itinerary: TripDetailItinerarySource? = nil,
    report: @escaping @MainActor (StatusMessage) -> Void, entryID: EntryID? = nil,
    carrying carried: (any Sendable)? = nil, mapPictures: (any MapPictureKeeper)? = nil
  ) -> Screen {
    let work = ScreenWork()
    let interactor = TripDetailInteractor(tripID: tripID, repository: repository)
    let router = TripDetailRouter(tripID: tripID, stack: stack, entryID: entryID)
    let dayPlan = itinerary.map {
      TripDayPlan(tripID: tripID, repository: repository, source: $0, work: work, report: report)
    }
    let presenter = TripDetailPresenter(
      interactor: interactor, router: router, work: work, units: units,
      roads: roads.map { TripDetailRoadInteractor(source: $0, work: work) }, dayPlan: dayPlan, report: report)
    presenter.start()
    if let carried = carried as? TripDetailCarriedState { presenter.restore(carried) }
    return Screen(
      title: { [weak presenter] in presenter?.title ?? "" },
      content: AnyView(TripDetailView(presenter: presenter, mapPictures: mapPictures)),
      owner: presenter,
      work: work,  // the router's answers included (each gives up after 10 s)
      retrySaves: { [weak presenter] in presenter?.retryWaitingSaves() },
      carriedState: { [weak presenter] in presenter?.carriedState },
      savedSelection: { [weak presenter] in presenter?.savedView },
      restoreSelection: { [weak presenter] text in presenter?.restoreSavedView(text) })
  }

  /// The trip's name as the title trail shows it below other screens: the store's summary row, read
  /// alone (not the trip); "Trip" when it cannot be read.
  @MainActor public static func title(ofTrip tripID: TripID, in repository: any TripRepository) -> String {
    (try? repository.tripSummary(id: tripID))?.name ?? TripDetailCopy.trailFallback
  }
}
