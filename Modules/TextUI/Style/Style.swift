/// How a cell is drawn: attributes and colours.
public struct Style: Hashable, Sendable {
  /// Bold (SGR 1).
  public var bold: Bool
  /// Dim / faint (SGR 2).
  public var dim: Bool
  /// Italic (SGR 3).
  public var italic: Bool
  /// Underline (SGR 4).
  public var underline: Bool
  /// Inverse video (SGR 7).
  public var inverse: Bool
  /// Foreground colour, or `nil` for the terminal's default.
  public var foreground: Color?
  /// Background colour, or `nil` for the terminal's default.
  public var background: Color?

  /// Creates a style; the default is the terminal's plain style.
  public init(
    bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
    inverse: Bool = false, foreground: Color? = nil, background: Color? = nil
  ) {
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.inverse = inverse
    self.foreground = foreground
    self.background = background
  }

  /// The terminal's default style.
  public static let plain = Style()

  /// The style without colours (for `NO_COLOR` / `--no-color`); attributes are kept.
  public var withoutColor: Style {
    var copy = self
    copy.foreground = nil
    copy.background = nil
    return copy
  }

  /// `other` drawn on top of `self`: attributes add up, `other`'s colours win where set.
  public func merged(with other: Style) -> Style {
    Style(
      bold: bold || other.bold, dim: dim || other.dim, italic: italic || other.italic,
      underline: underline || other.underline, inverse: inverse || other.inverse,
      foreground: other.foreground ?? foreground, background: other.background ?? background)
  }
}
