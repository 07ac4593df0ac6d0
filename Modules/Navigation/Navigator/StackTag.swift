/// The name of a stack in a ``Navigator`` (`.main` is the app's main stack).
public struct StackTag: RawRepresentable, Hashable, Codable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The name.
  public let rawValue: String

  /// A tag named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A tag from a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The main stack, always registered.
  public static let main: StackTag = "main"

  /// The name.
  public var description: String { rawValue }
}
