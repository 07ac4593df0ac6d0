import Geo

/// Something that finds places by free text (the seam between the stop editor and the gazetteer).
public protocol PlaceSearching: Sendable {
  /// Returns at most `limit` places matching `query`, best first.
  ///
  /// Cancelling the calling task stops the search; it then throws `CancellationError`.
  func search(_ query: String, limit: Int) async throws -> [Place]
}
