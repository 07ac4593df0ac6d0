import Geo

/// Coordinates of real places (GeoNames) used across the tests.
enum Places {
  static let monterey = Coordinate(latitude: 36.60024, longitude: -121.89468)
  static let carmel = Coordinate(latitude: 36.55524, longitude: -121.92329)
  static let bigSur = Coordinate(latitude: 36.27040, longitude: -121.80810)
  static let kyoto = Coordinate(latitude: 35.02107, longitude: 135.75385)
  static let osaka = Coordinate(latitude: 34.69379, longitude: 135.50107)
  static let nara = Coordinate(latitude: 34.68505, longitude: 135.80485)
}
