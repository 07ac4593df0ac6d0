/// Renders a whole canvas for a terminal: cursor home, every row with SGR escapes only where the
/// style changes, and a final reset. (The terminal module sends only the differences between
/// frames; this full form is for the first frame and for tests.)
public enum ANSIRenderer {
  /// The escape that resets all attributes.
  public static let reset = "\u{1B}[0m"

  /// The full frame as bytes for a terminal. With `colorEnabled` false, colours are left out
  /// (`NO_COLOR`); attributes such as bold and inverse remain.
  public static func render(_ canvas: Canvas, colorEnabled: Bool = true) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(canvas.cells.count * 2 + canvas.height * 8 + 16)
    bytes.append(contentsOf: "\u{1B}[H".utf8)
    bytes.append(contentsOf: reset.utf8)
    var current = Style.plain
    // The cells are read in place (copying each cell would retain and release its character).
    canvas.cells.withUnsafeBufferPointer { cells in
      for y in 0..<canvas.height {
        bytes.append(contentsOf: "\u{1B}[\(y + 1);1H".utf8)
        for index in (y * canvas.width)..<(y * canvas.width + canvas.width) where cells[index].width != 0 {
          let style = colorEnabled ? cells[index].style : cells[index].style.withoutColor
          if style != current {
            bytes.append(contentsOf: style.sgrTransition(from: current).utf8)
            current = style
          }
          if let ascii = cells[index].character.asciiValue {
            bytes.append(ascii)
          } else {
            cells[index].character.appendUTF8(to: &bytes)
          }
        }
      }
    }
    bytes.append(contentsOf: reset.utf8)
    return String(decoding: bytes, as: UTF8.self)
  }
}
