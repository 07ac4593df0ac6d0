/// A position on the WGS-84 ellipsoid, in decimal degrees.
///
/// The memberwise initializer does not validate (it is used for arithmetic and fixtures); every entry
/// point that takes a coordinate from outside — the repository, import, place search — goes through
/// ``validated(latitude:longitude:)``.
public struct Coordinate: Hashable, Codable, Sendable {
  /// Latitude in degrees, positive north, in [-90, 90] when valid.
  public var latitude: Double
  /// Longitude in degrees, positive east, in [-180, 180] when valid.
  public var longitude: Double

  /// Creates a coordinate without validating it.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// Creates a coordinate, rejecting non-finite or out-of-range values.
  /// - Throws: ``CoordinateError`` naming the bad component.
  public static func validated(latitude: Double, longitude: Double) throws(CoordinateError) -> Coordinate {
    guard latitude.isFinite, longitude.isFinite else { throw .notFinite }
    guard (-90...90).contains(latitude) else { throw .latitudeOutOfRange(latitude) }
    guard (-180...180).contains(longitude) else { throw .longitudeOutOfRange(longitude) }
    return Coordinate(latitude: latitude, longitude: longitude)
  }

  /// Whether both components are finite and in range.
  public var isValid: Bool {
    (try? Coordinate.validated(latitude: latitude, longitude: longitude)) != nil
  }
}

/// Why a coordinate was rejected.
public enum CoordinateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A component is NaN or infinite.
  case notFinite
  /// The latitude is outside [-90, 90].
  case latitudeOutOfRange(Double)
  /// The longitude is outside [-180, 180].
  case longitudeOutOfRange(Double)

  /// A one-line message that says what was wrong.
  public var description: String {
    switch self {
    case .notFinite: "coordinate is not a finite number"
    case .latitudeOutOfRange(let value): "latitude \(value) is outside -90…90"
    case .longitudeOutOfRange(let value): "longitude \(value) is outside -180…180"
    }
  }
}
