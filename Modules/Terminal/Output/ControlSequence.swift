// MARK: - Control sequences

/// The escape sequences the terminal layer writes, as bytes.
enum ControlSequence {
  /// Synchronized output (mode 2026): the terminal shows the frame only when it is complete.
  static let beginSynchronizedUpdate = bytes("\u{1B}[?2026h")
  /// Ends a synchronized update.
  static let endSynchronizedUpdate = bytes("\u{1B}[?2026l")
  /// Hides the cursor (DECTCEM off).
  static let hideCursor = bytes("\u{1B}[?25l")
  /// Shows the cursor (DECTCEM on).
  static let showCursor = bytes("\u{1B}[?25h")
  /// Resets the style, homes the cursor and clears the screen.
  static let resetAndClear = bytes("\u{1B}[0m\u{1B}[H\u{1B}[2J")
  /// Erases from the cursor to the end of the line.
  static let eraseToEndOfLine = bytes("\u{1B}[K")
  /// Resets every style attribute.
  /// Resets every attribute.
  static let resetStyle = bytes("\u{1B}[0m")

  /// Entering the full-screen session: alternate screen, hidden cursor, no auto-wrap (so writing
  /// the last column never scrolls), bracketed paste on.
  static let enterFullScreen = bytes(
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\u{1B}[0m\u{1B}[H\u{1B}[2J")
  /// Leaving it: everything `enterFullScreen` changed is put back, the main screen returns.
  static let leaveFullScreen = bytes(
    "\u{1B}[?2026l\u{1B}[0m\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")

  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}

// MARK: - Building byte output

extension Array where Element == UInt8 {
  /// Appends the decimal digits of a non-negative `value`.
  mutating func appendDecimal(_ value: Int) {
    if value >= 10 { appendDecimal(value / 10) }
    append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
  }

  /// Appends `ESC [`.
  mutating func appendCSI() {
    append(0x1B)
    append(UInt8(ascii: "["))
  }
}

/// The number of decimal digits of a non-negative `value`.
func decimalDigits(_ value: Int) -> Int {
  var digits = 1
  var rest = value
  while rest >= 10 {
    rest /= 10
    digits += 1
  }
  return digits
}
