import Geo
import PlaceSearch
import TripModels

/// Where the stop being edited is likely to be, read from the trip's outline (ids and coordinates,
/// never the whole trip): for ranking search results, and for saying when a chosen place is far
/// from the stops it would sit between.
enum WaypointSearchContext {
  /// The context for `target` on a trip with `outline`: a new stop inserted after another is near
  /// that one and the one after it, and not far from the rest of the trip (``SearchContext/trip``);
  /// otherwise the stop is near the trip's other stops (``SearchContext/none`` for a trip without
  /// other stops, or one that is gone).
  static func context(for target: WaypointTarget, in outline: StopOutline?) -> SearchContext {
    guard let outline else { return .none }
    if target.stopID == nil, let after = target.after, let index = outline.ids.firstIndex(of: after) {
      let between = index...min(index + 1, outline.count - 1)
      let rest = outline.coordinates[..<between.lowerBound] + outline.coordinates[(between.upperBound + 1)...]
      return SearchContext(anchors: Array(outline.coordinates[between]), trip: Array(rest))
    }
    let others = zip(outline.ids, outline.coordinates).filter { $0.0 != target.stopID }.map(\.1)
    return SearchContext(anchors: others)
  }

  /// The stops the edited stop sits between: a stored stop's previous and next; a new stop's, the
  /// stop it goes after (the last without one) and the stop after that.
  static func neighbours(of target: WaypointTarget, in outline: StopOutline?) -> [Coordinate] {
    guard let outline, !outline.ids.isEmpty else { return [] }
    let coordinates = outline.coordinates
    if let stopID = target.stopID {
      guard let index = outline.ids.firstIndex(of: stopID) else { return [] }
      return [index - 1, index + 1].filter(coordinates.indices.contains).map { coordinates[$0] }
    }
    let before = target.after.flatMap { outline.ids.firstIndex(of: $0) } ?? coordinates.count - 1
    return [before, before + 1].filter(coordinates.indices.contains).map { coordinates[$0] }
  }
}
