import Foundation

/// Programs some tests use as independent oracles (python3 and its modules). A test that needs
/// one is skipped, by name, when it is missing — unless `ROADTRIP_REQUIRE_TOOLS=1` is set (as CI
/// does), when it runs and fails instead.
public enum ExternalTools {
  /// Whether missing tools must fail the tests that need them (`ROADTRIP_REQUIRE_TOOLS=1`).
  public static var areRequired: Bool {
    ProcessInfo.processInfo.environment["ROADTRIP_REQUIRE_TOOLS"] == "1"
  }

  /// Whether `python3` runs and can import `module`.
  public static func hasPython(module: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import \(module)"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return false
    }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Whether a test needing python3 with `module` should run: the tool is there, or it is required
  /// (and the test then fails on its absence).
  public static func shouldRun(python module: String) -> Bool {
    areRequired || hasPython(module: module)
  }

  /// Runs `python3 -c program arguments…` and returns its standard output.
  /// - Throws: ``ToolFailure`` when it cannot start or exits with a non-zero status.
  public static func runPython(_ program: String, arguments: [String] = []) throws -> Data {
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
      throw ToolFailure(message: String(decoding: errorData, as: UTF8.self))
    }
    return data
  }
}

/// An external tool failed.
public struct ToolFailure: Error, CustomStringConvertible {
  /// What it printed on standard error.
  public var message: String
  /// See `CustomStringConvertible`.
  public var description: String { message }

  /// A failure with `message`.
  public init(message: String) {
    self.message = message
  }
}
