/// One terminal cell: a grapheme cluster, its style, and how many columns the grapheme spans.
///
/// The grapheme is kept as plain bits (see `GlyphCode`), so a canvas of cells is created, copied,
/// compared and freed without touching reference counts.
public struct Cell: Hashable, Sendable {
  /// The grapheme, encoded.
  var code: GlyphCode
  /// How the cell is drawn.
  public var style: Style
  /// 1 for a normal cell, 2 for the left half of a wide glyph, 0 for the right half (continuation)
  /// — a renderer skips continuation cells, since the terminal fills them when it draws the glyph.
  public var width: UInt8

  /// Creates a cell.
  public init(character: Character, style: Style = .plain, width: UInt8 = 1) {
    self.init(code: GlyphCode(character), style: style, width: width)
  }

  /// Creates a cell from an encoded grapheme.
  init(code: GlyphCode, style: Style, width: UInt8) {
    self.code = code
    self.style = style
    self.width = width
  }

  /// The grapheme drawn in the cell (already sanitized; `" "` when blank or a continuation).
  public var character: Character {
    get { code.character }
    set { code = GlyphCode(newValue) }
  }

  /// Appends the UTF-8 bytes of the cell's grapheme (what `character` holds, without making it).
  public func appendUTF8(to bytes: inout [UInt8]) {
    code.appendUTF8(to: &bytes)
  }

  /// The grapheme's byte when it is a single ASCII byte (without making a `Character`), else nil.
  public var asciiByte: UInt8? { code.ascii }

  /// A blank cell in the plain style.
  public static let blank = Cell(code: .space, style: .plain, width: 1)

  /// Whether the cell's grapheme is one terminals measure differently
  /// (``DisplayWidth/isUncertain(_:)``): a frame encoder draws its row whole, after erasing it.
  public var hasUncertainWidth: Bool {
    code.mayHaveUncertainWidth && DisplayWidth.isUncertain(code.character)
  }

  /// Whether any of the `count` cells from `first` holds a glyph terminals measure differently (a
  /// frame encoder asks it of every row it writes: one call for the row, not one per cell).
  public static func anyHasUncertainWidth(_ first: UnsafePointer<Cell>, count: Int) -> Bool {
    for index in 0..<count where first[index].code.mayHaveUncertainWidth {
      if first[index].hasUncertainWidth { return true }
    }
    return false
  }

  /// Whether the cell is the right half of a wide glyph.
  public var isContinuation: Bool { width == 0 }
}
