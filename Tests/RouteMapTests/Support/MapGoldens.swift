import Foundation
import TestSupport
import Testing

/// Golden text files for map renderings, in `Tests/RouteMapTests/Maps/`: a rendering is compared
/// with its file line by line. `RECORD_MAPS=1 swift test --filter RouteMapTests` rewrites the
/// files from the current output (review the diff before committing it).
enum MapGoldens {
  /// The folder holding the files.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Maps")

  /// Expects `lines` to equal the golden file `name`.txt (or records it when asked to).
  static func expect(
    _ lines: [String], matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(name + ".txt")
    let actual =
      lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      .joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["RECORD_MAPS"] == "1" {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing golden file \(url.path) — run with RECORD_MAPS=1 to create it",
        sourceLocation: sourceLocation)
      return
    }
    expectSameScreen(actual, expected, sourceLocation: sourceLocation)
  }
}
