#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An id that wraps a UUID and names only one kind of thing (``TripID``, ``StopID``): everything
/// but the wrapping is shared here, so the kinds differ only in their type.
///
/// Ids read as the UUID's canonical upper-case text, order by that text (stable across
/// processes), and encode as it, so stored and exported ids read the same.
public protocol UUIDIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The underlying UUID.
  var uuid: UUID { get }

  /// Wraps an existing UUID.
  init(_ uuid: UUID)
}

extension UUIDIdentifier {
  /// A new, random id.
  public init() { self.init(UUID()) }

  /// Parses the canonical 36-character UUID text; nil for anything else.
  public init?(uuidString: String) {
    guard let uuid = CanonicalUUID.parse(uuidString) else { return nil }
    self.init(uuid)
  }

  /// The canonical upper-case UUID text.
  public var uuidString: String { uuid.uuidString }

  /// The canonical upper-case UUID text.
  public var description: String { uuid.uuidString }

  /// Orders ids by their text, which is stable across processes.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.uuidString < rhs.uuidString }

  /// Decodes the UUID text.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(UUID.self))
  }

  /// Encodes the UUID text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(uuid)
  }
}
