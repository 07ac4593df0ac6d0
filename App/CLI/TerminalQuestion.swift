import Platform

/// A yes/no question asked on the terminal, for commands that would destroy something.
enum TerminalQuestion {
  /// Asks `question` on standard error and reads the answer from standard input — when both are a
  /// terminal; nil otherwise (nobody can answer, so the caller needs an explicit option instead).
  static var askIfPossible: ((String) -> Bool)? {
    guard isatty(STDIN_FILENO) == 1, isatty(STDERR_FILENO) == 1 else { return nil }
    return { question in
      guard
        (try? FileDescriptorIO.write(
          Array("roadtrip: \(MessageText.clean(question))".utf8), to: STDERR_FILENO))
          != nil
      else { return false }
      var answer: [UInt8] = []
      var byte: UInt8 = 0
      while answer.count < 16, read(STDIN_FILENO, &byte, 1) == 1, byte != 0x0A { answer.append(byte) }
      return ["y", "yes"].contains(String(decoding: answer, as: UTF8.self).lowercased())
    }
  }
}
