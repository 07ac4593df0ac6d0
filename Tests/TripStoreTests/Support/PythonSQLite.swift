import Foundation

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

  /// Starts a process that holds a lock on `path` until its stdin is closed: `exclusive` keeps
  /// every other connection out (even readers); otherwise only other writers wait.
  static func holdLock(on path: String, exclusive: Bool) throws -> LockHolder {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      """
      sqlite3, sys = __import__("sqlite3"), __import__("sys")
      c = sqlite3.connect(sys.argv[1], isolation_level=None)
      if sys.argv[2] == "exclusive":
          c.execute("PRAGMA locking_mode=EXCLUSIVE")
          c.execute("BEGIN EXCLUSIVE")
      else:
          c.execute("BEGIN IMMEDIATE")
      c.execute("UPDATE trip_stats SET trip_count = trip_count WHERE id = 1")
      print("locked", flush=True)
      sys.stdin.read()
      c.execute("ROLLBACK")
      """,
      path, exclusive ? "exclusive" : "write",
    ]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let ready = output.fileHandleForReading.availableData
    guard String(decoding: ready, as: UTF8.self).hasPrefix("locked") else {
      throw PythonFailure(message: "the lock holder did not start")
    }
    return LockHolder(process: process, input: input)
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

/// A python3 process holding a lock; `release()` ends it.
final class LockHolder {
  private let process: Process
  private let input: Pipe

  init(process: Process, input: Pipe) {
    self.process = process
    self.input = input
  }

  /// Lets the process roll back and exit, and waits for it.
  func release() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}

/// python3 failed.
struct PythonFailure: Error {
  var message: String
}
