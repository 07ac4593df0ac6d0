/// Runs script commands against an ``AppSession``: frames to standard output, failures as
/// `roadtrip: script line N: …` on standard error; the script goes on after a failure. A line
/// whose command made the store fail (locked, damaged, disk full, replaced) fails too, even when
/// the screen only showed it on its status line. When standard output fails, the script stops.
@MainActor
struct ScriptRunner {
  let session: AppSession
  var write: (String) throws(FileDescriptorIO.Failure) -> Void = StandardOutput.write
  var reportError: (String) -> Void = StandardError.report
  /// The store's failure count and last failure (see `SQLiteTripStore.failureCount`).
  var storeFailures: () -> (count: Int, last: String?) = { (0, nil) }

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
      let failuresBefore = storeFailures().count
      session.checkForExternalChanges()
      var outputFailure: FileDescriptorIO.Failure?
      let message = await session.perform(command) { text in
        guard outputFailure == nil else { return }
        do throws(FileDescriptorIO.Failure) { try write(text) } catch { outputFailure = error }
      }
      let storeFailure = storeFailures()
      if let message {
        reportError("script line \(lineNumber): \(message)")
        failed = true
      } else if storeFailure.count > failuresBefore {
        reportError("script line \(lineNumber): \(storeFailure.last ?? "the store failed")")
        failed = true
      }
      if let outputFailure {
        reportError("script line \(lineNumber): cannot write to standard output: \(outputFailure) — stopped")
        return .outputFailed
      }
      if session.isQuitRequested { break }
    }
    return failed ? .scriptLineFailed : .success
  }
}
