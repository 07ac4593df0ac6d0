import Foundation

/// Reads a script from a file or standard input (`-`).
enum ScriptSource {
  /// The largest script accepted, in bytes.
  static let maximumBytes = 16 << 20

  /// Returns the script text of `source`.
  /// - Throws: ``UsageError`` when the file cannot be read, is too large or is not UTF-8.
  static func read(_ source: String) throws(UsageError) -> String {
    let data: Data
    if source == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard let contents = FileManager.default.contents(atPath: source) else {
        throw UsageError("cannot read script '\(source)' — check the path")
      }
      data = contents
    }
    guard data.count <= maximumBytes else {
      throw UsageError("script '\(source)' is larger than 16 MB — split it")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw UsageError("script '\(source)' is not UTF-8 text")
    }
    return text
  }
}
