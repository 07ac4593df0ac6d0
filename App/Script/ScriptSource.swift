import Platform

/// Reads a script from a file or standard input (`-`).
enum ScriptSource {
  /// The largest script accepted, in bytes.
  static let maximumBytes = 16 << 20

  /// Returns the script text of `source`.
  /// - Throws: ``UsageError`` when the file cannot be read, is too large or is not UTF-8.
  static func read(_ source: String) throws(UsageError) -> String {
    let name = source == "-" ? "standard input" : "'\(source)'"
    let bytes: [UInt8]
    do {
      bytes =
        source == "-"
        ? try FileDescriptorIO.readAll(from: STDIN_FILENO, limit: maximumBytes)
        : try FileDescriptorIO.readFile(source, limit: maximumBytes)
    } catch {
      let hint =
        error.code == 0 ? "split it" : source == "-" ? "pipe a script file into it" : "check the path"
      throw UsageError("cannot read script \(name): \(error.description) — \(hint)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw UsageError("script \(name) is not UTF-8 text")
    }
    return text
  }
}
