/// Overlays children on top of each other (later children in front), aligned inside the union of
/// their sizes.
public struct ZStack<Content> {
  let alignment: Alignment
  let content: Content

  /// Creates a depth stack.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension ZStack: View, _PrimitiveView where Content: View {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    var inner = context
    inner.stackAxis = nil
    var children: [LayoutNode] = []
    TextUI.makeNodes(content, in: inner, into: &children)
    return ZStackNode(alignment: alignment, children: children, context: context)
  }
}

final class ZStackNode: LayoutNode {
  let alignment: Alignment
  let children: [LayoutNode]

  init(alignment: Alignment, children: [LayoutNode], context: BuildContext) {
    self.alignment = alignment
    self.children = children
    super.init(context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    children.reduce(Size.zero) { result, child in
      let size = child.sizeThatFits(proposal)
      return Size(width: max(result.width, size.width), height: max(result.height, size.height))
    }
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    for child in children {
      let size = child.sizeThatFits(proposal)
      child.draw(in: Rect(origin: alignment.origin(child: size, in: rect), size: size), proposal: proposal)
    }
  }
}
