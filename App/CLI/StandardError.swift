import Foundation

/// Writes `roadtrip: …` lines to standard error.
enum StandardError {
  /// Writes one line, `roadtrip: message`.
  static func report(_ message: String) {
    write("roadtrip: \(message)\n")
  }

  /// Writes `text` as it is.
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// Writes to standard output without buffering surprises between frames and errors.
enum StandardOutput {
  /// Writes `text` as it is.
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
