/// The characters a border is drawn with.
public enum BorderStyle: Hashable, Sendable {
  /// `┌─┐│└┘`
  case single
  /// `╭─╮│╰╯`
  case rounded
  /// `╔═╗║╚╝`
  case double
  /// `┏━┓┃┗┛`
  case heavy
  /// `+-+|++`, for terminals without box drawing.
  case ascii

  /// Top-left, top, top-right, side, bottom-left, bottom-right.
  var pieces: (Character, Character, Character, Character, Character, Character) {
    switch self {
    case .single: ("┌", "─", "┐", "│", "└", "┘")
    case .rounded: ("╭", "─", "╮", "│", "╰", "╯")
    case .double: ("╔", "═", "╗", "║", "╚", "╝")
    case .heavy: ("┏", "━", "┓", "┃", "┗", "┛")
    case .ascii: ("+", "-", "+", "|", "+", "+")
    }
  }
}

extension View {
  /// Draws a box around the view (one cell on every side), with an optional title in the top edge.
  public func border(_ style: BorderStyle = .single, title: String? = nil, color: Color? = nil) -> some View {
    BorderedView(content: self, style: style, title: title, color: color)
  }
}

struct BorderedView<Content> {
  let content: Content
  let style: BorderStyle
  let title: String?
  let color: Color?
}

extension BorderedView: View, _PrimitiveView where Content: View {
  typealias Body = Never

  @MainActor func _makeNode(in context: BuildContext) -> LayoutNode {
    let inner = PaddingNode(
      insets: EdgeInsets(.all, 1), child: TextUI.makeNode(content, in: context.child(0)), context: context)
    return BorderNode(style: style, title: title, color: color, child: inner, context: context)
  }
}

final class BorderNode: ModifierNode {
  let style: BorderStyle
  let title: String?
  let color: Color?

  init(style: BorderStyle, title: String?, color: Color?, child: LayoutNode, context: BuildContext) {
    self.style = style
    self.title = title
    self.color = color
    super.init(child: child, context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    child.draw(in: rect, proposal: proposal)
    guard rect.width >= 2, rect.height >= 2 else { return }
    var lineStyle = context.environment.textStyle
    lineStyle.foreground = color ?? lineStyle.foreground
    lineStyle = context.environment.resolved(lineStyle)
    // Box drawing is East Asian Ambiguous: where it is two cells wide, ASCII keeps the grid.
    let pieces = pass.canvas.ambiguous == .wide ? BorderStyle.ascii.pieces : style.pieces
    let (topLeft, horizontal, topRight, vertical, bottomLeft, bottomRight) = pieces
    let canvasClip = pass.clip
    func put(_ character: Character, _ x: Int, _ y: Int) {
      pass.canvas.put(character, x: x, y: y, style: lineStyle, clip: canvasClip)
    }
    put(topLeft, rect.minX, rect.minY)
    put(topRight, rect.maxX - 1, rect.minY)
    put(bottomLeft, rect.minX, rect.maxY - 1)
    put(bottomRight, rect.maxX - 1, rect.maxY - 1)
    // The edges are one glyph repeated: measured once each, not per cell.
    let (side, sideWidth) = DisplayWidth.prepared(vertical, ambiguous: pass.canvas.ambiguous)
    let sideCode = GlyphCode(side)
    for y in [rect.minY, rect.maxY - 1] {
      pass.canvas.put(
        repeating: horizontal, count: rect.width - 2, x: rect.minX + 1, y: y, style: lineStyle,
        clip: canvasClip)
    }
    for y in (rect.minY + 1)..<(rect.maxY - 1) {
      pass.canvas.put(
        code: sideCode, width: sideWidth, x: rect.minX, y: y, style: lineStyle, clip: canvasClip)
      pass.canvas.put(
        code: sideCode, width: sideWidth, x: rect.maxX - 1, y: y, style: lineStyle, clip: canvasClip)
    }
    if let title, rect.width > 4 {
      let titleClip = Rect(x: rect.minX + 1, y: rect.minY, width: rect.width - 2, height: 1).intersection(
        canvasClip)
      // A loop, not `map`: a closure made here would check that it runs on the main actor each
      // time it is called.
      let ambiguous = pass.canvas.ambiguous
      var glyphs: [Glyph] = []
      for character in " \(title) " {
        glyphs.append(
          Glyph(
            character: character, style: lineStyle, width: DisplayWidth.of(character, ambiguous: ambiguous)))
      }
      glyphs = TextLayout.truncate(glyphs, to: rect.width - 2, mode: .tail, ambiguous: pass.canvas.ambiguous)
      var x = rect.minX + 1
      for glyph in glyphs {
        x += pass.canvas.put(glyph.character, x: x, y: rect.minY, style: lineStyle, clip: titleClip)
      }
    }
  }
}
