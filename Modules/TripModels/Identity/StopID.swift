#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The identity of a stop: a UUID that only ever names a stop.
///
/// A distinct type (rather than a bare `UUID`) so that a trip's id can never be passed where a
/// stop's is expected. Encoded as the UUID's string, so stored and exported ids read the same.
public struct StopID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The underlying UUID.
  public let uuid: UUID

  /// Wraps an existing UUID.
  public init(_ uuid: UUID) { self.uuid = uuid }

  /// A new, random id.
  public init() { self.uuid = UUID() }

  /// Parses the canonical 36-character UUID text; nil for anything else.
  public init?(uuidString: String) {
    guard let uuid = CanonicalUUID.parse(uuidString) else { return nil }
    self.uuid = uuid
  }

  /// The canonical upper-case UUID text.
  public var uuidString: String { uuid.uuidString }

  /// The canonical upper-case UUID text.
  public var description: String { uuid.uuidString }

  /// Orders ids by their text, which is stable across processes.
  public static func < (lhs: StopID, rhs: StopID) -> Bool { lhs.uuidString < rhs.uuidString }

  /// Decodes the UUID text.
  public init(from decoder: any Decoder) throws {
    self.uuid = try decoder.singleValueContainer().decode(UUID.self)
  }

  /// Encodes the UUID text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(uuid)
  }
}
