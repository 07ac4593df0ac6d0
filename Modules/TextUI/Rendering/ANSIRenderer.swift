/// Renders a whole canvas for a terminal: cursor home, every row with SGR escapes only where the
/// style changes, and a final reset. (The terminal module sends only the differences between
/// frames; this full form is for the first frame and for tests.)
public enum ANSIRenderer {
  /// The escape that resets all attributes.
  public static let reset = "\u{1B}[0m"

  /// The full frame as bytes for a terminal. With `colorEnabled` false, colours are left out
  /// (`NO_COLOR`); attributes such as bold and inverse remain.
  public static func render(_ canvas: Canvas, colorEnabled: Bool = true) -> String {
    var output = "\u{1B}[H" + reset
    output.reserveCapacity(canvas.cells.count * 2 + canvas.height * 8)
    var current = Style.plain
    for y in 0..<canvas.height {
      output += "\u{1B}[\(y + 1);1H"
      for cell in canvas.row(y) where !cell.isContinuation {
        let style = colorEnabled ? cell.style : cell.style.withoutColor
        if style != current {
          output += style.sgrTransition(from: current)
          current = style
        }
        output.append(cell.character)
      }
    }
    output += reset
    return output
  }
}
