import Foundation

/// Finds real places: the GeoNames cities of 15,000 people or more bundled with Geo
/// (`places.tsv`, `countries.tsv`), and coordinates typed as `lat,lon`.
///
/// The data is loaded once, lazily, on a background task at the first search (or ``load()``), and is
/// immutable afterwards. Search is case- and diacritic-insensitive ("zurich" → Zürich), matches
/// alternate names including Chinese and Japanese ("京都" → Kyoto), whole names, name prefixes and
/// words inside names, tolerates one typo ("Kyotp" → Kyoto), and ranks exact > prefix > word > typo,
/// then by population. "Paris, FR" or "Paris, France" keeps only that country. Cancelling the
/// calling task stops a search with `CancellationError`.
///
/// There is no shared instance: the app creates one and passes it to whoever searches.
public actor Gazetteer: PlaceSearching {
  private enum Source {
    case bundle
    case files(places: URL, countries: URL)
  }

  private let source: Source
  private var loading: Task<GazetteerIndex, any Error>?

  /// A gazetteer over the place data bundled with Geo.
  public init() {
    source = .bundle
  }

  /// A gazetteer over other files with the same columns as the bundled ones.
  public init(placesFile: URL, countriesFile: URL) {
    source = .files(places: placesFile, countries: countriesFile)
  }

  // MARK: - Searching

  /// Returns at most `limit` places matching `query`, best first.
  ///
  /// An empty query or a `limit` of 0 finds nothing; a typed coordinate returns that coordinate
  /// (nothing when it is out of range).
  /// - Throws: `CancellationError` when the calling task is cancelled; ``GazetteerError`` when the
  ///   place data cannot be loaded.
  public func search(_ query: String, limit: Int) async throws -> [Place] {
    try Task.checkCancellation()
    guard limit > 0 else { return [] }
    switch CoordinateQuery.parse(query) {
    case .coordinate(let coordinate): return [CoordinateQuery.place(for: coordinate)]
    case .invalid: return []
    case .notCoordinate: break
    }
    let index = try await loadedIndex()
    try Task.checkCancellation()
    return try index.search(query, limit: limit)
  }

  /// Loads the place data now (otherwise the first search does); returns the number of places.
  /// - Throws: ``GazetteerError`` when the data cannot be read.
  @discardableResult
  public func load() async throws -> Int {
    try await loadedIndex().count
  }

  // MARK: - Loading

  private func loadedIndex() async throws -> GazetteerIndex {
    if let loading { return try await loading.value }
    let source = source
    let task = Task.detached(priority: .userInitiated) { try Self.build(source) }
    loading = task
    do {
      return try await task.value
    } catch {
      loading = nil  // a later search may try again
      throw error
    }
  }

  private static func build(_ source: Source) throws -> GazetteerIndex {
    let placesURL: URL
    let countriesURL: URL
    switch source {
    case .bundle:
      (placesURL, countriesURL) = try bundledFiles()
    case .files(let places, let countries):
      (placesURL, countriesURL) = (places, countries)
    }
    let places = try read(placesURL)
    let countries = try read(countriesURL)
    return try GazetteerIndex.build(places: places, countries: countries, placesPath: placesURL.path)
  }

  /// The place and country files bundled with Geo.
  static func bundledFiles() throws(GazetteerError) -> (places: URL, countries: URL) {
    guard let places = Bundle.module.url(forResource: "places", withExtension: "tsv") else {
      throw .resourceMissing("places.tsv")
    }
    guard let countries = Bundle.module.url(forResource: "countries", withExtension: "tsv") else {
      throw .resourceMissing("countries.tsv")
    }
    return (places, countries)
  }

  private static func read(_ url: URL) throws -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw GazetteerError.unreadable(path: url.path, reason: error.localizedDescription)
    }
  }
}
