extension View {
  /// Sets the priority with which a stack gives space to this view (default 0; higher goes first
  /// and gets all but the minimum of the others).
  public func layoutPriority(_ priority: Double) -> some View {
    PriorityView(content: self, priority: priority)
  }
}

struct PriorityView<Content> {
  let content: Content
  let priority: Double
}

extension PriorityView: View, _PrimitiveView where Content: View {
  typealias Body = Never

  @MainActor func _makeNode(in context: BuildContext) -> LayoutNode {
    PriorityNode(priority: priority, child: TextUI.makeNode(content, in: context), context: context)
  }
}

final class PriorityNode: ModifierNode {
  let priority: Double

  init(priority: Double, child: LayoutNode, context: BuildContext) {
    self.priority = priority
    super.init(child: child, context: context)
  }

  override var layoutPriority: Double { priority }

  override func measure(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

  override func draw(in rect: Rect, proposal: ProposedSize) { child.draw(in: rect, proposal: proposal) }
}
