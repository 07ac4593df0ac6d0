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
    bytes.append(contentsOf: [0x1B, 0x5B, 0x48])  // ESC [ H
    bytes.append(contentsOf: reset.utf8)
    var current = Style.plain
    // The cells are read in place; a cell's grapheme is appended from its encoded bytes.
    canvas.cells.withUnsafeBufferPointer { cells in
      for y in 0..<canvas.height {
        // ESC [ row ; 1 H
        bytes.append(contentsOf: [0x1B, 0x5B])
        appendDecimal(y + 1, to: &bytes)
        bytes.append(contentsOf: [0x3B, 0x31, 0x48])
        for index in (y * canvas.width)..<(y * canvas.width + canvas.width) where cells[index].width != 0 {
          let style = colorEnabled ? cells[index].style : cells[index].style.withoutColor
          if style != current {
            style.appendSGRTransition(from: current, to: &bytes)
            current = style
          }
          cells[index].code.appendUTF8(to: &bytes)
        }
      }
    }
    bytes.append(contentsOf: reset.utf8)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `value`'s decimal digits (`value` ≥ 0).
  static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &bytes) }
    bytes.append(0x30 + UInt8(truncatingIfNeeded: value % 10))
  }
}
