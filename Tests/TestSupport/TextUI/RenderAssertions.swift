import Testing
import TextUI

// MARK: - Rendering views in tests

/// Renders `view` at `width`×`height` as plain text: exactly `height` lines, trailing spaces
/// trimmed, joined with "\n".
@MainActor
public func render<V: View>(
  _ view: V, width: Int, height: Int, environment: EnvironmentValues = EnvironmentValues()
) -> String {
  ViewRenderer.render(view, size: Size(width: width, height: height), environment: environment).plainText
}

/// Expects `view` rendered at `width`×`height` to equal `expected` (lines joined with "\n"; trailing
/// blank lines of the frame may be left out of `expected`). On failure, records a line-by-line diff.
@MainActor
public func expectRendered<V: View>(
  _ view: V, width: Int, height: Int, equals expected: String,
  environment: EnvironmentValues = EnvironmentValues(), sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = render(view, width: width, height: height, environment: environment)
  expectSameScreen(actual, expected, sourceLocation: sourceLocation)
}

/// Expects two screens (lines joined with "\n") to be equal, ignoring trailing blank lines; on
/// failure, records a readable line diff. With `RECORD_GOLDEN=1`, a differing `expected` written as a
/// multi-line literal at the call site is rewritten to the actual screen (see ``ScreenRecording``).
public func expectSameScreen(
  _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let actualLines = trimmedLines(actual)
  let expectedLines = trimmedLines(expected)
  guard actualLines != expectedLines else { return }
  if ScreenRecording.isOn {
    let note = ScreenRecording.rewriteLiteral(
      at: sourceLocation, with: actualLines.joined(separator: "\n"))
    Issue.record(Comment(rawValue: note), sourceLocation: sourceLocation)
    return
  }
  Issue.record(
    Comment(rawValue: "rendered screen differs:\n" + lineDiff(actual: actualLines, expected: expectedLines)),
    sourceLocation: sourceLocation)
}

/// A whole frame of `height` lines: the `top` lines, blank lines, then the `bottom` lines (each
/// element may hold several lines), so a test can state an exact screen without writing out
/// every empty line.
public func screenText(height: Int, top: [String], bottom: [String]) -> String {
  let used = (top + bottom).reduce(0) {
    $0 + $1.split(separator: "\n", omittingEmptySubsequences: false).count
  }
  let blanks = Array(repeating: "", count: max(0, height - used))
  return (top + blanks + bottom).joined(separator: "\n")
}

/// ``screenText(height:top:bottom:)`` with one block of lines above and one below.
public func screenText(height: Int, top: String, bottom: String) -> String {
  screenText(height: height, top: [top], bottom: [bottom])
}

/// A line diff: `  ` same, `- ` expected, `+ ` actual, with 1-based line numbers.
public func lineDiff(actual: [String], expected: [String]) -> String {
  var report: [String] = []
  for index in 0..<max(actual.count, expected.count) {
    let want = index < expected.count ? expected[index] : nil
    let got = index < actual.count ? actual[index] : nil
    let number = String(index + 1).leftPadded(to: 3)
    if want == got {
      report.append("  \(number) |\(got ?? "")")
    } else {
      if let want { report.append("- \(number) |\(want)") }
      if let got { report.append("+ \(number) |\(got)") }
    }
  }
  return report.joined(separator: "\n") + "\n(- expected, + actual)"
}

/// Expects every line of `screen` to be at most `width` cells wide (measured as the terminal would).
public func expectLinesFit(
  _ screen: String, width: Int, ambiguous: AmbiguousWidth = .narrow,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (index, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    let lineWidth = DisplayWidth.of(line, ambiguous: ambiguous)
    if lineWidth > width {
      Issue.record(
        Comment(rawValue: "line \(index + 1) is \(lineWidth) cells wide (frame is \(width)): \(line)"),
        sourceLocation: sourceLocation)
    }
  }
}

private func trimmedLines(_ screen: String) -> [String] {
  var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    var text = String(line)
    while text.last == " " { text.removeLast() }
    return text
  }
  while lines.last == "" { lines.removeLast() }
  return lines
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
