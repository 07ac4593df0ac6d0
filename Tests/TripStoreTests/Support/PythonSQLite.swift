import Foundation
import TestSupport

/// Runs SQL on a file through python3's `sqlite3` module: another program (and another process)
/// touching the store, and the way fixtures in old or broken layouts are made.
enum PythonSQLite {
  /// Runs `script` (several statements) on `path` and commits.
  static func execute(_ script: String, on path: String) throws {
    try python(
      """
      sqlite3, sys = __import__("sqlite3"), __import__("sys")
      c = sqlite3.connect(sys.argv[1], isolation_level=None)
      c.executescript(sys.argv[2])
      c.close()
      """, path, script)
  }

  /// The rows of `query` on `path`, each row's columns joined by a tab.
  static func rows(_ query: String, on path: String) throws -> [String] {
    let output = try python(
      """
      sqlite3, sys = __import__("sqlite3"), __import__("sys")
      c = sqlite3.connect(sys.argv[1])
      for row in c.execute(sys.argv[2]):
          print("\\t".join(str(v) for v in row))
      """, path, query)
    return output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// Starts a process that holds a lock on `path` until released (see `SQLiteLockHolder`).
  static func holdLock(on path: String, exclusive: Bool) throws -> SQLiteLockHolder {
    try SQLiteLockHolder.start(on: path, exclusive: exclusive)
  }

  @discardableResult
  private static func python(_ program: String, _ arguments: String...) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", program] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PythonFailure(message: String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// python3 failed.
struct PythonFailure: Error {
  var message: String
}
