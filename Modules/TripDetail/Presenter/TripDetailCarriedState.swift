import RouteMap

/// How a trip screen is being looked at, carried to the screen built in its place when the units
/// or the router change: the days shown or the legs, and the map's zoom and pan. The selected stop
/// is carried by the app, as for every list.
struct TripDetailCarriedState: Sendable, Equatable {
  /// Whether the day plan (`P`) was shown.
  let daysShown: Bool
  /// How the map was zoomed and panned.
  let mapViewport: MapViewport
}

// MARK: - Carried across a rebuild

extension TripDetailPresenter {
  /// How this screen is being looked at now.
  var carriedState: TripDetailCarriedState {
    TripDetailCarriedState(daysShown: dayPlan?.isShown == true, mapViewport: state.mapViewport)
  }

  /// Shows the screen as `carried` says the one it replaces was shown.
  func restore(_ carried: TripDetailCarriedState) {
    replaceState { $0.mapViewport = carried.mapViewport }
    if carried.daysShown, let dayPlan, !dayPlan.isShown { dayPlan.toggle() }
  }
}
