/// Renders a canvas as plain text: exactly one line per row, trailing spaces trimmed, no escapes.
/// This is what tests assert, what pipes receive, and what the script command `print` writes.
public enum PlainTextRenderer {
  /// The canvas's rows as lines (without line terminators).
  public static func lines(_ canvas: Canvas) -> [String] {
    (0..<canvas.height).map { y in
      var line = ""
      for cell in canvas.row(y) where !cell.isContinuation {
        line.append(cell.character)
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The canvas as text: its rows joined with "\n" (no newline after the last row).
  public static func render(_ canvas: Canvas) -> String {
    lines(canvas).joined(separator: "\n")
  }
}
