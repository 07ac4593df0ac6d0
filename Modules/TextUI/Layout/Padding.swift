extension View {
  /// Adds `length` cells of space on `edges`.
  public func padding(_ edges: EdgeSet = .all, _ length: Int = 1) -> some View {
    PaddedView(content: self, insets: EdgeInsets(edges, max(0, length)))
  }

  /// Adds `length` cells of space on every edge.
  public func padding(_ length: Int) -> some View {
    PaddedView(content: self, insets: EdgeInsets(.all, max(0, length)))
  }

  /// Adds the given space per edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    PaddedView(content: self, insets: insets)
  }
}

struct PaddedView<Content> {
  let content: Content
  let insets: EdgeInsets
}

extension PaddedView: View, _PrimitiveView where Content: View {
  typealias Body = Never

  @MainActor func _makeNode(in context: BuildContext) -> LayoutNode {
    PaddingNode(insets: insets, child: TextUI.makeNode(content, in: context.child(0)), context: context)
  }
}

final class PaddingNode: ModifierNode {
  let insets: EdgeInsets

  init(insets: EdgeInsets, child: LayoutNode, context: BuildContext) {
    self.insets = insets
    super.init(child: child, context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    let inner = child.sizeThatFits(proposal.inset(by: insets))
    return Size(
      width: Layout.add(insets.horizontal, to: inner.width),
      height: Layout.add(insets.vertical, to: inner.height))
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    let innerProposal = proposal.inset(by: insets)
    let inner = child.sizeThatFits(innerProposal)
    let area = Rect(
      x: rect.minX + insets.leading, y: rect.minY + insets.top,
      width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.vertical))
    child.draw(in: Rect(origin: area.origin, size: inner), proposal: innerProposal)
  }
}
