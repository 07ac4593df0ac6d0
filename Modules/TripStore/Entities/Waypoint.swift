import Foundation
import Geo

/// A stop on a trip: a named place.
public struct Stop: Identifiable, Hashable, Codable, Sendable {
  /// Stable identity, kept across edits, export and import.
  public let id: UUID
  /// The stop's name (validated by ``EntityName``).
  public private(set) var name: String
  /// Where the stop is (always valid).
  public private(set) var coordinate: Coordinate

  /// Creates a stop, validating its name and coordinate.
  /// - Throws: ``ValidationError`` when the name is empty or too long, or the coordinate is invalid.
  public init(id: UUID = UUID(), name: String, coordinate: Coordinate) throws(ValidationError) {
    self.id = id
    self.name = try EntityName.validated(name)
    do {
      self.coordinate = try Coordinate.validated(
        latitude: coordinate.latitude, longitude: coordinate.longitude)
    } catch {
      throw .invalidCoordinate(error.description)
    }
  }

  /// Returns a copy with a new name and place, validated like ``init(id:name:coordinate:)``.
  public func with(name: String, coordinate: Coordinate) throws(ValidationError) -> Stop {
    try Stop(id: id, name: name, coordinate: coordinate)
  }

  // MARK: - Codable (validating)

  private enum CodingKeys: String, CodingKey { case id, name, coordinate }

  /// Decodes and validates a stop.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      id: container.decode(UUID.self, forKey: .id),
      name: container.decode(String.self, forKey: .name),
      coordinate: container.decode(Coordinate.self, forKey: .coordinate))
  }
}
