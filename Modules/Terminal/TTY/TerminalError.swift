import Platform

// MARK: - Terminal errors

/// Why the terminal could not be set up or restored. `description` is one line that says what to do.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file descriptor is not a terminal (for example output piped to a file).
  case notATerminal(fileDescriptor: Int32)
  /// `tcgetattr`/`tcsetattr` failed with `errno`.
  case attributes(errno: Int32)
  /// The input reader could not be started (`pipe` failed with `errno`).
  case inputReader(errno: Int32)

  /// One line: what went wrong and what to do.
  public var description: String {
    switch self {
    case .notATerminal(let fileDescriptor):
      "file descriptor \(fileDescriptor) is not a terminal; run interactively or use --script"
    case .attributes(let code):
      "cannot change terminal settings (\(Self.reason(code))); run in a terminal or use --script"
    case .inputReader(let code):
      "cannot start reading the keyboard (\(Self.reason(code))); use --script instead"
    }
  }

  private static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "errno \(code)" }
    return String(cString: text)
  }
}
