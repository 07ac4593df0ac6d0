import Geo

/// A place a stop can be set to: a gazetteer place, or a coordinate typed by the user.
public struct Place: Identifiable, Hashable, Sendable {
  /// Stable identity: ``PlaceID/geonames(_:)`` for a gazetteer place, `"coordinate:<lat>,<lon>"`
  /// for a typed coordinate.
  public var id: PlaceID
  /// The display name ("Kyoto", or a formatted coordinate for typed input).
  public var name: String
  /// ISO 3166 alpha-2 country code, empty for a typed coordinate.
  public var countryCode: String
  /// Where the place is.
  public var coordinate: Coordinate
  /// Number of inhabitants, 0 when unknown (typed coordinates).
  public var population: Int
  /// The state, province or prefecture ("California", "Kyoto"), empty when unknown.
  public var admin1: String
  /// The second-level division — county or district ("Sunderland", "Monterey County") — empty when
  /// unknown (the gazetteer knows it for about a third of its places).
  public var admin2: String
  /// A larger place near this one, set by the search when another of its results has the same name,
  /// admin-1 and country (nil otherwise): what tells such rows apart when ``admin2`` does not.
  public var landmark: PlaceLandmark?
  /// The country's English name ("United States"), empty when unknown.
  public var countryName: String
  /// How the search found the place; nil for a place that did not come from a search.
  public var match: MatchQuality?
  /// The alternate name that matched, when ``match`` is ``MatchQuality/alternateName``.
  public var alternateName: String?

  /// Creates a place.
  public init(
    id: PlaceID, name: String, countryCode: String, coordinate: Coordinate, population: Int,
    admin1: String = "", countryName: String = "", match: MatchQuality? = nil, alternateName: String? = nil,
    admin2: String = "", landmark: PlaceLandmark? = nil
  ) {
    self.id = id
    self.name = name
    self.countryCode = countryCode
    self.coordinate = coordinate
    self.population = population
    self.admin1 = admin1
    self.admin2 = admin2
    self.landmark = landmark
    self.countryName = countryName
    self.match = match
    self.alternateName = alternateName
  }

  /// The GeoNames id of a gazetteer place, nil for a typed coordinate.
  public var geonameID: Int? {
    id.geonameID
  }
}
