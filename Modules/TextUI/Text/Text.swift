/// Read-only text: wraps at word boundaries, honours hard line breaks, and truncates with "…".
///
/// Text from data is safe to show: control characters are drawn as visible stand-ins (see
/// `Sanitizer`). Texts can be joined with `+` to mix styles on one line.
public struct Text: View {
  struct Run {
    var string: String
    var style: Style
  }

  var runs: [Run]
  var lineLimitValue: Int??
  var truncation: TruncationMode?

  /// Creates text showing `string` verbatim.
  public init<S: StringProtocol>(_ string: S) {
    self.runs = [Run(string: String(string), style: Style())]
  }

  /// The text without styling.
  public var plainString: String { runs.map(\.string).joined() }

  /// A primitive view.
  public typealias Body = Never

  // MARK: - Styling

  private func restyled(_ change: (inout Style) -> Void) -> Text {
    var copy = self
    for index in copy.runs.indices { change(&copy.runs[index].style) }
    return copy
  }

  /// Bold text.
  public func bold(_ isActive: Bool = true) -> Text { restyled { $0.bold = isActive } }
  /// Dim text.
  public func dim(_ isActive: Bool = true) -> Text { restyled { $0.dim = isActive } }
  /// Italic text.
  public func italic(_ isActive: Bool = true) -> Text { restyled { $0.italic = isActive } }
  /// Underlined text.
  public func underline(_ isActive: Bool = true) -> Text { restyled { $0.underline = isActive } }
  /// Text in inverse video.
  public func inverse(_ isActive: Bool = true) -> Text { restyled { $0.inverse = isActive } }
  /// Text in `color`.
  public func foregroundColor(_ color: Color?) -> Text { restyled { $0.foreground = color } }
  /// Text on `color`.
  public func backgroundColor(_ color: Color?) -> Text { restyled { $0.background = color } }

  /// Shows at most `limit` lines (`nil`: no limit); overrides the environment's limit.
  public func lineLimit(_ limit: Int?) -> Text {
    var copy = self
    copy.lineLimitValue = .some(limit.map { max(1, $0) })
    return copy
  }

  /// Sets where the text is cut when it does not fit.
  public func truncationMode(_ mode: TruncationMode) -> Text {
    var copy = self
    copy.truncation = mode
    return copy
  }

  /// Joins two texts; each keeps its style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.runs += rhs.runs
    return joined
  }
}

extension Text: PrimitiveView {
  @MainActor func makeNode(in context: BuildContext) -> LayoutNode {
    let environment = context.environment
    var glyphs: [Glyph] = []
    for run in runs {
      let style = environment.resolved(environment.textStyle.merged(with: run.style))
      for character in run.string {
        let glyph = Sanitizer.sanitize(character)
        glyphs.append(
          Glyph(
            character: character == "\n" || character == "\r\n" ? character : glyph,
            style: style,
            width: DisplayWidth.of(glyph, ambiguous: environment.ambiguousWidth)))
      }
    }
    let limit: Int? = lineLimitValue ?? environment.lineLimit
    return TextNode(
      glyphs: glyphs, lineLimit: limit, truncation: truncation ?? environment.truncationMode,
      context: context)
  }
}

/// Lays out and draws a `Text`.
final class TextNode: LayoutNode {
  let glyphs: [Glyph]
  let lineLimit: Int?
  let truncation: TruncationMode
  /// The width of the whole text on one line.
  private let totalWidth: Int
  /// Whether the text has hard line breaks.
  private let hasLineBreak: Bool
  private var layoutProposals: [ProposedSize] = []
  private var layouts: [[[Glyph]]] = []

  init(glyphs: [Glyph], lineLimit: Int?, truncation: TruncationMode, context: BuildContext) {
    self.glyphs = glyphs
    self.lineLimit = lineLimit
    self.truncation = truncation
    self.totalWidth = TextLayout.width(glyphs)
    self.hasLineBreak = glyphs.contains(where: \.isLineBreak)
    super.init(context: context)
  }

  /// The lines shown for `proposal`.
  func lines(for proposal: ProposedSize) -> [[Glyph]] {
    if let index = layoutProposals.firstIndex(of: proposal) { return layouts[index] }
    let result = computeLines(for: proposal)
    layoutProposals.append(proposal)
    layouts.append(result)
    return result
  }

  private func computeLines(for proposal: ProposedSize) -> [[Glyph]] {
    guard !glyphs.isEmpty else { return [] }
    let width = proposal.width.flatMap { Layout.isUnbounded($0) ? nil : $0 }
    // Fast path: one line that fits.
    if !hasLineBreak && totalWidth <= (width ?? Int.max) { return [glyphs] }
    var maxLines = lineLimit
    if let height = proposal.height { maxLines = min(maxLines ?? Int.max, max(1, height)) }
    return TextLayout.lines(
      glyphs, width: width, maxLines: maxLines, truncation: truncation,
      ambiguous: context.environment.ambiguousWidth)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    if glyphs.isEmpty { return .zero }
    if proposal.width == 0 { return Size(width: 0, height: 1) }
    let lines = lines(for: proposal)
    let widest =
      lines.count == 1 && lines[0].count == glyphs.count
      ? totalWidth : lines.reduce(0) { max($0, TextLayout.width($1)) }
    return Size(width: min(widest, proposal.width ?? widest), height: lines.count)
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    guard rect.width > 0 else { return }
    let clip = pass.clip.intersection(rect)
    guard !clip.isEmpty else { return }
    for (row, line) in lines(for: proposal).enumerated() where row < rect.height {
      var x = rect.minX
      let y = rect.minY + row
      for glyph in line {
        pass.canvas.put(
          prepared: glyph.character, width: glyph.width, x: x, y: y, style: glyph.style, clip: clip)
        x += glyph.width
      }
    }
  }
}
