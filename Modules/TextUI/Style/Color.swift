/// One of the 16 standard terminal colours.
public enum Color: Int, Hashable, Sendable, CaseIterable {
  /// Black (SGR 30/40).
  case black = 0
  /// Red.
  case red
  /// Green.
  case green
  /// Yellow.
  case yellow
  /// Blue.
  case blue
  /// Magenta.
  case magenta
  /// Cyan.
  case cyan
  /// White (light grey on most terminals).
  case white
  /// Bright black (dark grey; SGR 90/100).
  case brightBlack
  /// Bright red.
  case brightRed
  /// Bright green.
  case brightGreen
  /// Bright yellow.
  case brightYellow
  /// Bright blue.
  case brightBlue
  /// Bright magenta.
  case brightMagenta
  /// Bright cyan.
  case brightCyan
  /// Bright white.
  case brightWhite

  /// Grey, an alias for bright black.
  public static let gray = Color.brightBlack

  /// The SGR parameter that selects this colour as foreground.
  public var foregroundCode: Int { rawValue < 8 ? 30 + rawValue : 90 + rawValue - 8 }

  /// The SGR parameter that selects this colour as background.
  public var backgroundCode: Int { foregroundCode + 10 }
}
