import Platform
import TextUI

/// Writes `roadtrip: …` lines to standard error — the one way a message reaches it.
enum StandardError {
  /// Writes one line, `roadtrip: message`, with every control character in `message` (which may
  /// carry text from a file: a name, an id, a path) replaced by a visible stand-in, so a file can
  /// never send escape sequences to the terminal. A full or closed standard error is ignored: there
  /// is nowhere left to report it.
  static func report(_ message: String) {
    try? FileDescriptorIO.write(Array("roadtrip: \(MessageText.clean(message))\n".utf8), to: STDERR_FILENO)
  }
}

/// Writes to standard output; failures (a full disk, a closed stream) are thrown, never trapped.
enum StandardOutput {
  /// Writes `text` as it is.
  static func write(_ text: String) throws(FileDescriptorIO.Failure) {
    try write(bytes: Array(text.utf8))
  }

  /// Writes `bytes` as they are.
  static func write(bytes: [UInt8]) throws(FileDescriptorIO.Failure) {
    try FileDescriptorIO.write(bytes, to: STDOUT_FILENO)
  }
}

/// The three standard streams as the process found them.
enum StandardStreams {
  /// Ignores SIGPIPE, so that writing to a pipe whose reader has gone (`roadtrip export | head`)
  /// fails with EPIPE and takes the documented path (a message, exit status 4) instead of ending
  /// the process silently with status 141. The full-screen app is not ended by a SIGPIPE either, so
  /// it never leaves the terminal in raw mode because of one.
  static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Gives every closed standard stream a read-only /dev/null, so that no file opened later (the
  /// store) takes its number: writes to a closed standard output then fail (EBADF) instead of
  /// landing in that file.
  static func reserveClosedStreams() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0, opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
  }
}

/// Cleans text for one line of a message.
enum MessageText {
  /// `text` with control characters (and line and paragraph separators) replaced by visible
  /// stand-ins; the same rule the screen applies.
  static func clean(_ text: String) -> String {
    Sanitizer.sanitize(text)
  }
}
