import Geo

/// Something that finds places by free text (the seam between the stop editor and the gazetteer).
public protocol PlaceSearching: Sendable {
  /// Returns at most `limit` places matching `query`, best first; places near the `context`'s
  /// anchors rank above far ones (``SearchContext/none``: by name and population only).
  ///
  /// Cancelling the calling task stops the search; it then throws `CancellationError`.
  func search(_ query: String, limit: Int, context: SearchContext) async throws -> [Place]

  /// The known place nearest to `coordinate`, with the distance and direction from it (for naming
  /// a spot "near Big Sur" or "12 km NE of Salinas"); nil when nothing is known near it.
  func nearestPlace(to coordinate: Coordinate) async throws -> NearbyPlace?

  /// The IANA time zone name ("Europe/Zurich") of the known place nearest to `coordinate`; nil when
  /// nothing is known there.
  func timeZoneName(nearestTo coordinate: Coordinate) async -> String?

  /// The most populous known place within `meters` of `coordinate`, with the distance and
  /// direction from it (for suggesting a place to stay); nil when none is that near.
  func largestPlace(within meters: Double, of coordinate: Coordinate) async throws -> NearbyPlace?
}

extension PlaceSearching {
  /// A search that knows no places by position finds none.
  public func nearestPlace(to coordinate: Coordinate) async throws -> NearbyPlace? { nil }

  /// A search that knows no places by position knows no time zones.
  public func timeZoneName(nearestTo coordinate: Coordinate) async -> String? { nil }

  /// A search that knows no places by position finds none near a point.
  public func largestPlace(within meters: Double, of coordinate: Coordinate) async throws -> NearbyPlace? {
    nil
  }
}
