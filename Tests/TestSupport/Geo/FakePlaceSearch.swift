import Geo
import PlaceSearch

/// A `PlaceSearching` over a fixed list of places, for feature tests.
///
/// Matches names by case-insensitive prefix, ranks by population, and records every query. With
/// ``isHeld`` set, searches wait until ``release()`` so tests can check that a superseded search is
/// cancelled and never overwrites newer results.
public actor FakePlaceSearch: PlaceSearching {
  /// The places searched.
  public let places: [Place]
  /// Every query received, in order.
  public private(set) var queries: [String] = []
  /// Whether searches wait for ``release()``.
  public private(set) var isHeld = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var queryWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Creates a fake over `places` (default: a few real cities).
  public init(places: [Place] = FakePlaceSearch.samplePlaces) {
    self.places = places
  }

  /// Makes later searches wait until ``release()``.
  public func hold() { isHeld = true }

  /// Lets every waiting search finish.
  public func release() {
    isHeld = false
    let continuations = waiting
    waiting = []
    for continuation in continuations { continuation.resume() }
  }

  /// Returns once at least `count` queries have been received.
  public func waitForQueries(_ count: Int) async {
    guard queries.count < count else { return }
    await withCheckedContinuation { queryWaiters.append((count, $0)) }
  }

  /// Returns places whose name starts with `query`, most populous first.
  public func search(_ query: String, limit: Int) async throws -> [Place] {
    queries.append(query)
    let reached = queryWaiters.filter { $0.count <= queries.count }
    queryWaiters.removeAll { $0.count <= queries.count }
    for waiter in reached { waiter.continuation.resume() }
    if isHeld {
      await withCheckedContinuation { waiting.append($0) }
    }
    try Task.checkCancellation()
    let needle = query.lowercased()
    return
      places
      .filter { !needle.isEmpty && $0.name.lowercased().hasPrefix(needle) }
      .sorted { $0.population > $1.population }
      .prefix(limit)
      .map { $0 }
  }

  /// Real cities with their GeoNames coordinates and populations.
  public static let samplePlaces: [Place] = [
    Place(
      id: "geonames:1857910", name: "Kyoto", countryCode: "JP",
      coordinate: Coordinate(latitude: 35.02107, longitude: 135.75385), population: 1_459_640),
    Place(
      id: "geonames:1850147", name: "Tokyo", countryCode: "JP",
      coordinate: Coordinate(latitude: 35.6895, longitude: 139.69171), population: 8_336_599),
    Place(
      id: "geonames:5374363", name: "Monterey", countryCode: "US",
      coordinate: Coordinate(latitude: 36.60024, longitude: -121.89468), population: 28_576),
    Place(
      id: "geonames:5334519", name: "Carmel-by-the-Sea", countryCode: "US",
      coordinate: Coordinate(latitude: 36.55524, longitude: -121.92329), population: 3_897),
    Place(
      id: "geonames:2657896", name: "Zürich", countryCode: "CH",
      coordinate: Coordinate(latitude: 47.36667, longitude: 8.55), population: 341_730),
  ]
}
