/// Runs script commands (DESIGN §6) against an ``AppSession``: frames to standard output, failures
/// as `roadtrip: script line N: …` on standard error; the script goes on after a failure.
@MainActor
struct ScriptRunner {
  let session: AppSession
  var write: (String) -> Void = StandardOutput.write
  var reportError: (String) -> Void = StandardError.report

  /// Runs every line of `script` and returns the exit status (1 if any line failed).
  func run(script: String) async -> ExitStatus {
    var failed = false
    var lineNumber = 0
    for rawLine in script.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : String(rawLine)
      let command: ScriptCommand?
      do {
        command = try ScriptCommand.parse(line)
      } catch {
        reportError("script line \(lineNumber): \(error.description)")
        failed = true
        continue
      }
      guard let command else { continue }
      session.checkForExternalChanges()
      if let message = await session.perform(command, output: { write($0) }) {
        reportError("script line \(lineNumber): \(message)")
        failed = true
      }
      if session.isQuitRequested { break }
    }
    return failed ? .scriptLineFailed : .success
  }
}
