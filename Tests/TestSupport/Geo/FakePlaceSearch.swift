import Foundation
import Geo
import PlaceSearch

/// A `PlaceSearching` over a fixed list of places, for feature tests.
///
/// Matches names by case-insensitive prefix, then alternate names (``alternateNames``, reported as
/// ``MatchQuality/alternateName`` with the name that matched), ranks by population, and records
/// every query. A query "LAT, LON" finds that coordinate, as the gazetteer does, and
/// ``nearestPlace(to:)`` answers from the same places. With ``isHeld`` set, searches wait until ``release()`` so tests can check that a superseded search is
/// cancelled and never overwrites newer results.
public actor FakePlaceSearch: PlaceSearching {
  /// The places searched.
  public let places: [Place]
  /// Other names of the places, by place id (like GeoNames' alternate names: "奈良" for Nara-shi).
  public let alternateNames: [PlaceID: [String]]
  /// Every query received, in order.
  public private(set) var queries: [String] = []
  /// The context of every query received, in order.
  public private(set) var contexts: [SearchContext] = []
  /// Whether searches wait for ``release()``.
  public private(set) var isHeld = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var queryWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Creates a fake over `places` (default: a few real cities) with their `alternateNames`.
  public init(places: [Place] = FakePlaceSearch.samplePlaces, alternateNames: [PlaceID: [String]] = [:]) {
    self.places = places
    self.alternateNames = alternateNames
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

  /// Returns places whose name starts with `query`, most populous first (`context` is recorded,
  /// not used).
  public func search(_ query: String, limit: Int, context: SearchContext) async throws -> [Place] {
    queries.append(query)
    contexts.append(context)
    let reached = queryWaiters.filter { $0.count <= queries.count }
    queryWaiters.removeAll { $0.count <= queries.count }
    for waiter in reached { waiter.continuation.resume() }
    if isHeld {
      await withCheckedContinuation { waiting.append($0) }
    }
    try Task.checkCancellation()
    if let coordinate = Self.coordinate(in: query) {
      return [
        Place(
          id: PlaceID("coordinate:\(coordinate.latitude),\(coordinate.longitude)"),
          name: coordinate.formatted(),
          countryCode: "", coordinate: coordinate, population: 0, match: .coordinate)
      ]
    }
    let needle = query.lowercased()
    guard !needle.isEmpty else { return [] }
    let byName = places.filter { $0.name.lowercased().hasPrefix(needle) }
    let byAlternate = places.compactMap { place -> Place? in
      guard !byName.contains(where: { $0.id == place.id }),
        let name = alternateNames[place.id]?.first(where: { $0.lowercased().hasPrefix(needle) })
      else { return nil }
      var found = place
      found.match = .alternateName
      found.alternateName = name
      return found
    }
    return Array((byName + byAlternate).sorted { $0.population > $1.population }.prefix(limit))
  }

  /// The place of ``places`` nearest to `coordinate`, with the distance and bearing from it.
  public func nearestPlace(to coordinate: Coordinate) async throws -> NearbyPlace? {
    let nearest = places.min {
      Bearing.sphericalDistance(from: $0.coordinate, to: coordinate)
        < Bearing.sphericalDistance(from: $1.coordinate, to: coordinate)
    }
    return nearest.map { place in
      NearbyPlace(
        place: place, distance: Bearing.sphericalDistance(from: place.coordinate, to: coordinate),
        bearing: Bearing.initial(from: place.coordinate, to: coordinate))
    }
  }

  /// The most populous place of ``places`` within `meters` of `coordinate`.
  public func largestPlace(within meters: Double, of coordinate: Coordinate) async throws -> NearbyPlace? {
    let near = places.filter { Bearing.sphericalDistance(from: $0.coordinate, to: coordinate) <= meters }
    return near.max { $0.population < $1.population }.map { place in
      NearbyPlace(
        place: place, distance: Bearing.sphericalDistance(from: place.coordinate, to: coordinate),
        bearing: Bearing.initial(from: place.coordinate, to: coordinate))
    }
  }

  /// "36.27, -121.81" as a coordinate; nil for anything else.
  private static func coordinate(in query: String) -> Coordinate? {
    let parts = query.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
      return nil
    }
    return try? Coordinate.validated(latitude: latitude, longitude: longitude)
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
