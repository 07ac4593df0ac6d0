/// One terminal cell: a grapheme cluster, its style, and how many columns the grapheme spans.
public struct Cell: Hashable, Sendable {
  /// The grapheme drawn in the cell (already sanitized; `" "` when blank or a continuation).
  public var character: Character
  /// How the cell is drawn.
  public var style: Style
  /// 1 for a normal cell, 2 for the left half of a wide glyph, 0 for the right half (continuation)
  /// — a renderer skips continuation cells, since the terminal fills them when it draws the glyph.
  public var width: UInt8

  /// Creates a cell.
  public init(character: Character, style: Style = .plain, width: UInt8 = 1) {
    self.character = character
    self.style = style
    self.width = width
  }

  /// A blank cell in the plain style.
  public static let blank = Cell(character: " ")

  /// Whether the cell is the right half of a wide glyph.
  public var isContinuation: Bool { width == 0 }
}
