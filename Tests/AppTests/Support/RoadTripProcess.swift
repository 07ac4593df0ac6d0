import Foundation

/// Runs the built `roadtrip` executable, as a user would, in a sandbox: its own HOME, no store
/// variables from the machine, a temporary directory for files.
struct RoadTripProcess {
  /// What a run printed and how it ended.
  struct Result {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// A fresh temporary directory for this run's files (stores, exports).
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("roadtrip-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// A path inside the sandbox directory.
  func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }

  /// The built executable, next to the test bundle.
  static var executable: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = bundle.deletingLastPathComponent()
    while !folder.path.isEmpty, folder.path != "/" {
      let candidate = folder.appendingPathComponent("roadtrip")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: ".build/debug/roadtrip")
  }

  /// Runs `roadtrip arguments…` with `input` on standard input.
  func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:]) throws
    -> Result
  {
    try run(withExecutable: Self.executable, arguments, input: input, environment: extra)
  }

  private func run(
    withExecutable executable: URL, _ arguments: [String], input: String = "",
    environment extra: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    for key in ["ROADTRIP_STORE", "XDG_DATA_HOME", "XDG_CACHE_HOME", "NO_COLOR"] { environment[key] = nil }
    environment["HOME"] = directory.path
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let outData = stdout.fileHandleForReading.readDataToEndOfFile()
    let errData = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus)
  }

  /// Runs `script` with `/bin/sh -c` in the sandbox, `$ROADTRIP` naming the executable — for
  /// what `Process` cannot set up: a closed or full stream, a directory as standard input.
  func runShell(_ script: String) throws -> Result {
    try run(
      withExecutable: URL(fileURLWithPath: "/bin/sh"), ["-c", script],
      environment: ["ROADTRIP": Self.executable.path])
  }

  /// Removes the sandbox.
  func cleanUp() {
    try? FileManager.default.removeItem(at: directory)
  }
}
