import Geo

/// Where a search's places are likely to be: the coordinates of the trip the place is for (its
/// stops, or the stop a new one follows). A search ranks places near an anchor above far ones of
/// the same name — "Interlaken" in a trip through Zürich and Luzern is Interlaken, Switzerland.
public struct SearchContext: Hashable, Sendable {
  /// The coordinates a result's distance is measured from (to the nearest of them).
  public var anchors: [Coordinate]

  /// A context of `anchors` (none: rank by name and population only).
  public init(anchors: [Coordinate]) {
    self.anchors = anchors
  }

  /// No anchors: rank by name and population only.
  public static let none = SearchContext(anchors: [])

  /// Whether there are no anchors.
  public var isEmpty: Bool { anchors.isEmpty }
}
