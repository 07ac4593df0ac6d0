import Observation

/// The status line's message: the last "Saved", error or notice, from any screen or the shell.
///
/// A message lasts until the next key or for `lifetime`, whichever comes first; errors are marked
/// with `✗` and drawn bold, so they never depend on colour. The clock is injected.
@MainActor
@Observable
final class StatusBoard {
  /// The message shown, empty for none.
  private(set) var message = ""
  /// Whether the message is an error.
  private(set) var isError = false
  /// How long a message stays when no key is pressed.
  static let lifetime = Duration.seconds(5)

  @ObservationIgnored private let now: @MainActor () -> ContinuousClock.Instant
  @ObservationIgnored private var postedAt: ContinuousClock.Instant?

  /// A board reading the time from `now` (the continuous clock unless a test injects one).
  init(now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }) {
    self.now = now
  }

  /// Shows `message`; an error is shown as `✗ message`, bold.
  func post(_ message: String, isError: Bool = false) {
    self.message = isError ? "✗ " + message : message
    self.isError = isError
    postedAt = now()
  }

  /// A key is being handled: a message from before it goes (one the key produces then shows).
  func keyPressed() {
    clear()
  }

  /// Clears the message once it has been shown for `lifetime`.
  func expire() {
    guard let postedAt, now() - postedAt >= Self.lifetime else { return }
    clear()
  }

  private func clear() {
    guard !message.isEmpty else { return }
    message = ""
    isError = false
    postedAt = nil
  }
}
