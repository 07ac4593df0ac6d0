/// A line a screen puts on the status line: a notice ("Saved") or an error, which the shell marks
/// with `✗` and draws bold, so an error never depends on colour to be seen.
public struct StatusMessage: Equatable, Sendable {
  /// The words, without any marker.
  public var text: String
  /// Whether something went wrong.
  public var isError: Bool

  /// A message; prefer ``notice(_:)`` and ``error(_:)``.
  public init(_ text: String, isError: Bool) {
    self.text = text
    self.isError = isError
  }

  /// Something that happened as asked ("Saved", "Deleted “Coast”").
  public static func notice(_ text: String) -> StatusMessage { StatusMessage(text, isError: false) }

  /// Something that went wrong or was refused, with what to do about it.
  public static func error(_ text: String) -> StatusMessage { StatusMessage(text, isError: true) }
}
