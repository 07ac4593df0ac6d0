import Geo
import PlaceSearch

/// Why the gazetteer could not be loaded.
public enum GazetteerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The built-in data file is missing from the build.
  case resourceMissing(String)
  /// A data file could not be read.
  case unreadable(path: String, reason: String)
  /// A data file held no place.
  case noPlaces(path: String)
  /// A data file is not a gazetteer of this version, or is cut short or corrupted.
  case damaged(path: String)

  /// A one-line message that says what was wrong and what to do.
  public var description: String {
    switch self {
    case .resourceMissing(let name):
      "place data \(name) is missing from this build; rebuild RoadTrip"
    case .unreadable(let path, let reason):
      "cannot read place data \(path): \(reason)"
    case .noPlaces(let path):
      "place data \(path) holds no place; regenerate it with scripts/build-gazetteer"
    case .damaged(let path):
      "place data \(path) is damaged or from another version; regenerate it with scripts/build-gazetteer"
    }
  }
}
