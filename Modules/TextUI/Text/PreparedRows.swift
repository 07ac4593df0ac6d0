/// Rows of styled text turned into glyphs (sanitized and measured) once, to be drawn in many frames:
/// a picture (a map, a chart) whose rows change less often than frames are drawn.
///
/// Each row is drawn one cell high from the left of the space the view is given, after `indent`
/// cells it leaves untouched, and cut at that space's edge: no wrapping and no "…" (a row is meant
/// to be prepared for the width it is shown at). Styles are drawn as a `Text`'s are: on top of the
/// environment's text style, without colours when colour is off.
public struct PreparedRows: View, Sendable {
  /// A run of text drawn in one style.
  public struct Span: Equatable, Sendable {
    /// The text.
    public var text: String
    /// How it is drawn.
    public var style: Style

    /// Creates a span.
    public init(_ text: String, style: Style = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// One row: blank cells that are not drawn, then the spans.
  public struct Row: Equatable, Sendable {
    /// Cells left untouched before the first span.
    public var indent: Int
    /// The row's text, left to right.
    public var spans: [Span]

    /// Creates a row.
    public init(indent: Int = 0, spans: [Span]) {
      self.indent = max(0, indent)
      self.spans = spans
    }
  }

  /// A run of glyphs in one style: `glyphs[start..<end]`.
  struct Run: Sendable {
    let start: Int
    let end: Int
    let style: Style
  }

  /// Every glyph of every row, row after row, encoded as cells keep them.
  let glyphs: [GlyphCode]
  /// Each glyph's width in cells (parallel to `glyphs`).
  let widths: [UInt8]
  /// The styled runs, row after row.
  let runs: [Run]
  /// Each row's indent and its runs: `runs[runStart..<runEnd]`.
  let rows: [(indent: Int, runStart: Int, runEnd: Int)]
  /// The widest row, indent included.
  public let width: Int

  /// The rows as given, and the ambiguous width they were prepared for (so a later picture can
  /// reuse the rows it shares with this one).
  let source: [Row]
  let ambiguous: AmbiguousWidth

  /// Prepares `rows` for a canvas whose ambiguous characters are `ambiguous` wide.
  public init(_ rows: [Row], ambiguous: AmbiguousWidth = .narrow) {
    self.init(rows, ambiguous: ambiguous, reusing: nil)
  }

  /// Prepares `rows`, copying the glyphs of each row equal to the same row of `previous` (prepared
  /// for the same ambiguous width) instead of measuring it again: a picture that changed in a few
  /// rows costs those rows.
  public init(_ rows: [Row], ambiguous: AmbiguousWidth = .narrow, reusing previous: PreparedRows?) {
    var glyphs: [GlyphCode] = []
    var widths: [UInt8] = []
    var runs: [Run] = []
    var prepared: [(indent: Int, runStart: Int, runEnd: Int)] = []
    var widest = 0
    let kept = previous.flatMap { $0.ambiguous == ambiguous ? $0 : nil }
    for (index, row) in rows.enumerated() {
      let runStart = runs.count
      var rowWidth = row.indent
      if let kept, index < kept.source.count, kept.source[index] == row {
        let (_, keptStart, keptEnd) = kept.rows[index]
        for run in kept.runs[keptStart..<keptEnd] {
          let start = glyphs.count
          glyphs.append(contentsOf: kept.glyphs[run.start..<run.end])
          widths.append(contentsOf: kept.widths[run.start..<run.end])
          rowWidth += kept.widths[run.start..<run.end].reduce(0) { $0 + Int($1) }
          runs.append(Run(start: start, end: glyphs.count, style: run.style))
        }
      } else {
        for span in row.spans {
          let start = glyphs.count
          for character in span.text {
            let (glyph, width) = DisplayWidth.prepared(character, ambiguous: ambiguous)
            guard width > 0 else { continue }  // line breaks and zero-width clusters take no cell
            glyphs.append(GlyphCode(glyph))
            widths.append(UInt8(width))
            rowWidth += width
          }
          if glyphs.count > start { runs.append(Run(start: start, end: glyphs.count, style: span.style)) }
        }
      }
      prepared.append((row.indent, runStart, runs.count))
      widest = max(widest, rowWidth)
    }
    self.glyphs = glyphs
    self.widths = widths
    self.runs = runs
    self.rows = prepared
    self.width = widest
    self.source = rows
    self.ambiguous = ambiguous
  }

  /// The number of rows.
  public var count: Int { rows.count }

  /// A primitive view.
  public typealias Body = Never
}

extension PreparedRows: _PrimitiveView {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    PreparedRowsNode(rows: self, context: context)
  }
}

/// Draws `PreparedRows`: its size is its rows' (limited to the proposal); drawing writes the glyphs.
final class PreparedRowsNode: LayoutNode {
  let rows: PreparedRows

  init(rows: PreparedRows, context: BuildContext) {
    self.rows = rows
    super.init(context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    Size(width: min(rows.width, proposal.width ?? rows.width), height: rows.count)
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    let clip = pass.clip.intersection(rect)
    guard !clip.isEmpty else { return }
    let environment = context.environment
    let base = environment.textStyle
    for (index, row) in rows.rows.enumerated() {
      let y = rect.minY + index
      guard y >= clip.minY else { continue }
      guard y < clip.maxY else { break }
      var x = rect.minX + row.indent
      for run in rows.runs[row.runStart..<row.runEnd] {
        guard x < clip.maxX else { break }
        let style = environment.resolved(base.merged(with: run.style))
        x = pass.canvas.put(
          glyphs: rows.glyphs[run.start..<run.end], widths: rows.widths[run.start..<run.end], x: x, y: y,
          style: style, clip: clip)
      }
    }
  }
}
