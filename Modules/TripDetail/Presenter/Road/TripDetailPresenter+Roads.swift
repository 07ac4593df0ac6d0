import Routing
import TripModels

/// The legs' road figures: read when the stops change, updated as the router answers (and the day
/// plan, while shown, worked out again with each answer's road times).
extension TripDetailPresenter {
  /// Shows the kept road figures of the trip's legs at once and asks the router for the rest (the
  /// legs whose ends did not change keep their figures; no request is made for them).
  func refreshRoads() {
    guard let roads = roadsInteractor else { return }
    let stops = state.content.outline.coordinates
    // A trip too long to route shows straight lines: nothing per leg is looked up or measured on
    // each change (its total is the store's).
    guard stops.count <= TripDetailRoadInteractor.stopLimit else {
      show(roads: .empty)
      return
    }
    guard RoadLegKey.legs(of: stops, options: roads.options) != state.roads.keys else { return }
    let next = roads.roads(through: stops, previous: state.roads) { [weak self] answered in
      self?.show(roads: answered)
    }
    show(roads: next)
  }

  /// Shows `roads`; once no leg is waiting for the router, keeps the total it shows (``TripRoads/total``)
  /// for the trip list.
  private func show(roads: TripRoads) {
    guard roads != state.roads else { return }
    // A leg's road time arrived (kept in the store before this call): a shown day plan takes it.
    let routed = { (roads: TripRoads) in roads.legs.map { $0.figures.map { [$0.meters, $0.seconds] } } }
    let figuresChanged = routed(roads) != routed(state.roads)
    var next = state
    next.roads = roads
    replaceState(next)
    if figuresChanged { dayPlan?.roadsChanged() }
    if roads.pendingCount == 0 {
      // (The stops are listed only for a total to keep: a long trip's are never routed.)
      let total = roads.total
      interactor.keepRoadTotal(total, through: total == nil ? [] : roads.stops)
    }
  }
}
