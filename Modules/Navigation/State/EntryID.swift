/// The identity of one entry of a navigation stack.
///
/// Ids count up from ``root`` (0, the root of the main stack) and are never reused by a stack, not
/// even after its state is saved and restored: the next id travels with ``NavigationState``.
public struct EntryID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The counter value.
  public let rawValue: Int

  /// Creates an id from its counter value.
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The id of the main stack's root entry.
  public static let root = EntryID(0)

  /// The id that follows this one.
  public var next: EntryID { EntryID(rawValue + 1) }

  /// `#` and the counter value, for messages and logs.
  public var description: String { "#\(rawValue)" }

  /// Orders ids by their counter value (older ids first).
  public static func < (lhs: EntryID, rhs: EntryID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  // MARK: - Codable (a bare number)

  /// Decodes an id stored as a number.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Int.self)
  }

  /// Encodes the id as a number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
