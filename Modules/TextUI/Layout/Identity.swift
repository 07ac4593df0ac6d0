extension View {
  /// Gives the view an explicit identity: used by `ScrollView(scrollTo:)` and to keep view state
  /// (scroll positions, cursors) attached to the right view when siblings change.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IdentifiedView(content: self, id: AnyHashable(id))
  }
}

struct IdentifiedView<Content> {
  let content: Content
  let id: AnyHashable
}

extension IdentifiedView: View, _PrimitiveView where Content: View {
  typealias Body = Never

  @MainActor func _makeNode(in context: BuildContext) -> LayoutNode {
    IdentifiedNode(id: id, child: TextUI.makeNode(content, in: context.child(id)), context: context)
  }
}

final class IdentifiedNode: ModifierNode {
  let id: AnyHashable

  init(id: AnyHashable, child: LayoutNode, context: BuildContext) {
    self.id = id
    super.init(child: child, context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    pass.identifiedFrames[id] = rect
    child.draw(in: rect, proposal: proposal)
  }
}
