/// A line that separates content: horizontal (`─`) in a `VStack` or on its own, vertical (`│`) in
/// an `HStack`.
public struct Divider: View {
  /// Creates a divider.
  public init() {}

  /// A primitive view.
  public typealias Body = Never
}

extension Divider: _PrimitiveView {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    DividerNode(vertical: context.stackAxis == .horizontal, context: context)
  }
}

final class DividerNode: LayoutNode {
  let vertical: Bool

  init(vertical: Bool, context: BuildContext) {
    self.vertical = vertical
    super.init(context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    vertical
      ? Size(width: 1, height: proposal.height ?? 1)
      : Size(width: proposal.width ?? 1, height: 1)
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    let style = context.environment.resolved(context.environment.textStyle)
    // Box drawing is East Asian Ambiguous: where it is two cells wide, ASCII keeps the grid.
    let narrow = pass.canvas.ambiguous == .narrow
    // One glyph repeated: measured once, not per cell.
    if vertical {
      let (glyph, glyphWidth) = DisplayWidth.prepared(narrow ? "│" : "|", ambiguous: pass.canvas.ambiguous)
      let code = GlyphCode(glyph)
      for y in rect.minY..<rect.maxY {
        pass.canvas.put(code: code, width: glyphWidth, x: rect.minX, y: y, style: style, clip: pass.clip)
      }
    } else {
      pass.canvas.put(
        repeating: narrow ? "─" : "-", count: rect.width, x: rect.minX, y: rect.minY, style: style,
        clip: pass.clip)
    }
  }
}
