import Glibc

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
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    return raw
  }

  /// The window size of `fileDescriptor`, or nil when it has none (not a terminal, or 0×0).
  static func windowSize(_ fileDescriptor: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
