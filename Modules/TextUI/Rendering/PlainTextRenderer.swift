/// Renders a canvas as plain text: exactly one line per row, trailing spaces trimmed, no escapes.
/// This is what tests assert, what pipes receive, and what the script command `print` writes.
public enum PlainTextRenderer {
  /// The canvas's rows as lines (without line terminators).
  public static func lines(_ canvas: Canvas) -> [String] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(canvas.width * 3)
    return (0..<canvas.height).map { y in
      bytes.removeAll(keepingCapacity: true)
      for cell in canvas.row(y) where !cell.isContinuation {
        cell.code.appendUTF8(to: &bytes)
      }
      while bytes.last == 0x20 { bytes.removeLast() }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// The canvas as text: its rows joined with "\n" (no newline after the last row).
  public static func render(_ canvas: Canvas) -> String {
    lines(canvas).joined(separator: "\n")
  }
}
