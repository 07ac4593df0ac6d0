/// Read-only text: wraps at word boundaries, honours hard line breaks, and truncates with "…".
///
/// Text from data is safe to show: control characters are drawn as visible stand-ins (see
/// `Sanitizer`). Texts can be joined with `+` to mix styles on one line.
public struct Text: View {
  struct Run {
    var string: String
    var style: Style
  }

  /// The first run, kept inline: most texts are one run, and a screen makes hundreds a frame.
  var run: Run
  /// The runs joined after the first (`+`).
  var moreRuns: [Run] = []
  var lineLimitValue: Int??
  var truncation: TruncationMode?

  /// Creates text showing `string` verbatim.
  public init<S: StringProtocol>(_ string: S) {
    self.run = Run(string: String(string), style: Style())
  }

  /// The text without styling.
  public var plainString: String {
    moreRuns.isEmpty ? run.string : run.string + moreRuns.map(\.string).joined()
  }

  /// A primitive view.
  public typealias Body = Never

  // MARK: - Styling

  private func restyled(_ change: (inout Style) -> Void) -> Text {
    var copy = self
    change(&copy.run.style)
    for index in copy.moreRuns.indices { change(&copy.moreRuns[index].style) }
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
    joined.moreRuns.append(rhs.run)
    joined.moreRuns += rhs.moreRuns
    return joined
  }
}

extension Text: _PrimitiveView {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    // The environment's fields are read where they are needed: a copy of it (or a closure holding
    // one) was a copy of the build context's references for every text of every frame.
    let inherited = context.environment.textStyle
    let ambiguous = context.environment.ambiguousWidth
    func made(_ run: Run) -> (glyphs: [Glyph], metrics: TextMetrics) {
      let style = context.environment.resolved(inherited.merged(with: run.style))
      return GlyphCache.glyphs(run.string, style: style, ambiguous: ambiguous)
    }
    var (glyphs, metrics): ([Glyph], TextMetrics?) = made(run)
    if !moreRuns.isEmpty {
      metrics = nil
      for run in moreRuns { glyphs += made(run).glyphs }
    }
    let limit: Int? = lineLimitValue ?? context.environment.lineLimit
    return TextNode(
      glyphs: glyphs, metrics: metrics, lineLimit: limit,
      truncation: truncation ?? context.environment.truncationMode,
      context: context)
  }

}
