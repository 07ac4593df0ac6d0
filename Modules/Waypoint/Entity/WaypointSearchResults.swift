import Geo
import PlaceSearch

/// The places found for one query, best first.
struct WaypointSearchResults: Equatable, Sendable {
  /// The query as the user typed it.
  var query: String
  /// The places found (at most ``WaypointInteractor/resultLimit``).
  var places: [Place]
  /// Whether the search failed (the status line says why; the list says only "No results").
  var failed = false
  /// Where the trip is, for the examples of what to try when nothing was found (nil: the
  /// standard examples; looked up only when a name found nothing).
  var area: SearchHintArea?

  /// No query, no results.
  static let empty = WaypointSearchResults(query: "", places: [])
}
