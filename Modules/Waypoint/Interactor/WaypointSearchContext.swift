import Geo
import PlaceSearch
import TripModels

/// Where the stop being edited is likely to be, for ranking search results: a new stop inserted
/// after another is near that one; otherwise the stop is near the trip's other stops.
enum WaypointSearchContext {
  /// The context for `target` in `trip` (``SearchContext/none`` for a trip without other stops).
  static func context(for target: WaypointTarget, in trip: Trip?) -> SearchContext {
    guard let trip else { return .none }
    if target.stopID == nil, let after = target.after, let stop = trip.stops.first(where: { $0.id == after })
    {
      return SearchContext(anchors: [stop.coordinate])
    }
    return SearchContext(anchors: trip.stops.filter { $0.id != target.stopID }.map(\.coordinate))
  }
}
