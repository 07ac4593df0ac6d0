import TextUI

// MARK: - Bytes → keys

/// The terminal's byte decoder as keys: what the real terminal's input thread runs, for anything
/// else that has a terminal's bytes (keystroke-session tests, a recorded input).
///
/// A lone Esc cannot be told from the start of a sequence by bytes alone: when
/// `isWaitingForEscapeSequence` is true, the terminal waits `KeyDecoder`'s short timeout and then
/// calls `keysAfterTimeout()`; a replay calls it where the typist paused.
public struct KeyInput: Sendable {
  private var decoder = KeyDecoder()

  /// A decoder with no pending input.
  public init() {}

  /// The keys `bytes` complete (after any unfinished input from before). Ctrl-Z is not a key.
  public mutating func keys(from bytes: some Sequence<UInt8>) -> [Key] {
    decoder.decode(bytes).filter { $0 != .suspend }
  }

  /// Whether an Esc is pending, waiting to see if a sequence follows.
  public var isWaitingForEscapeSequence: Bool { decoder.isWaitingForEscapeSequence }

  /// The keys pending input is once the Esc timeout has passed (the Esc key, then what followed).
  public mutating func keysAfterTimeout() -> [Key] {
    decoder.flushAfterTimeout().filter { $0 != .suspend }
  }
}

extension Key {
  /// Ctrl-Z: job control (suspend), which the terminal handles itself; never delivered to the app.
  static let suspend = Key.ctrl("z")
}
