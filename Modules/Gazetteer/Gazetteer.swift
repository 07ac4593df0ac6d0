import Geo
import PlaceSearch

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Finds real places: the 234,908 GeoNames places of 500 or more people built into the app
/// (`gazetteer.bin`, see docs/gazetteer.md), coordinates typed in decimal, degree-minute or
/// degree-minute-second form, and the place nearest to a coordinate.
///
/// The data is mapped with the binary (or from a given file) and checked once, lazily, on a background task at the first call (or
/// ``load()``), and is immutable afterwards. Search folds case, diacritics and width (every script),
/// matches names, name prefixes and alternate names in every script, tolerates one typo through an
/// index, reads kana as romanized Japanese, and ranks by one score of match kind, population and
/// distance to the trip (``SearchContext``). "Paris, France", "Paris, FR", "Springfield, Illinois"
/// or "Springfield, IL" keeps only that country or state. Cancelling the calling task stops a search with `CancellationError`.
///
/// There is no shared instance: the app creates one and passes it to whoever searches.
public actor Gazetteer: PlaceSearching {
  /// The most results one search returns.
  public static let maximumResults = GazetteerIndex.maximumResults

  private let file: URL?
  private var loading: Task<GazetteerIndex, any Error>?
  /// The index once loaded (so that a search does not await the finished load again).
  private var loaded: GazetteerIndex?
  private var nearestIndex: NearestPlaceIndex?
  /// Remembers how each non-ASCII character folds, from one search to the next.
  private var folder = TextFolder()
  /// A search's working buffers, reused by the next search.
  private var scratch = SearchScratch()

  /// A gazetteer over the place data built into the app.
  public init() {
    file = nil
  }

  /// A gazetteer over another file made by `scripts/build-gazetteer`.
  public init(dataFile: URL) {
    file = dataFile
  }

  // MARK: - Searching

  /// Returns at most `limit` (and at most ``maximumResults``) places matching `query`, best first,
  /// ranked by name alone (no trip context).
  /// - Throws: as ``search(_:limit:context:)``.
  public func search(_ query: String, limit: Int) async throws -> [Place] {
    try await search(query, limit: limit, context: .none)
  }

  /// Returns at most `limit` (and at most ``maximumResults``) places matching `query`, best first:
  /// by how well the name matches, population and distance to the nearest of `context`'s anchors
  /// (docs/gazetteer.md has the score).
  ///
  /// An empty query or a `limit` of 0 finds nothing; a typed coordinate returns that coordinate
  /// (nothing when it is out of range).
  /// - Throws: `CancellationError` when the calling task is cancelled; ``GazetteerError`` when the
  ///   place data cannot be loaded.
  public func search(_ query: String, limit: Int, context: SearchContext) async throws -> [Place] {
    try Task.checkCancellation()
    guard limit > 0 else { return [] }
    switch CoordinateQuery.parse(query) {
    case .coordinate(let coordinate): return [CoordinateQuery.place(for: coordinate)]
    case .invalid, .outOfRange: return []
    case .notCoordinate: break
    }
    let index = if let loaded { loaded } else { try await loadedIndex() }
    try Task.checkCancellation()
    return try index.search(query, limit: limit, context: context, folder: &folder, scratch: &scratch)
  }

  /// The place nearest to `coordinate` among those with at least `minimumPopulation` people, with
  /// the distance (on the sphere, within 0.5 % of the ellipsoid's) and bearing from it; nil when no
  /// place has that many people.
  /// - Throws: ``GazetteerError`` when the place data cannot be loaded.
  public func nearest(to coordinate: Coordinate, minimumPopulation: Int = 0) async throws -> NearbyPlace? {
    let index = try await loadedIndex()
    let tree = nearestIndex ?? NearestPlaceIndex(index)
    nearestIndex = tree
    guard coordinate.isValid, let found = tree.nearest(to: coordinate, minimumPopulation: minimumPopulation)
    else { return nil }
    let place = index.withView { index.place(found, in: $0, match: nil) }
    return NearbyPlace(
      place: place, distance: Bearing.sphericalDistance(from: place.coordinate, to: coordinate),
      bearing: Bearing.initial(from: place.coordinate, to: coordinate))
  }

  /// The IANA time zone name ("Europe/Zurich", "America/Los_Angeles") of the gazetteer place
  /// nearest to `coordinate`, whatever its population; nil for an invalid coordinate or when the
  /// place data cannot be loaded (``load()`` says why).
  ///
  /// Near a zone's border the nearest place may lie across it (see docs/gazetteer.md).
  public func timeZoneName(nearestTo coordinate: Coordinate) async -> String? {
    guard coordinate.isValid, let index = try? await loadedIndex() else { return nil }
    let tree = nearestIndex ?? NearestPlaceIndex(index)
    nearestIndex = tree
    guard let found = tree.nearest(to: coordinate, minimumPopulation: 0) else { return nil }
    return index.withView { index.timeZoneName(found, in: $0) }
  }

  /// The most populous place within `meters` of `coordinate`, with the distance and bearing from
  /// it; nil when there is none (or for an invalid coordinate).
  /// - Throws: ``GazetteerError`` when the place data cannot be loaded.
  public func largestPlace(within meters: Double, of coordinate: Coordinate) async throws -> NearbyPlace? {
    let index = try await loadedIndex()
    let tree = nearestIndex ?? NearestPlaceIndex(index)
    nearestIndex = tree
    guard coordinate.isValid, let found = tree.largest(within: meters, of: coordinate) else { return nil }
    let place = index.withView { index.place(found, in: $0, match: nil) }
    return NearbyPlace(
      place: place, distance: Bearing.sphericalDistance(from: place.coordinate, to: coordinate),
      bearing: Bearing.initial(from: place.coordinate, to: coordinate))
  }

  /// The place nearest to `coordinate`, whatever its population (see ``nearest(to:minimumPopulation:)``).
  /// - Throws: ``GazetteerError`` when the place data cannot be loaded.
  public func nearestPlace(to coordinate: Coordinate) async throws -> NearbyPlace? {
    try await nearest(to: coordinate)
  }

  /// Loads the place data now (otherwise the first call does); returns the number of places.
  /// - Throws: ``GazetteerError`` when the data cannot be read.
  @discardableResult
  public func load() async throws -> Int {
    try await loadedIndex().count
  }

  // MARK: - Loading

  private func loadedIndex() async throws -> GazetteerIndex {
    if let loaded { return loaded }
    if let loading {
      let index = try await loading.value
      loaded = index
      return index
    }
    let file = file
    let task = Task.detached(priority: .userInitiated) {
      GazetteerIndex(data: try file.map { try GazetteerData(contentsOf: $0) } ?? GazetteerData.builtIn())
    }
    loading = task
    do {
      let index = try await task.value
      loaded = index
      return index
    } catch {
      loading = nil  // a later call may try again
      throw error
    }
  }
}
