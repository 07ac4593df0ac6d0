import Geo

/// Where a search's places are likely to be: the coordinates of the trip the place is for (its
/// stops, or the stops a new one goes between). A search ranks places near an anchor above far ones
/// of the same name — "Interlaken" in a trip through Zürich and Luzern is Interlaken, Switzerland.
///
/// A new stop goes between two stops, so those are its ``anchors``; the rest of the trip is its
/// ``trip``: a place near another of the trip's stops counts as twice as far as it is, so a place by
/// the two stops comes first, and one by the rest of the trip still beats a namesake abroad ("Lom"
/// added after Trondheim is Lom in Norway's mountains, not Lom in Bulgaria).
public struct SearchContext: Hashable, Sendable {
  /// The coordinates a result's distance is measured from (to the nearest of them).
  public var anchors: [Coordinate]
  /// The rest of the trip: a result's distance to the nearest of these counts twice.
  public var trip: [Coordinate]

  /// A context of `anchors`, and of the rest of the `trip` (none: rank by name and population only).
  public init(anchors: [Coordinate], trip: [Coordinate] = []) {
    self.anchors = anchors
    self.trip = trip
  }

  /// No anchors: rank by name and population only.
  public static let none = SearchContext(anchors: [])

  /// Whether there are no anchors and no trip.
  public var isEmpty: Bool { anchors.isEmpty && trip.isEmpty }
}
