/// A frame of terminal cells in one flat, row-major buffer.
///
/// Wide glyphs occupy two cells (the glyph, then a continuation) and are never split: a wide glyph
/// that would be clipped in half is drawn as a space, and overwriting either half of a wide glyph
/// blanks the other half. Every grapheme is sanitized on the way in (see `Sanitizer`).
public struct Canvas: Hashable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// The cells, row by row: the cell at column `x`, row `y` is `cells[y * width + x]`.
  public internal(set) var cells: [Cell]
  /// The width of East Asian Ambiguous characters drawn into this canvas.
  public let ambiguous: AmbiguousWidth

  /// Creates a blank canvas; negative sizes count as 0.
  public init(width: Int, height: Int, ambiguous: AmbiguousWidth = .narrow) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.ambiguous = ambiguous
    self.cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// A blank canvas whose cells are `blank` (as many blank cells as the size needs, else a fresh
  /// buffer): sharing a kept blank buffer turns filling each frame's cells into one copy of memory
  /// on the first write.
  init(width: Int, height: Int, ambiguous: AmbiguousWidth, blank: [Cell]) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.ambiguous = ambiguous
    self.cells =
      blank.count == self.width * self.height
      ? blank : Array(repeating: .blank, count: self.width * self.height)
  }

  /// The canvas's size.
  public var size: Size { Size(width: width, height: height) }

  /// The whole canvas as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y` (a blank cell outside the canvas).
  public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, y >= 0, x < width, y < height else { return .blank }
    return cells[y * width + x]
  }

  /// The cells of row `y`.
  public func row(_ y: Int) -> ArraySlice<Cell> {
    guard y >= 0, y < height else { return [] }
    return cells[(y * width)..<(y * width + width)]
  }

  // MARK: - Drawing

  /// Draws `character` at (`x`, `y`) inside `clip` (the canvas when `nil`) and returns the columns
  /// it advances: its display width (0 for zero-width clusters, which are dropped).
  @discardableResult
  public mutating func put(_ character: Character, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
    let (glyph, glyphWidth) = DisplayWidth.prepared(character, ambiguous: ambiguous)
    put(prepared: glyph, width: glyphWidth, x: x, y: y, style: style, clip: clip)
    return glyphWidth
  }

  /// Draws `character` `count` times along row `y` from column `x` (a border's edge, a rule), measured
  /// once; returns the columns advanced.
  @discardableResult
  mutating func put(
    repeating character: Character, count: Int, x: Int, y: Int, style: Style, clip: Rect? = nil
  ) -> Int {
    let (glyph, glyphWidth) = DisplayWidth.prepared(character, ambiguous: ambiguous)
    guard glyphWidth > 0, count > 0 else { return 0 }
    let area = clip.map { $0.intersection(bounds) } ?? bounds
    let code = GlyphCode(glyph)
    var column = x
    for _ in 0..<count {
      put(code: code, width: glyphWidth, x: column, y: y, style: style, area: area)
      column += glyphWidth
    }
    return column - x
  }

  /// Draws a laid-out line of glyphs from (`x`, `y`), clipped to `clip`, in one call.
  mutating func put(line: [Glyph], x: Int, y: Int, clip: Rect) {
    let area = clip.intersection(bounds)
    guard y >= area.minY, y < area.maxY else { return }
    var column = x
    for glyph in line {
      if column >= area.maxX { return }
      if glyph.width > 0 {
        put(code: glyph.code, width: glyph.width, x: column, y: y, style: glyph.style, area: area)
      }
      column += glyph.width
    }
  }

  /// Draws prepared glyphs (sanitized, `widths` their cells) in one style from (`x`, `y`), clipped to
  /// `clip`; returns the column after the last one.
  mutating func put(
    glyphs: ArraySlice<GlyphCode>, widths: ArraySlice<UInt8>, x: Int, y: Int, style: Style, clip: Rect
  ) -> Int {
    let area = clip.intersection(bounds)
    guard y >= area.minY, y < area.maxY else { return x + widths.reduce(0) { $0 + Int($1) } }
    var column = x
    var widthIndex = widths.startIndex
    for glyph in glyphs {
      let glyphWidth = Int(widths[widthIndex])
      widthIndex += 1
      if column >= area.maxX { return max(column, clip.maxX) }
      if glyphWidth > 0 { put(code: glyph, width: glyphWidth, x: column, y: y, style: style, area: area) }
      column += glyphWidth
    }
    return column
  }

  /// Draws a grapheme that is already sanitized and measured (the text layout's glyphs).
  mutating func put(
    prepared glyph: Character, width glyphWidth: Int, x: Int, y: Int, style: Style, clip: Rect?
  ) {
    guard glyphWidth > 0 else { return }
    put(
      prepared: glyph, width: glyphWidth, x: x, y: y, style: style,
      area: clip.map { $0.intersection(bounds) } ?? bounds)
  }

  /// Draws a grapheme already encoded for a cell (sanitized and measured: `glyphWidth` its cells),
  /// clipped to `clip` (a border's side, drawn on every row from one code).
  mutating func put(code glyph: GlyphCode, width glyphWidth: Int, x: Int, y: Int, style: Style, clip: Rect) {
    guard glyphWidth > 0 else { return }
    put(code: glyph, width: glyphWidth, x: x, y: y, style: style, area: clip.intersection(bounds))
  }

  /// Draws a prepared grapheme inside `area`, which lies inside the canvas.
  private mutating func put(
    prepared glyph: Character, width glyphWidth: Int, x: Int, y: Int, style: Style, area: Rect
  ) {
    put(code: GlyphCode(glyph), width: glyphWidth, x: x, y: y, style: style, area: area)
  }

  /// Draws an encoded, prepared grapheme inside `area`, which lies inside the canvas.
  private mutating func put(
    code glyph: GlyphCode, width glyphWidth: Int, x: Int, y: Int, style: Style, area: Rect
  ) {
    guard y >= area.minY, y < area.maxY, x >= area.minX, x < area.maxX else { return }
    var style = style
    if style.background == nil { style.background = cells[y * width + x].style.background }
    if glyphWidth == 2 && x + 1 < area.maxX {
      setCell(x: x, y: y, Cell(code: glyph, style: style, width: 2))
      setCell(x: x + 1, y: y, Cell(code: .space, style: style, width: 0))
    } else if glyphWidth == 2 {
      setCell(x: x, y: y, Cell(code: .space, style: style, width: 1))
    } else {
      setCell(x: x, y: y, Cell(code: glyph, style: style, width: 1))
    }
  }

  /// Draws `text` from (`x`, `y`) on one row, clipped to `clip`; returns the columns advanced.
  @discardableResult
  public mutating func draw<S: StringProtocol>(
    _ text: S, x: Int, y: Int, style: Style, clip: Rect? = nil
  ) -> Int {
    var column = x
    for character in text {
      column += put(character, x: column, y: y, style: style, clip: clip)
    }
    return column - x
  }

  /// Fills `rect` with blank cells of `style`.
  public mutating func fill(_ rect: Rect, style: Style = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        setCell(x: x, y: y, Cell(code: .space, style: style, width: 1))
      }
    }
  }

  /// Changes the style of every cell in `rect` (for example, inverse for a selected row).
  public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        cells[y * width + x].style = transform(cells[y * width + x].style)
      }
    }
  }

  // MARK: - Wide-glyph bookkeeping

  /// Writes one cell, blanking the other half of any wide glyph it overwrites.
  private mutating func setCell(x: Int, y: Int, _ cell: Cell) {
    let index = y * width + x
    let oldWidth = cells[index].width
    if oldWidth == 0 && x > 0 && cell.width != 0 {
      cells[index - 1] = Cell(code: .space, style: cells[index - 1].style, width: 1)
    }
    if oldWidth == 2 && x + 1 < width && cell.width != 2 {
      cells[index + 1] = Cell(code: .space, style: cells[index + 1].style, width: 1)
    }
    if cell.width == 2 && x + 1 < width && cells[index + 1].width == 2 && x + 2 < width {
      cells[index + 2] = Cell(code: .space, style: cells[index + 2].style, width: 1)
    }
    cells[index] = cell
  }
}
