import Foundation

/// Another program holding a lock on a store: a python3 process with an open transaction, until
/// ``release()``. With `exclusive`, it switches to exclusive locking mode first, which keeps every
/// other connection out (even readers, and so needs a store nobody has open); otherwise it holds
/// `BEGIN EXCLUSIVE`, which in WAL mode makes every other writer wait while readers go on.
public final class SQLiteLockHolder {
  private let process: Process
  private let input: Pipe

  private init(process: Process, input: Pipe) {
    self.process = process
    self.input = input
  }

  /// Starts the process and returns once it holds the lock.
  public static func start(on path: String, exclusive: Bool) throws -> SQLiteLockHolder {
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
          c.execute("BEGIN EXCLUSIVE")
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
      throw ToolFailure(message: "the lock holder did not start")
    }
    return SQLiteLockHolder(process: process, input: input)
  }

  /// Lets the process roll back and exit, and waits for it.
  public func release() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
