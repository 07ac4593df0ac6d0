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

extension Text: _PrimitiveView {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    let environment = context.environment
    var glyphs: [Glyph] = []
    var metrics: TextMetrics?
    for run in runs {
      let style = environment.resolved(environment.textStyle.merged(with: run.style))
      let made = GlyphCache.glyphs(run.string, style: style, ambiguous: environment.ambiguousWidth)
      if runs.count == 1 {
        (glyphs, metrics) = made
      } else {
        glyphs += made.glyphs
      }
    }
    let limit: Int? = lineLimitValue ?? environment.lineLimit
    return TextNode(
      glyphs: glyphs, metrics: metrics, lineLimit: limit,
      truncation: truncation ?? environment.truncationMode,
      context: context)
  }
}
