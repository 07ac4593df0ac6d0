import TextUI

// MARK: - Terminal events

/// Something the terminal reports to the run loop.
public enum TerminalEvent: Hashable, Sendable {
  /// A key press (or a bracketed paste, as `Key.paste`).
  case key(Key)
  /// The screen must be drawn again at this size: the window was resized, or the app came back from
  /// suspension (Ctrl-Z, then `fg`). Render at that size and present the frame.
  case resize(Size)
  /// The app is asked to end: the terminal has already been restored, and the event stream ends
  /// after this event. Exit with `reason.exitStatus`.
  case quit(QuitReason)
}

/// Why the terminal asks the app to end.
public enum QuitReason: Hashable, Sendable {
  /// SIGINT (for example `kill -INT`; Ctrl-C itself arrives as `Key.ctrlC` in raw mode).
  case interrupt
  /// SIGTERM.
  case terminate
  /// SIGHUP, or the terminal's input closed.
  case hangup
  /// Another signal whose default action ends the process: SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM.
  case signal(Int32)

  /// The conventional exit status after this signal: 128 + the signal number.
  public var exitStatus: Int32 {
    switch self {
    case .interrupt: 130
    case .terminate: 143
    case .hangup: 129
    case .signal(let number): 128 + number
    }
  }
}
