/// One gazetteer city as stored in the index (the `Place` is made only for results).
struct PlaceRecord: Sendable {
  var geonameID: Int
  var name: String
  var countryCode: String
  var coordinate: Coordinate
  var population: Int

  /// The place shown to callers.
  var place: Place {
    Place(
      id: "geonames:\(geonameID)", name: name, countryCode: countryCode, coordinate: coordinate,
      population: population)
  }
}

/// One country from `countries.tsv`, for "City, Country" queries.
struct CountryRecord: Sendable {
  /// ISO 3166 alpha-2 code, packed as two bytes (see ``GazetteerIndex/packedCountry(_:)``).
  var code: UInt16
  /// The folded English name ("united kingdom").
  var foldedName: [UInt8]
}
