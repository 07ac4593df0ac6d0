import CTerminal
import Platform
import TextUI

// MARK: - termios

/// Reads and writes a TTY's termios settings and derives raw mode from them.
enum TerminalAttributes {
  /// The current settings of `fileDescriptor`.
  static func read(_ fileDescriptor: Int32) throws(TerminalError) -> termios {
    guard isatty(fileDescriptor) == 1 else { throw .notATerminal(fileDescriptor: fileDescriptor) }
    var settings = termios()
    guard tcgetattr(fileDescriptor, &settings) == 0 else { throw .attributes(errno: errno) }
    return settings
  }

  /// Applies `settings` once pending output is written (`TCSADRAIN`: never drops typed input).
  static func apply(_ settings: termios, to fileDescriptor: Int32) throws(TerminalError) {
    var settings = settings
    while tcsetattr(fileDescriptor, TCSADRAIN, &settings) != 0 {
      guard errno == EINTR else { throw .attributes(errno: errno) }
    }
  }

  /// Raw mode as `cfmakeraw` defines it: bytes arrive one by one, unechoed, with no signal keys
  /// (Ctrl-C, Ctrl-Z become bytes), no CR/LF translation in or out, 8-bit characters; `read` returns
  /// as soon as one byte is there.
  static func raw(from settings: termios) -> termios {
    var raw = settings
    roadtrip_make_raw(&raw)
    return raw
  }

  /// The window size of `fileDescriptor`, or nil when it has none (not a terminal, or 0×0).
  static func windowSize(_ fileDescriptor: Int32) -> Size? {
    var columns: UInt16 = 0
    var rows: UInt16 = 0
    guard roadtrip_window_size(fileDescriptor, &columns, &rows) == 0, columns > 0, rows > 0 else {
      return nil
    }
    return Size(width: Int(columns), height: Int(rows))
  }
}
