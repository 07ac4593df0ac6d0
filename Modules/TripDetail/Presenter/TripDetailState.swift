import Geo
import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The trip detail screen's state, held by the presenter: everything ``TripDetailViewModel`` is
/// made from.
struct TripDetailState: Equatable {
  /// The unit distances are shown in.
  let units: DistanceUnit
  /// The trip as last read; nil when it could not be found. Setting it rebuilds ``route``.
  var trip: Trip? {
    didSet { route = TripDetailViewModel.Route(trip: trip, units: units) }
  }
  /// The trip's display-ready legs, stops and map, built when the trip changes (not on every read:
  /// a long trip's legs cost a geodesic each).
  private(set) var route: TripDetailViewModel.Route
  /// What the "Name" field holds (what the user typed, which may not be saved yet).
  var nameText: String
  /// Why the field's text is not saved, nil when it is.
  var nameProblem: String?
  /// The selected stop, if any.
  var selectedStopID: Stop.ID?
  /// The stop the open delete question is about, nil when none is asked.
  var pendingDeletion: PendingStopDeletion?
  /// The open "Move to…" question, nil when closed.
  var movePrompt: MovePrompt?
  /// How the map is zoomed and panned: kept while the screen is on the stack (and across changes
  /// to the trip), never stored.
  var mapViewport = MapViewport.fitted

  /// The state of a screen showing `trip` (nil: not found) in `units`, with `selection` selected.
  init(trip: Trip?, units: DistanceUnit, selection: Stop.ID?) {
    self.units = units
    self.trip = trip
    route = TripDetailViewModel.Route(trip: trip, units: units)
    nameText = trip?.name ?? ""
    selectedStopID = selection
  }
}

/// A stop the user asked to delete and has not yet confirmed, with its name as asked.
struct PendingStopDeletion: Equatable {
  /// The stop to delete.
  let id: Stop.ID
  /// Its name when the question was asked.
  let name: String
}
