import Geo
import PlaceSearch
import Platform

/// A context's anchors, for the distance that ranks a place near the trip first: the distance to
/// the nearest anchor, or twice the distance to the nearest stop of the rest of the trip when that
/// is less (see ``SearchContext``); 0 for a context without either.
struct SearchAnchors {
  /// The stops a new one goes between (or every stop, when the context names no such pair).
  private let near: AnchorTree
  /// The rest of the trip.
  private let trip: AnchorTree

  /// How much farther a place near the rest of the trip counts than it is.
  static let tripDistanceFactor = 2.0

  /// Whether there are no anchors and no trip.
  var isEmpty: Bool { near.isEmpty && trip.isEmpty }

  /// The anchors of `context` (invalid coordinates are left out).
  init(_ context: SearchContext) {
    near = AnchorTree(context.anchors)
    trip = AnchorTree(context.trip)
  }

  /// Kilometres the coordinate counts as from the trip, on the mean-radius sphere.
  func kilometers(latitude: Double, longitude: Double) -> Double {
    guard !isEmpty else { return 0 }
    let nearest = near.kilometers(latitude: latitude, longitude: longitude)
    guard !trip.isEmpty else { return nearest }
    return min(nearest, Self.tripDistanceFactor * trip.kilometers(latitude: latitude, longitude: longitude))
  }
}
