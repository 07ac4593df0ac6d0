import Foundation
import Geo
import Navigation
import Routes
import TripStore

/// The stop editor (DESIGN §5 "Stop editor"): search a place for one stop of a trip and apply it.
public enum WaypointModule {
  /// Wires the editor's presenter, interactor and router, registers its navigation guard on
  /// `entryID`, and starts the first search (for the stop's current name).
  @MainActor
  static func assemble(
    tripID: UUID, waypointID: UUID, entryID: EntryID, repository: any TripRepository,
    places: any PlaceSearching, stack: NavigationStack<Route>,
    report: @escaping @MainActor (String) -> Void, debounce: Duration
  ) -> WaypointPresenter {
    let target = StopEditorTarget(tripID: tripID, waypointID: waypointID)
    let interactor = WaypointInteractor(target: target, repository: repository, places: places)
    let router = WaypointRouter(stack: stack, entryID: entryID, target: target)
    let presenter = WaypointPresenter(
      interactor: interactor, router: router, debounce: debounce, report: report)
    presenter.start()
    return presenter
  }
}
