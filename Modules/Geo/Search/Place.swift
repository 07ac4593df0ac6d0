/// A place a stop can be set to: a gazetteer city, or a coordinate typed as `lat,lon`.
public struct Place: Identifiable, Hashable, Sendable {
  /// Stable identity: `"geonames:<id>"` for a city, `"coordinate:<lat>,<lon>"` for typed coordinates.
  public var id: String
  /// The display name ("Kyoto", or a formatted coordinate for typed input).
  public var name: String
  /// ISO 3166 alpha-2 country code, empty for a typed coordinate.
  public var countryCode: String
  /// Where the place is.
  public var coordinate: Coordinate
  /// Number of inhabitants, 0 when unknown (typed coordinates).
  public var population: Int

  /// Creates a place.
  public init(id: String, name: String, countryCode: String, coordinate: Coordinate, population: Int) {
    self.id = id
    self.name = name
    self.countryCode = countryCode
    self.coordinate = coordinate
    self.population = population
  }
}

/// Something that finds places by free text (the seam between the stop editor and the gazetteer).
public protocol PlaceSearching: Sendable {
  /// Returns at most `limit` places matching `query`, best first.
  ///
  /// Cancelling the calling task stops the search; it then throws `CancellationError`.
  func search(_ query: String, limit: Int) async throws -> [Place]
}
