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

  /// The content's own node, carrying the priority: a node of its own would only forward every
  /// size and drawing to it (and a list row is built every frame).
  @MainActor func _makeNode(in context: BuildContext) -> LayoutNode {
    let node = TextUI.makeNode(content, in: context)
    node.explicitPriority = priority
    return node
  }
}
