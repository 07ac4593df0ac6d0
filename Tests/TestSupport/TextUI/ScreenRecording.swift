import Foundation
import Synchronization
import Testing

/// Re-recording expected screens: `RECORD_GOLDEN=1 swift test` rewrites every expectation that
/// differs — golden files, and the multi-line string literals of inline screen expectations — and
/// fails each such test, so a recording is read and committed, never mistaken for a pass.
public enum ScreenRecording {
  /// Whether this run records (`RECORD_GOLDEN=1`).
  public static var isOn: Bool {
    ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
  }

  /// Lines added or removed so far in each source file, by the original line they follow, so that
  /// several recordings in one file during one run land on the right literals.
  private static let shifts = Mutex<[String: [(line: Int, delta: Int)]]>([:])

  /// Replaces the body of the first multi-line string literal at or after `location` with
  /// `screen`, keeping the literal's indentation.
  /// - Returns: a note for the test's failure, saying what was written or why it could not be.
  static func rewriteLiteral(at location: SourceLocation, with screen: String) -> String {
    shifts.withLock { shifts in
      let path = location.filePath
      guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
        return "could not read \(path) to record the screen"
      }
      var lines = source.components(separatedBy: "\n")
      let moved = (shifts[path] ?? []).filter { $0.line < location.line }.reduce(0) { $0 + $1.delta }
      let start = location.line - 1 + moved
      // The literal must belong to this call: never look past the next test or function.
      let end =
        lines[min(start + 1, lines.count)...].firstIndex(where: {
          $0.contains("@Test") || $0.contains(" func ")
        }) ?? lines.count
      guard start >= 0, start < end,
        let open = lines[start..<end].firstIndex(where: { $0.hasSuffix("\"\"\"") }),
        let close = lines[(open + 1)...].firstIndex(where: {
          $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"")
        })
      else {
        return "the expectation at \(location) is not a multi-line string literal — update it by hand"
      }
      let indent = String(lines[close].prefix { $0 == " " })
      let body = screen.components(separatedBy: "\n").map { $0.isEmpty ? "" : indent + $0 }
      let delta = body.count - (close - open - 1)
      lines.replaceSubrange((open + 1)..<close, with: body)
      do {
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        return "could not write \(path): \(error)"
      }
      shifts[path, default: []].append((location.line, delta))
      return "recorded the screen into \(location) — read the diff, then run again without RECORD_GOLDEN"
    }
  }
}
