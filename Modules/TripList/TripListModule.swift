import Geo
import Navigation
import Routes
import TextUI
import TripModels

/// The trip list feature: the root screen of the main stack, and the left
/// column of the split view.
public enum TripListModule {
  /// Builds the trip list screen.
  ///
  /// - Parameters:
  ///   - repository: where the trips are read and changed; observed for changes from this process and
  ///     others, so the list refreshes by itself.
  ///   - stack: the main navigation stack; opening a trip pushes `.trip(id)` on it, and the trip on
  ///     top of it is highlighted in the list.
  ///   - units: the unit distances are shown in.
  ///   - report: shows a one-line message on the status line ("Deleted …", errors).
  /// - Returns: the screen; its `owner` keeps the module alive and releasing it releases the module.
  @MainActor
  public static func build(
    repository: any TripRepository, stack: NavigationStack<Route>, units: DistanceUnit,
    report: @escaping @MainActor (StatusMessage) -> Void
  ) -> Screen {
    let interactor = TripListInteractor(repository: repository)
    let work = ScreenWork()
    let router = TripListRouter(stack: stack, work: work)
    let presenter = TripListPresenter(
      interactor: interactor, router: router, work: work, units: units, report: report)
    presenter.start()
    return Screen(
      title: { TripListCopy.title },
      content: AnyView(TripListView(presenter: presenter)),
      owner: presenter,
      work: work,
      selectedItem: { [weak presenter] in presenter?.state.selectedTripID },
      retrySaves: { [weak presenter] in presenter?.retryWaitingSaves() },
      clearNarrowing: { [weak presenter] in presenter?.clearKeptFilter() ?? false })
  }

  /// The trip list's title, "Roadtrips".
  public static var title: String { TripListCopy.title }
}
