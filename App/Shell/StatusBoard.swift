import Observation

/// The status line's message: the last "Saved", error or notice, from any screen or the shell.
@MainActor
@Observable
final class StatusBoard {
  /// The message shown, empty for none.
  private(set) var message = ""

  /// Shows `message` until the next one.
  func post(_ message: String) {
    self.message = message
  }
}
